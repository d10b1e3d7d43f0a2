// One puzzle as /api/puzzles/* sends it (server/src/learn/puzzles/puzzle_service.cpp, to_json), checked on
// arrival.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));

export const puzzleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Position before the opponent's move (Lichess layout). */
  fen: z.string(),
  initialMove: uci,
  /** Full line in UCI, the opponent's move first. */
  moves: z.array(uci).check(z.minLength(2)),
  solution: z.array(uci).check(z.minLength(1)),
  rating: z.number(),
  ratingDeviation: z.number(),
  tags: z.array(z.string()),
  theme: z.string(),
  plays: z.number(),
  orientation: z.enum(['white', 'black']),
});

export type Puzzle = z.infer<typeof puzzleSchema>;
