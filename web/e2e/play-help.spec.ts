import { expect, test } from './fixtures';

// Help during a game against the computer: after the 10-second countdown each
// press of Help gives one of five hints, from the engine's best move.
test('help during a game vs computer: the source square, then the best move in full', async ({ page }) => {
  test.setTimeout(90_000);
  // White mates with Ra8#: any engine finds it, so the hints are known in advance.
  const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
  await page.goto(`/play?fen=${encodeURIComponent(fen)}&level=1&color=white`);
  const board = page.getByTestId('chess-board');
  await expect(board).toHaveAttribute('data-fen', fen);

  const panel = page.getByTestId('help-panel');
  const help = panel.getByRole('button', { name: 'Help' });
  await expect(panel.getByTestId('help-status')).toHaveText(/Help in \d+ s/);
  await expect(help).toBeDisabled();
  await expect(panel.getByTestId('help-status')).toHaveText('Help is available', { timeout: 15_000 });

  // Hint 1: the source square is highlighted, with vague text.
  await help.click();
  await expect(panel.getByTestId('help-message')).toHaveText('Look at the piece on a1. What can it do?', {
    timeout: 20_000,
  });
  await expect(board).toHaveAttribute('data-highlights', 'a1');
  await expect(board.locator('square.hl-suggest')).toHaveCount(1);
  await expect(panel.getByTestId('hints-left')).toHaveText('4 of 5 hints left');

  // Hints 2-4, then hint 5 names the move.
  for (let n = 2; n <= 4; n++) {
    await help.click();
    await expect(panel.getByTestId('hints-left')).toHaveText(`${5 - n} of 5 hints left`);
  }
  await expect(board).toHaveAttribute('data-highlights', 'a1 a8');
  await help.click();
  await expect(panel.getByTestId('help-message')).toHaveText('The best move is Ra8# (a1 to a8).');
  await expect(help).toBeDisabled();
  await expect(panel.getByTestId('help-status')).toHaveText('No hints left for this position.');
});
