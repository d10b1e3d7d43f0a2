import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';
import { progressKeys } from '@/lib/progress-keys';

import { calendarQuery } from './get-progress';
import { dailyPlanSchema, type DailyPlanData } from './types';

/** GET /api/daily-plan: today's Solve 3, Learn 1, Play 1 with the hero message. */
export function getDailyPlan(signal?: AbortSignal): Promise<DailyPlanData> {
  return api.get(`/daily-plan?${calendarQuery()}`, { schema: dailyPlanSchema, signal });
}

export function dailyPlanQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: progressKeys.dailyPlan(userId),
    queryFn: ({ signal }) => getDailyPlan(signal),
    staleTime: 60_000,
  });
}

export function useDailyPlan() {
  const userId = useLearnerId();
  return useQuery({ ...dailyPlanQueryOptions(userId), enabled: userId !== undefined });
}
