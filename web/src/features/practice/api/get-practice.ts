import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { practiceKeys } from './keys';
import { practiceListSchema, type PracticeList } from './schemas';

/** GET /api/practice: the five sections and their positions, with the record's best stars. */
export function getPractice(): Promise<PracticeList> {
  return api.get('/practice', { retries: 1, schema: practiceListSchema });
}

export function practiceQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: practiceKeys.list(userId), queryFn: getPractice, staleTime: 60_000 });
}

export function usePractice() {
  return useQuery(practiceQueryOptions(useLearnerId()));
}
