import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { Puzzle } from './puzzle';

/** The Puzzle of the Day: the same puzzle for everyone on a given (server) date. */
export interface DailyPuzzle extends Puzzle {
  /** YYYY-MM-DD. */
  date: string;
}

/** GET /api/puzzles/daily (404 while the library is empty). */
export function getDailyPuzzle(): Promise<DailyPuzzle> {
  return api.get<DailyPuzzle>('/puzzles/daily', { retries: 1 });
}

export function dailyPuzzleQueryOptions() {
  // The puzzle changes once a day: an hour old is fresh enough.
  return queryOptions({ queryKey: ['puzzles', 'daily'], queryFn: getDailyPuzzle, staleTime: 60 * 60 * 1000 });
}

export function useDailyPuzzle() {
  return useQuery(dailyPuzzleQueryOptions());
}
