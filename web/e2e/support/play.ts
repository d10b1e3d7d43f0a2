import { expect, type Page } from '@playwright/test';

import { TestEngine } from './engine';
import { typeMove } from './puzzles';

/** Opens a game against level `level` from the level grid, as White. */
export async function startAsWhite(page: Page, level = 1) {
  await page.goto('/play');
  await page.getByRole('button', { name: new RegExp(`^Level ${level}: `) }).click();
  await expect(page.getByRole('heading', { name: 'Choose your colour' })).toBeVisible();
  await page.getByRole('button', { name: /^White/ }).click();
  await expect(page.getByTestId('level-badge')).toHaveText(new RegExp(`Level ${level}\\b`));
}

/**
 * Plays White's moves with Stockfish until the game ends (a win against level 1 within a few
 * dozen moves): each move is typed into the board and judged by the server, which answers with
 * the computer's. Returns when the summary is shown.
 */
export async function playOutAsWhite(page: Page, maxMoves = 120) {
  const engine = new TestEngine();
  const board = page.getByTestId('chess-board');
  const summary = page.getByTestId('game-summary');
  try {
    for (let n = 0; n < maxMoves; n++) {
      // White to move (the computer has answered), or the game is over.
      await expect(page.getByTestId('turn-line')).toHaveText(/^(White to move|Game Over!)/, { timeout: 15_000 });
      if (await summary.isVisible()) return;
      const fen = (await board.getAttribute('data-fen')) ?? '';
      if (fen.split(' ')[1] !== 'w') continue;
      await typeMove(page, await engine.bestMove(fen));
      await expect(board).not.toHaveAttribute('data-fen', fen);
    }
    throw new Error(`the game did not end within ${maxMoves} moves`);
  } finally {
    engine.quit();
  }
}
