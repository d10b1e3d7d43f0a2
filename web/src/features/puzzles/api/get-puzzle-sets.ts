import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { puzzleSetsResponseSchema, type PuzzleSetsResponse } from './types';

/** GET /api/puzzles/sets: the eleven sets with the learning path. */
export function getPuzzleSets(): Promise<PuzzleSetsResponse> {
  return api.get('/puzzles/sets', { retries: 1, schema: puzzleSetsResponseSchema });
}

export function puzzleSetsQueryOptions() {
  return queryOptions({ queryKey: ['puzzle-sets'], queryFn: getPuzzleSets });
}

export function usePuzzleSets() {
  return useQuery(puzzleSetsQueryOptions());
}
