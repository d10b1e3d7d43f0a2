// What the puzzle specs share: a puzzle as the API serves it with its line, moves typed into the
// board's move field, the position after some plies, a wrong move, a puzzle fetched by id, and a
// set's next puzzle solved from the Puzzles page. The API never sends a puzzle's line (the server
// judges each move), so the specs read it where the server does: the library's CSV files in
// content/puzzles/ (Lichess columns: PuzzleId,FEN,Moves,...).
import { readFileSync, readdirSync } from 'node:fs';

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Chess } from 'chess.js';

export interface ApiPuzzle {
  id: string;
  fen: string;
  /** The whole line, the opponent's move first: from the content files, not from the API. */
  moves: string[];
}

const contentDir = new URL('../../../content/puzzles/', import.meta.url);
let lines: Map<string, string[]> | undefined;

/** The line of library puzzle `id`, as content/puzzles/ holds it. */
export function puzzleLine(id: string): string[] {
  if (!lines) {
    lines = new Map();
    for (const file of readdirSync(contentDir).filter((f) => f.endsWith('.csv')))
      for (const row of readFileSync(new URL(file, contentDir), 'utf8').split('\n').slice(1)) {
        const [puzzleId, , moves] = row.split(',');
        if (puzzleId && moves) lines.set(puzzleId, moves.trim().split(' '));
      }
  }
  const line = lines.get(id);
  if (!line) throw new Error(`no line for puzzle ${id} in content/puzzles`);
  return line;
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
  const served = ((await res.json()) as { data: Record<string, unknown> & { id: string; fen: string } }).data;
  // Answers are checked, not shipped: the served puzzle has its position and nothing of its line.
  expect(served).not.toHaveProperty('moves');
  expect(served).not.toHaveProperty('solution');
  return { id: served.id, fen: served.fen, moves: puzzleLine(served.id) };
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
