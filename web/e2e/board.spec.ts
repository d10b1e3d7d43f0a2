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
