import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAccountId } from '@/lib/auth/account';

import { assessmentKeys } from './keys';
import { historyResponseSchema, type HistoryResponse } from './schemas';

/** GET /api/assessment/history: an account's official results, newest first, and the retake date. */
export function getAssessmentHistory(): Promise<HistoryResponse> {
  return api.get('/assessment/history', { retries: 1, schema: historyResponseSchema });
}

export function assessmentHistoryQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: assessmentKeys.history(userId),
    queryFn: getAssessmentHistory,
    enabled: userId !== undefined,
  });
}

/** The signed-in account's history; idle for a visitor. */
export function useAssessmentHistory() {
  return useQuery(assessmentHistoryQueryOptions(useAccountId()));
}
