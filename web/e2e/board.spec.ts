import { createRequire } from 'node:module';

import { clickSquare } from './board-mouse';
import { expect, test } from './fixtures';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

test('a notice inserted above the board does not shift where clicks land', async ({ page }) => {
  await page.goto('/play?level=1&color=white');
  const board = page.getByTestId('chess-board');
  await expect(board).toHaveAttribute('data-fen', /^rnbqkbnr\/pppppppp/);
  const before = await board.boundingBox();

  // What a notice does on the live game page: a block appears above the board and pushes it down.
  await board.evaluate((el) => {
    const notice = document.createElement('p');
    notice.textContent = 'Your opponent reconnected';
    notice.style.height = '60px';
    notice.style.margin = '0';
    el.parentElement!.parentElement!.prepend(notice);
  });
  const after = await board.boundingBox();
  expect(after!.y - before!.y).toBeGreaterThanOrEqual(60);

  await clickSquare(page, board, 'e2');
  await expect(board.locator('square.selected')).toHaveCount(1);
  await clickSquare(page, board, 'e4');
  await expect(page.getByTestId('move-list').locator('li').first()).toHaveText(/e4/);
});

test('the board plays from the keyboard: arrows move the cursor, Enter selects and moves', async ({ page }) => {
  await page.goto('/play?level=1&color=white');
  const board = page.getByTestId('chess-board');
  await expect(board).toHaveAttribute('data-fen', /^rnbqkbnr\/pppppppp/);
  const grid = page.getByRole('grid', { name: 'Chess board' });
  await expect(grid.getByRole('gridcell')).toHaveCount(64);

  // One tab stop, on the cursor: a1 to start with.
  await grid.locator('[tabindex="0"]').focus();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'a1, white rook');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
  const e2 = grid.getByRole('gridcell', { name: 'e2, white pawn' });
  await expect(e2).toBeFocused();
  // The cursor is drawn over the board.
  await expect(e2).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(e2).toHaveAttribute('aria-selected', 'true');
  await expect(board.locator('square.move-dest')).toHaveCount(2);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('move-list').locator('li').first()).toHaveText(/e4/);
  await expect(grid.getByRole('gridcell', { name: 'e4, white pawn' })).toBeVisible();
  // The mouse still plays once the computer has answered.
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(2, { timeout: 15_000 });
  await clickSquare(page, board, 'g1');
  await clickSquare(page, board, 'f3');
  await expect(page.getByTestId('move-list').locator('li').nth(2)).toHaveText(/Nf3/);
});

test('a pawn reaching the last rank asks for the piece, and the knight chosen is what appears', async ({ page }) => {
  // White to move, a pawn on a7: a7-a8 promotes.
  const fen = '7k/P7/8/8/8/8/8/K7 w - - 0 1';
  await page.goto(`/play?fen=${encodeURIComponent(fen)}&level=1&color=white`);
  const board = page.getByTestId('chess-board');
  await expect(board).toHaveAttribute('data-fen', /^7k\/P7/);
  await clickSquare(page, board, 'a7');
  await clickSquare(page, board, 'a8');

  const chooser = page.getByRole('dialog', { name: 'Choose promotion piece' });
  await expect(chooser.getByRole('button')).toHaveCount(4);
  // The pieces stand over a8 and the squares below it, queen first, drawn as images.
  const boardBox = (await board.boundingBox())!;
  const queenBox = (await chooser.getByRole('button', { name: 'Queen' }).boundingBox())!;
  const knightBox = (await chooser.getByRole('button', { name: 'Knight' }).boundingBox())!;
  expect(Math.abs(queenBox.x - boardBox.x)).toBeLessThan(2);
  expect(Math.abs(queenBox.y - boardBox.y)).toBeLessThan(2);
  expect(knightBox.y - queenBox.y).toBeCloseTo((3 * boardBox.height) / 8, 0);
  await expect(chooser.locator('piece.knight.white')).toHaveCSS('background-image', /url\(/);

  // Escape takes the move back; the pawn is still on a7.
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(board.locator('piece.white.pawn:not(.ghost)')).toHaveCount(1);

  await clickSquare(page, board, 'a7');
  await clickSquare(page, board, 'a8');
  await chooser.getByRole('button', { name: 'Knight' }).click();
  await expect(page.getByTestId('move-list').locator('li').first()).toHaveText(/a8=N/);
  await expect(board.locator('piece.white.knight:not(.ghost)')).toHaveCount(1);
  await expect(board.locator('piece.white.queen:not(.ghost)')).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'a8, white knight' })).toBeAttached();
});

test.describe('accessibility', () => {
  // The server's Content-Security-Policy (script-src 'self') rightly blocks the injected axe script.
  test.use({ bypassCSP: true });

  test('the keyboard board has no accessibility violations', async ({ page }) => {
    await page.goto('/play?level=1&color=white');
    const grid = page.getByRole('grid', { name: 'Chess board' });
    await expect(grid.getByRole('gridcell')).toHaveCount(64);
    await grid.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<Result> } }).axe;
      return (await axe.run({ include: [['[data-testid="board-grid"]']] })).violations;
    });
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
  });
});
