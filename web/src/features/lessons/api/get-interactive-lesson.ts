import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { lessonKeys } from './keys';
import { interactiveLessonResponseSchema, type InteractiveLesson } from './schemas';

/**
 * GET /api/interactive-lessons/{id}: one of the five step lessons (ids 1-5; 404 otherwise), with
 * the learner's record (the step reached, the steps solved) for whoever has one.
 */
export async function getInteractiveLesson(id: string): Promise<InteractiveLesson> {
  const { lesson } = await api.get(`/interactive-lessons/${encodeURIComponent(id)}`, {
    retries: 1,
    schema: interactiveLessonResponseSchema,
  });
  return lesson;
}

export function interactiveLessonQueryOptions(id: string, userId: string | undefined) {
  return queryOptions({
    queryKey: lessonKeys.interactive(id, userId),
    queryFn: () => getInteractiveLesson(id),
    retry: false,
  });
}

/**
 * The lesson as the learner's record sees it. A visitor whose first move made them a learner keeps
 * the lesson on screen while the learner's copy is read (no reload mid-lesson); the view drops
 * its copy when it closes, so the next visit opens where the learner got to.
 */
export function useInteractiveLesson(id: string) {
  return useQuery({ ...interactiveLessonQueryOptions(id, useLearnerId()), placeholderData: keepPreviousData });
}
