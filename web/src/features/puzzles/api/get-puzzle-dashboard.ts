import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { puzzleDashboardSchema, type PuzzleDashboard } from './types';

/** GET /api/puzzles/dashboard: the player's figures per theme, from the server's record. */
export function getPuzzleDashboard(): Promise<PuzzleDashboard> {
  return api.get('/puzzles/dashboard', { retries: 1, schema: puzzleDashboardSchema });
}

export function puzzleDashboardQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: ['puzzle-dashboard', userId], queryFn: getPuzzleDashboard });
}

/** The record's dashboard; idle for a visitor who has done nothing yet (there is nothing to read). */
export function usePuzzleDashboard() {
  const userId = useLearnerId();
  return useQuery({ ...puzzleDashboardQueryOptions(userId), enabled: userId !== undefined });
}
