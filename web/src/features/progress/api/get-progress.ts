import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';
import { progressKeys } from '@/lib/progress-keys';

import { timeZoneOffsetMinutes } from '../model/calendar';
import { progressSchema, type Progress } from './types';

/** The query the progress GETs send: the player's offset, minutes east of UTC. */
export function calendarQuery(now: Date = new Date()): string {
  return `timeZoneOffsetMinutes=${timeZoneOffsetMinutes(now)}`;
}

/** GET /api/progress: XP, level, streak, achievements, goals, rating, notifications. */
export function getProgress(signal?: AbortSignal): Promise<Progress> {
  return api.get(`/progress?${calendarQuery()}`, { schema: progressSchema, signal });
}

export function progressQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: progressKeys.summary(userId),
    queryFn: ({ signal }) => getProgress(signal),
    // The day turns and activities land elsewhere: a minute is fresh enough.
    staleTime: 60_000,
  });
}

/** The record of whoever has one (an account or an anonymous learner); idle for a visitor who has done nothing. */
export function useProgress() {
  const userId = useLearnerId();
  return useQuery({ ...progressQueryOptions(userId), enabled: userId !== undefined });
}
