import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { academyPuzzlesResponseSchema, type AcademyPuzzles } from './schemas';

/** GET /api/academy/puzzles: the academy's puzzle categories and its twelve puzzles. */
export function getAcademyPuzzles(): Promise<AcademyPuzzles> {
  return api.get('/academy/puzzles', { retries: 1, schema: academyPuzzlesResponseSchema });
}

export function academyPuzzlesQueryOptions() {
  return queryOptions({ queryKey: ['academy', 'puzzles'], queryFn: getAcademyPuzzles, staleTime: Infinity });
}

export function useAcademyPuzzles() {
  return useQuery(academyPuzzlesQueryOptions());
}
