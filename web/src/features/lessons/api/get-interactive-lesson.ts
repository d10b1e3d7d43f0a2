import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { lessonKeys } from './keys';
import { interactiveLessonResponseSchema, type InteractiveLesson } from './schemas';

/** GET /api/interactive-lessons/{id}: one of the five step lessons (ids 1-5); 404 otherwise. */
export async function getInteractiveLesson(id: string): Promise<InteractiveLesson> {
  const { lesson } = await api.get(`/interactive-lessons/${encodeURIComponent(id)}`, {
    retries: 1,
    schema: interactiveLessonResponseSchema,
  });
  return lesson;
}

export function interactiveLessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: lessonKeys.interactive(id),
    queryFn: () => getInteractiveLesson(id),
    retry: false,
    staleTime: Infinity,
  });
}

export function useInteractiveLesson(id: string) {
  return useQuery(interactiveLessonQueryOptions(id));
}
