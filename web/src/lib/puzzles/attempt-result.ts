// What the server answers when a puzzle attempt ends (server/src/net/puzzle_json.cpp): the verdict,
// the XP and ratings it recorded, and the solution it now reveals. Shared by the puzzles page and
// the lesson player's puzzle module.

import { z } from 'zod/mini';

import { uciSchema } from './puzzle';

export const ratingChangeSchema = z.object({
  before: z.number(),
  after: z.number(),
  change: z.number(),
  ratingDeviation: z.number(),
  volatility: z.optional(z.number()),
});

export const attemptResultSchema = z.object({
  puzzleId: z.string(),
  correct: z.boolean(),
  solved: z.boolean(),
  mistakes: z.number(),
  firstTry: z.boolean(),
  rated: z.boolean(),
  xp: z.number(),
  perfect: z.boolean(),
  speedBonus: z.boolean(),
  playerRating: z.nullable(ratingChangeSchema),
  puzzleRating: z.nullable(ratingChangeSchema),
  /** The line after the opponent's first move, UCI and SAN. */
  solution: z.array(uciSchema),
  solutionSan: z.array(z.string()),
});

export type RatingChange = z.infer<typeof ratingChangeSchema>;
export type AttemptResult = z.infer<typeof attemptResultSchema>;
