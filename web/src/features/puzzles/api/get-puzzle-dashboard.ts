import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { LocalAttempt } from '../model/progress-store';
import { puzzleDashboardSchema, type PuzzleDashboard } from './types';

/**
 * GET /api/puzzles/dashboard for an account; visitors POST the first attempts their browser
 * kept and get the same per-theme figures.
 */
export function getPuzzleDashboard(
  signedIn: boolean,
  attempts: LocalAttempt[],
  rating: number,
): Promise<PuzzleDashboard> {
  if (signedIn) return api.get('/puzzles/dashboard', { retries: 1, schema: puzzleDashboardSchema });
  return api.post('/puzzles/dashboard', { attempts, rating }, { retries: 1, schema: puzzleDashboardSchema });
}

export function puzzleDashboardQueryOptions(signedIn: boolean, attempts: LocalAttempt[], rating: number) {
  return queryOptions({
    queryKey: ['puzzle-dashboard', signedIn, attempts.length],
    queryFn: () => getPuzzleDashboard(signedIn, attempts, rating),
  });
}

export function usePuzzleDashboard(signedIn: boolean, attempts: LocalAttempt[], rating: number) {
  return useQuery(puzzleDashboardQueryOptions(signedIn, attempts, rating));
}
