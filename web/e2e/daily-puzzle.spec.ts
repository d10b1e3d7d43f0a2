import { Chess } from 'chess.js';

import { expect, test } from './fixtures';

interface DailyPuzzle {
  id: string;
  title: string;
  fen: string;
  initialMove: string;
  date: string;
}

/** The position the solver sees: the puzzle's FEN after the opponent's first move. */
function solverFen(p: DailyPuzzle): string {
  const chess = new Chess(p.fen);
  const m = p.initialMove;
  chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return chess.fen();
}

test('the Puzzle of the Day opens from the academy and from /puzzles in the puzzle player', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/puzzles/daily');
  expect(res.status()).toBe(200);
  const daily = ((await res.json()) as { data: DailyPuzzle }).data;

  await page.goto('/academy');
  const card = page.getByTestId('daily-puzzle-card');
  await expect(card.getByRole('heading', { name: 'Puzzle of the Day' })).toBeVisible();
  await expect(card.getByTestId('daily-puzzle-title')).toHaveText(daily.title);
  const date = (await card.getByTestId('daily-date').textContent()) ?? '';
  expect(date).not.toBe(daily.date);
  await card.getByRole('link', { name: 'Solve the Puzzle of the Day' }).click();
  // The day is written one way on the card and in the player.
  await expect(page.getByTestId('daily-view').getByTestId('daily-date')).toHaveText(date);

  await expect(page).toHaveURL(/\/puzzles\?daily=1$/);
  const player = page.getByTestId('puzzle-player');
  await expect(player).toHaveAttribute('data-puzzle-id', daily.id);
  await expect(player.getByTestId('puzzle-title')).toHaveText(daily.title);
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', solverFen(daily));

  // Back to the curriculum, where the same card opens it in place.
  await page.getByRole('button', { name: '← Back to curriculum' }).click();
  await expect(page.getByRole('heading', { name: 'Structured learning path' })).toBeVisible();
  await page.getByTestId('daily-puzzle-card').getByRole('button', { name: 'Solve the Puzzle of the Day' }).click();
  await expect(page.getByTestId('puzzle-player')).toHaveAttribute('data-puzzle-id', daily.id);
});
