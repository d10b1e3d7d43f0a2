// What the puzzle specs share: a puzzle as the API serves it, moves typed into the board's move
// field, the position after some plies, a wrong move, a puzzle fetched by id, and a set's next
// puzzle solved from the Puzzles page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Chess } from 'chess.js';

export interface ApiPuzzle {
  id: string;
  fen: string;
  moves: string[];
}

export async function typeMove(page: Page, uci: string) {
  await page.getByLabel('Move', { exact: true }).fill(uci);
  await page.getByRole('button', { name: 'Play move' }).click();
}

export function fenAfter(p: ApiPuzzle, plies: number): string {
  const chess = new Chess(p.fen);
  for (const m of p.moves.slice(0, plies)) chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return chess.fen();
}

/** A legal move at the solver's first turn that is neither the solution nor a mate. */
export function wrongMove(p: ApiPuzzle): string {
  const chess = new Chess(fenAfter(p, 1));
  for (const m of chess.moves({ verbose: true })) {
    const uci = m.from + m.to + (m.promotion ?? '');
    if (uci === p.moves[1]) continue;
    const copy = new Chess(chess.fen());
    copy.move(m);
    if (!copy.isCheckmate()) return uci;
  }
  throw new Error('no wrong move');
}

export async function puzzleById(request: APIRequestContext, id: string): Promise<ApiPuzzle> {
  const res = await request.get(`/api/puzzles/${id}`);
  return ((await res.json()) as { data: ApiPuzzle }).data;
}

/** Opens a set's next puzzle (Checkmate Patterns unless named) and solves it by typing the moves. */
export async function solveOnePuzzle(page: Page, request: APIRequestContext, set = 'checkmate-patterns') {
  await page.goto('/puzzles');
  await page
    .getByTestId(`set-${set}`)
    .getByRole('button', { name: /Start Learning|Continue/ })
    .click();
  const id = await page.getByTestId('puzzle-player').getAttribute('data-puzzle-id');
  const p = await puzzleById(request, id!);
  const board = page.getByTestId('chess-board');
  for (let i = 1; i < p.moves.length; i += 2) {
    await expect(board).toHaveAttribute('data-fen', fenAfter(p, i));
    await typeMove(page, p.moves[i] ?? '');
  }
  await expect(page.getByTestId('solved-panel')).toContainText('Puzzle solved!');
}
