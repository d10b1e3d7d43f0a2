import { Chess } from 'chess.js';

import { expect, test } from './fixtures';

// A game set up with Black to move: 1...Ra8?? leaves the rook to the knight fork Nc7+.
const FORK_PGN = `[Event "Review test"]
[White "Ann"]
[Black "Bob"]
[SetUp "1"]
[FEN "4k3/5ppp/8/3N4/8/8/r4PPP/4K3 b - - 0 1"]

1... Ra8 2. Nc7+ Kd7 3. Nxa8 *`;

test('a pasted game is reviewed: the blunder marked and named, the graph drawn, the better move found', async ({
  page,
}) => {
  await page.goto('/review');
  await page.getByLabel('PGN', { exact: true }).fill(FORK_PGN);
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\?id=/);

  // The engine's verdict (the progress indicator shows while it works).
  const blunder = page.getByTestId('move-1');
  await expect(blunder).toHaveAttribute('data-class', 'blunder', { timeout: 60_000 });
  await expect(blunder).toHaveText('Ra8??');
  await expect(page.getByTestId('eval-graph')).toBeVisible();
  await expect(page.getByTestId('graph-marker-blunder')).toHaveCount(1);
  await expect(page.getByTestId('summary-black-blunder')).toHaveText('1');
  await expect(page.getByRole('navigation', { name: 'Key moments' })).toContainText('1... Ra8??');
  await expect(page.getByTestId('eval-graph-area')).toHaveAttribute('d', /^M0,[\d.]+ L/);

  await blunder.click();
  await expect(page.getByTestId('move-explanation')).toContainText('You left the rook on a8 to a knight fork: Nc7+.');
  await page.getByRole('button', { name: 'Show the best line' }).click();
  await expect(page.getByTestId('best-line')).not.toBeEmpty();

  // Learn from your mistakes: the move played is refused by the server, a safe rook move is right.
  await page.getByTestId('learn-button').click();
  await expect(page.getByTestId('learn-mistakes')).toContainText('You played 1... Ra8.');
  const moveField = page.getByLabel('Move', { exact: true });
  await moveField.fill('a2a8');
  await page.getByRole('button', { name: 'Play move' }).click();
  await expect(page.getByTestId('learn-feedback')).toContainText('Ra8 is not it. Not quite right. Try again!');
  await moveField.fill('a2b2');
  await page.getByRole('button', { name: 'Play move' }).click();
  await expect(page.getByTestId('learn-feedback')).toContainText('Correct! Rb2 is a good move.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('learn-finished')).toContainText('1 found');
});

test('a missed queen win is named by what the better move wins, with one sign convention in the panel', async ({
  page,
}) => {
  // 3...Qc5?? puts the queen where the d4-pawn takes it; 4.h3?? misses 4.dxc5 (issue 30: such a
  // miss read "drops the pawn", and Black's "+1.72" stood beside "from +0.8 to -1.7").
  await page.goto('/review');
  await page.getByLabel('PGN', { exact: true }).fill('1. e4 e5 2. Nf3 Qe7 3. d4 Qc5 4. h3 exd4 *');
  await page.getByRole('button', { name: 'Review this game' }).click();
  const miss = page.getByTestId('move-7');
  await expect(miss).toHaveAttribute('data-class', 'blunder', { timeout: 60_000 });
  await miss.click();
  await expect(page.getByTestId('move-explanation')).toContainText('You missed dxc5, which wins the queen.');
  await expect(page.getByTestId('move-explanation')).not.toContainText('drops the pawn');
  await expect(page.getByTestId('eval-sign')).toHaveText("Scores are from White's side: + means White is better.");
});

test('a PGN the rules refuse is answered with its line and reason', async ({ page }) => {
  await page.goto('/review');
  await page.getByLabel('PGN', { exact: true }).fill('[Event "x"]\n\n1. e4 e5\n2. Ke3 *');
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.getByTestId('pgn-error')).toContainText("Line 4: move 2. 'Ke3'");
  await expect(page).toHaveURL(/\/review$/);
});

test('the play summary’s tips come from the review, and “Review this game” opens it', async ({ page }) => {
  // White mates with Ra8#, but plays Rb1 instead, then gives up.
  const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
  await page.goto(`/play?fen=${encodeURIComponent(fen)}&level=1&color=white`);
  await page.getByLabel('Move', { exact: true }).fill('a1b1');
  await page.getByRole('button', { name: 'Play move' }).click();
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forfeit' }).click();

  const tips = page.getByTestId('summary-tips');
  await expect(tips).toContainText('Move 1. Rb1: You missed mate in 1 with Ra8#.', { timeout: 60_000 });
  await tips.getByRole('link', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\?id=/);
  const missed = page.getByTestId('move-1');
  await expect(missed).toHaveAttribute('data-class', /inaccuracy|mistake|blunder/);
  await missed.click();
  await expect(page.getByTestId('move-explanation')).toContainText('You missed mate in 1 with Ra8#.');
});

test("a visitor's game against the computer is reviewed with its sides named: You and Computer (level 1)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor's game is the server's (issue 29): the first move makes an anonymous learner, the
  // server plays the computer's replies and stores who had which side.
  // Five moves of the player's (a game given up earlier is aborted, with nothing to review).
  await page.goto('/play?level=1&color=black');
  const moves = page.getByTestId('move-list').locator('li');
  await expect(moves).toHaveCount(1, { timeout: 15_000 });
  for (let played = 0; played < 5; played++) {
    const sans = await moves.allTextContents();
    const game = new Chess();
    for (const text of sans) game.move(text.replace(/^\d+\.\s*/, '').trim());
    if (game.isGameOver()) break;
    // The first legal move in chess.js order is as good as any for this test.
    const move = game.moves({ verbose: true })[0]!;
    await page.getByLabel('Move', { exact: true }).fill(move.from + move.to + (move.promotion ?? ''));
    await page.getByRole('button', { name: 'Play move' }).click();
    await expect(moves).toHaveCount(sans.length + 2, { timeout: 15_000 });
  }
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forfeit' }).click();

  const tips = page.getByTestId('summary-tips');
  const reviewed = page.waitForResponse(
    (r) => /\/api\/reviews\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET',
  );
  await tips.getByRole('link', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\/\d+$/);
  const review = ((await (await reviewed).json()) as { data: { white: string; black: string; playerColor: string } })
    .data;
  expect(review).toMatchObject({ white: 'Computer (level 1)', black: 'You', playerColor: 'black' });
  await expect(page.getByText('Computer (level 1) vs You', { exact: false })).toBeVisible({ timeout: 60_000 });
  // The board is seen from the player's side: Black at the bottom.
  await expect(page.locator('.cg-wrap').first()).toHaveClass(/orientation-black/);
});
