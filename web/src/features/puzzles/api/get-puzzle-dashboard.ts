import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { LocalAttempt } from '../model/progress-store';
import type { PuzzleDashboard } from './types';

/**
 * GET /api/puzzles/dashboard for an account; visitors POST the first attempts their browser
 * kept and get the same per-theme figures.
 */
export function getPuzzleDashboard(signedIn: boolean, attempts: LocalAttempt[], rating: number): Promise<PuzzleDashboard> {
  if (signedIn) return api.get<PuzzleDashboard>('/puzzles/dashboard', { retries: 1 });
  return api.post<PuzzleDashboard>('/puzzles/dashboard', { attempts, rating }, { retries: 1 });
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
