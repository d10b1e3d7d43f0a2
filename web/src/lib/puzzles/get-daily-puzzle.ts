import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import { puzzleSchema } from './puzzle';

/** The Puzzle of the Day: the same puzzle for everyone on a given (server) date (YYYY-MM-DD). */
const dailyPuzzleSchema = z.extend(puzzleSchema, { date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

export type DailyPuzzle = z.infer<typeof dailyPuzzleSchema>;

/** GET /api/puzzles/daily (404 while the library is empty). */
export function getDailyPuzzle(): Promise<DailyPuzzle> {
  return api.get('/puzzles/daily', { retries: 1, schema: dailyPuzzleSchema });
}

export function dailyPuzzleQueryOptions() {
  // The puzzle changes once a day: an hour old is fresh enough.
  return queryOptions({ queryKey: ['puzzles', 'daily'], queryFn: getDailyPuzzle, staleTime: 60 * 60 * 1000 });
}

export function useDailyPuzzle() {
  return useQuery(dailyPuzzleQueryOptions());
}
