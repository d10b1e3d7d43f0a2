import { expect, type Page } from '@playwright/test';

import { apiData } from './api';
import { TestEngine } from './engine';

interface PracticeList {
  sections: { id: string; positions: { id: string }[] }[];
}

/** Only kings and one white queen on the board. */
function isKQK(fen: string): boolean {
  const pieces = fen
    .split(' ')[0]!
    .replace(/[^a-zA-Z]/g, '')
    .split('')
    .sort()
    .join('');
  return pieces === 'KQk';
}

/** The id of the checkmates section's K+Q vs K position, as GET /api/practice lists it. */
export async function queenMatePosition(page: Page): Promise<string> {
  const list = await apiData<PracticeList>(page, '/api/practice');
  for (const p of list.sections.find((s) => s.id === 'checkmates')?.positions ?? []) {
    if (isKQK((await apiData<{ fen: string }>(page, `/api/practice/${p.id}`)).fen)) return p.id;
  }
  throw new Error('no K+Q vs K position in the checkmates section');
}

/**
 * Opens practice position `id` from /practice and mates the educational bot with Stockfish's
 * moves, each judged by the server; returns when the result is shown.
 */
export async function winPractice(page: Page, id: string) {
  await page.goto('/practice');
  await page.getByTestId(`practice-position-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${id}$`));
  const scope = page.getByTestId('practice-position');
  const board = page.getByTestId('chess-board');
  const result = page.getByTestId('practice-result');
  const engine = new TestEngine();
  try {
    for (let move = 0; move < 60 && !(await result.isVisible()); move++) {
      await expect(page.getByTestId('practice-turn')).toHaveText('Your move.');
      const fen = (await board.getAttribute('data-fen'))!;
      await scope.getByLabel('Move', { exact: true }).fill(await engine.bestMove(fen));
      await scope.getByRole('button', { name: 'Play move' }).click();
      await expect(board).not.toHaveAttribute('data-fen', fen);
      // The judge: the bot's reply, or the end.
      await expect
        .poll(
          async () =>
            (await result.isVisible()) || (await page.getByTestId('practice-turn').textContent()) === 'Your move.',
          { timeout: 20_000 },
        )
        .toBe(true);
    }
  } finally {
    engine.quit();
  }
  await expect(result).toHaveAttribute('data-result', 'won');
}
