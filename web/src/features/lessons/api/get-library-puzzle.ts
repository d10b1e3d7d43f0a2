import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { puzzleSchema, type Puzzle } from '@/lib/puzzles/puzzle';

import { lessonKeys } from './keys';

/** GET /api/puzzles/{id}: a library puzzle of a lesson's puzzle module (its position, not its line). */
export function getLibraryPuzzle(id: string): Promise<Puzzle> {
  return api.get(`/puzzles/${encodeURIComponent(id)}`, { retries: 1, schema: puzzleSchema });
}

export function libraryPuzzleQueryOptions(id: string) {
  return queryOptions({ queryKey: lessonKeys.puzzle(id), queryFn: () => getLibraryPuzzle(id), staleTime: Infinity });
}

export function useLibraryPuzzle(id: string) {
  return useQuery(libraryPuzzleQueryOptions(id));
}
