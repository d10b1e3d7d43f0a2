import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { lessonKeys } from './keys';
import { lessonResponseSchema, type LessonDetail } from './schemas';

/** GET /api/lessons/{id}: one lesson with all its modules; 404 for an unknown id. */
export async function getLesson(id: string): Promise<LessonDetail> {
  const { lesson } = await api.get(`/lessons/${encodeURIComponent(id)}`, { retries: 1, schema: lessonResponseSchema });
  return lesson;
}

export function lessonQueryOptions(id: string, userId: string | undefined) {
  // A missing lesson stays missing: no retries beyond the client's own.
  return queryOptions({ queryKey: lessonKeys.detail(id, userId), queryFn: () => getLesson(id), retry: false });
}

/**
 * The lesson as the player's record sees it. A visitor whose first answer in the lesson made them a
 * learner keeps the lesson on screen while the learner's copy is read (no reload mid-lesson).
 */
export function useLesson(id: string) {
  return useQuery({ ...lessonQueryOptions(id, useLearnerId()), placeholderData: keepPreviousData });
}
