import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { PuzzleSetsResponse } from './types';

/** GET /api/puzzles/sets: the eleven sets with the learning path. */
export function getPuzzleSets(): Promise<PuzzleSetsResponse> {
  return api.get<PuzzleSetsResponse>('/puzzles/sets', { retries: 1 });
}

export function puzzleSetsQueryOptions() {
  return queryOptions({ queryKey: ['puzzle-sets'], queryFn: getPuzzleSets });
}

export function usePuzzleSets() {
  return useQuery(puzzleSetsQueryOptions());
}
