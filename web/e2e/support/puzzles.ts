// What the puzzle specs share: a puzzle as the API serves it, moves typed into the board's move
// field, the position after some plies, a wrong move, and a puzzle fetched by id.
import type { APIRequestContext, Page } from '@playwright/test';
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
