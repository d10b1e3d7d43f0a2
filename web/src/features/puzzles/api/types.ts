// The shapes /api/puzzles/* answers with (server/src/learn/puzzles/puzzle_service.cpp), as schemas the
// api-client checks every answer against; the puzzle itself is shared (src/lib/puzzles/puzzle.ts)
// because the daily puzzle card shows one too.

import { z } from 'zod/mini';

import { puzzleSchema } from '@/lib/puzzles/puzzle';

export const puzzleSetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  ratingRange: z.string(),
  totalPuzzles: z.number(),
  targetTotal: z.number(),
  completed: z.number(),
  themes: z.array(z.string()),
  puzzleIds: z.array(z.string()),
});

export const learningBandSchema = z.object({
  level: z.string(),
  ratingRange: z.string(),
  minRating: z.number(),
  maxRating: z.number(),
});

export const puzzleSetsResponseSchema = z.object({
  sets: z.array(puzzleSetSummarySchema),
  learningPath: z.array(learningBandSchema),
  libraryTotal: z.number(),
});

/** One set with its puzzles (the list's theme and id fields are not repeated here). */
export const puzzleSetDetailSchema = z.extend(z.omit(puzzleSetSummarySchema, { themes: true, puzzleIds: true }), {
  solvedIds: z.array(z.string()),
  puzzles: z.array(puzzleSchema),
});

export const nextPuzzleResponseSchema = z.object({
  puzzle: puzzleSchema,
  player: z.object({ rating: z.number(), ratingDeviation: z.number() }),
});

export const themeStatsSchema = z.object({
  theme: z.string(),
  title: z.string(),
  attempts: z.number(),
  firstTryRate: z.number(),
  performance: z.number(),
});

export const puzzleDashboardSchema = z.object({
  attempts: z.number(),
  solved: z.number(),
  firstTryRate: z.number(),
  rating: z.nullable(z.number()),
  themes: z.array(themeStatsSchema),
  strongThemes: z.array(z.string()),
  weakThemes: z.array(z.string()),
});

export type PuzzleSetSummary = z.infer<typeof puzzleSetSummarySchema>;
export type LearningBand = z.infer<typeof learningBandSchema>;
export type PuzzleSetsResponse = z.infer<typeof puzzleSetsResponseSchema>;
export type PuzzleSetDetail = z.infer<typeof puzzleSetDetailSchema>;
// An attempt's result is shared with the lesson player's puzzles: lib/puzzles/attempt-result.ts.
export type { AttemptResult, RatingChange } from '@/lib/puzzles/attempt-result';
export type NextPuzzleResponse = z.infer<typeof nextPuzzleResponseSchema>;
export type ThemeStats = z.infer<typeof themeStatsSchema>;
export type PuzzleDashboard = z.infer<typeof puzzleDashboardSchema>;
