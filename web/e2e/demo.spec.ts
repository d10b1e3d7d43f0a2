// The demo page (docs/architecture.md, "Shared widgets: figures"; issue 15): ?tab= chooses the widget, the tab buttons
// switch it, the bot game is played against the server's educational bot, and the calibration tab holds
// the real calibration widget.

import { Chess } from 'chess.js';

import { expect, test } from './fixtures';

test('the demo page opens on ?tab=bot-game, the bot answers a move, and the tabs switch', async ({ page }) => {
  await page.goto('/demo?tab=bot-game');
  const game = page.getByTestId('bot-game');
  await expect(page.getByRole('tab', { name: 'Bot Game' })).toHaveAttribute('aria-selected', 'true');
  await expect(game.getByLabel('Bot level')).toContainText('Level 1');
  // The educational bot's labels are measured on the computer levels' one scale (issue 30):
  // level 1 scores 50% against Stockfish at UCI_Elo 1350 (docs/bench-calibrate.md).
  await expect(game.getByLabel('Bot level')).toContainText('Level 1: Pawn (≈1350 CCRL)');
  await expect(game.getByLabel('Bot level')).not.toContainText('ELO');
  await expect(game.getByTestId('bot-rating-meaning')).toContainText('measured on the CCRL scale');

  await game.getByLabel('Move', { exact: true }).fill('e4');
  await game.getByRole('button', { name: 'Play move' }).click();
  // The bot's reply comes from the server: a legal Black move, then it is White's turn again.
  await expect(game.getByTestId('bot-game-status')).toHaveText('Your move (White).', { timeout: 15_000 });
  const fen = await game.getByTestId('chess-board').getAttribute('data-fen');
  const after = new Chess(fen ?? undefined);
  expect(after.turn()).toBe('w');
  expect(after.get('e4')).toEqual({ type: 'p', color: 'w' });
  // Move 2 for White: Black has replied once.
  expect(after.moveNumber()).toBe(2);

  await page.getByRole('tab', { name: 'Daily Plan' }).click();
  await expect(page).toHaveURL(/tab=daily-plan/);
  await expect(page.getByTestId('todays-plan')).toBeVisible();
  await page.getByRole('tab', { name: 'Calibration' }).click();
  await expect(page).toHaveURL(/tab=calibration/);
  // The real calibration widget, not a placeholder: a visitor is asked to sign in first.
  const calibration = page.getByTestId('calibration');
  await expect(calibration.getByTestId('calibration-sign-in')).toContainText('Sign in to take the calibration test');
  await expect(calibration.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
