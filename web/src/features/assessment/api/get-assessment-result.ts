import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { assessmentKeys } from './keys';
import { assessmentResultSchema, type AssessmentResult } from './schemas';

/** GET /api/assessment/{id}/result: the finished test's estimate. */
export function getAssessmentResult(sessionId: string): Promise<AssessmentResult> {
  return api.get(`/assessment/${encodeURIComponent(sessionId)}/result`, { retries: 1, schema: assessmentResultSchema });
}

export function assessmentResultQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: assessmentKeys.result(sessionId),
    queryFn: () => getAssessmentResult(sessionId),
    // A finished result never changes.
    staleTime: Infinity,
  });
}

export function useAssessmentResult(sessionId: string | null) {
  return useQuery({ ...assessmentResultQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
