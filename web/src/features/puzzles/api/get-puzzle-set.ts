import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { puzzleSetDetailSchema, type PuzzleSetDetail } from './types';

/** GET /api/puzzles/sets/{id}: a set with its puzzles. */
export function getPuzzleSet(id: string): Promise<PuzzleSetDetail> {
  return api.get(`/puzzles/sets/${encodeURIComponent(id)}`, { retries: 1, schema: puzzleSetDetailSchema });
}

export function puzzleSetQueryOptions(id: string) {
  return queryOptions({ queryKey: ['puzzle-set', id], queryFn: () => getPuzzleSet(id) });
}

export function usePuzzleSet(id: string) {
  return useQuery(puzzleSetQueryOptions(id));
}
