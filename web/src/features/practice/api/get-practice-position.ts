import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { practiceKeys } from './keys';
import { practicePositionSchema, type PracticePosition } from './schemas';

/** GET /api/practice/{id}: one position (its goal, the star thresholds and the hint; no solution). */
export function getPracticePosition(id: string): Promise<PracticePosition> {
  return api.get(`/practice/${encodeURIComponent(id)}`, { retries: 1, schema: practicePositionSchema });
}

export function practicePositionQueryOptions(id: string) {
  // An unknown id stays unknown: no retries beyond the client's own.
  return queryOptions({
    queryKey: practiceKeys.position(id),
    queryFn: () => getPracticePosition(id),
    retry: false,
    staleTime: Infinity,
  });
}

export function usePracticePosition(id: string) {
  return useQuery(practicePositionQueryOptions(id));
}
