// One puzzle as /api/puzzles/* sends it (server/src/net/puzzle_json.cpp), checked on arrival: the
// position and the opponent's move that sets it, never the line to find (issue 29). The server
// judges each move (post-puzzle-moves.ts) and reveals the line after a solve, a wrong move or Show
// Solution.

import { z } from 'zod/mini';

export const uciSchema = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));

export const puzzleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Position before the opponent's move (Lichess layout). */
  fen: z.string(),
  initialMove: uciSchema,
  /** How many moves the solver has to find. */
  solverMoves: z.int().check(z.positive()),
  rating: z.number(),
  ratingDeviation: z.number(),
  tags: z.array(z.string()),
  theme: z.string(),
  plays: z.number(),
  orientation: z.enum(['white', 'black']),
});

export type Puzzle = z.infer<typeof puzzleSchema>;

/** The plies of the whole line: the opponent's move, then the solver's moves and the replies. */
export function lineLength(puzzle: Puzzle): number {
  return 2 * puzzle.solverMoves;
}
