import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { assessmentKeys } from './keys';
import { historyResponseSchema, type HistoryResponse } from './schemas';

/** GET /api/assessment/history: the record's results (an account's or a learner's), newest first, and the retake date. */
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

/** The record's history; idle for a visitor who has none yet. */
export function useAssessmentHistory() {
  return useQuery(assessmentHistoryQueryOptions(useLearnerId()));
}
