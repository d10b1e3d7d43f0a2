import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { stepLessonsResponseSchema, type StepLessonCard } from './schemas';

/** GET /api/interactive-lessons: the five step lessons of the course (the catalogue, no progress). */
export async function getStepLessons(): Promise<StepLessonCard[]> {
  const { lessons } = await api.get('/interactive-lessons', { retries: 1, schema: stepLessonsResponseSchema });
  return lessons;
}

export function useStepLessons() {
  return useQuery(
    queryOptions({ queryKey: ['academy', 'step-lessons'], queryFn: getStepLessons, staleTime: Infinity }),
  );
}
