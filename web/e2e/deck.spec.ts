// The personal deck (issue 19): a blunder in a game against the computer, its review, and the card
// it becomes on /puzzles. White mates at once with Ra8# but plays 1.Rd1??, which hangs the rook to
// the knight on c3: a blunder whatever the level-1 computer answers (the review judges the move by
// the engine's evaluation, not by the reply), and the mate is a verified puzzle line. Then White
// resigns. Every step is the real server's: the game, the engine review, the card, the check.

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signUp } from './support/accounts';

const FEN = '6k1/1p3ppp/8/8/8/2n5/5PPP/R5K1 w - - 0 1';

async function play(page: Page, uci: string) {
  await page.getByLabel('Move', { exact: true }).fill(uci);
  await page.getByRole('button', { name: 'Play move' }).click();
}

test('a blunder against the computer is reviewed, named, and comes back as a card of the deck', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await signUp(page, { tag: 'deck', displayName: 'Deck Tester' });

  // No deck yet: /puzzles shows no mistakes banner.
  await page.goto('/puzzles');
  await expect(page.getByTestId('set-checkmate-patterns')).toBeVisible();
  await expect(page.getByTestId('deck-banner')).toHaveCount(0);

  // Lose on purpose: the blunder, the computer's reply, then resign.
  await page.goto(`/play?fen=${encodeURIComponent(FEN)}&level=1&color=white`);
  await play(page, 'a1d1');
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forfeit' }).click();

  // The summary's tips come from the review; it opens from there.
  const tips = page.getByTestId('summary-tips');
  await expect(tips.getByRole('link', { name: 'Review this game' })).toBeVisible({ timeout: 60_000 });
  await tips.getByRole('link', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\?id=/);
  const blunder = page.getByTestId('move-1');
  await expect(blunder).toHaveAttribute('data-class', 'blunder', { timeout: 60_000 });
  await expect(blunder).toHaveText('Rd1??');
  await blunder.click();
  await expect(page.getByTestId('move-explanation')).toContainText('You missed mate in 1 with Ra8#.');

  // Learn from your mistakes: the mate is the better move.
  await page.getByTestId('learn-button').click();
  await expect(page.getByTestId('learn-mistakes')).toContainText('You played 1. Rd1.');
  await play(page, 'a1a8');
  await expect(page.getByTestId('learn-feedback')).toContainText('Correct! Ra8# is a good move.', { timeout: 30_000 });

  // The card is due on /puzzles, and the deck mode solves it on the puzzle board.
  await page.goto('/puzzles');
  await expect(page.getByTestId('deck-due')).toHaveText('Your mistakes: 1 due');
  await page.getByTestId('deck-banner').getByRole('button', { name: 'Review mistakes' }).click();
  const player = page.getByTestId('deck-player');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', FEN);
  await expect(player.getByTestId('deck-review-link')).toHaveAttribute('href', /\/review\?id=/);

  // A wrong move first: refused by the server and taken back, with the puzzles' feedback.
  await play(page, 'a1b1');
  await expect(page.getByTestId('puzzle-feedback')).toContainText('Not quite right. Try again!');
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', FEN);
  await expect(page.getByTestId('attempts')).toHaveText('1');

  await play(page, 'a1a8');
  await expect(page.getByTestId('solved-panel')).toContainText('Puzzle solved!');
  await expect(page.getByTestId('deck-next-due')).toHaveText('This card comes back tomorrow.');

  // Graded: nothing is due any more, and the solve counts as a puzzle in today's plan.
  await page.getByRole('button', { name: 'Next mistake' }).click();
  await expect(page.getByTestId('deck-empty')).toBeVisible();
  await page.goto('/puzzles');
  await expect(page.getByTestId('deck-due')).toHaveText('Your mistakes: 0 due');
  await page.goto('/dashboard');
  await expect(page.getByTestId('todays-plan').getByTestId('plan-count-puzzles')).toHaveText('1/3');
  await expect(page.getByTestId('plan-mistakes')).toHaveCount(0);
});
