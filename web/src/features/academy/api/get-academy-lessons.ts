import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { academyLessonsResponseSchema, type AcademyLesson } from './schemas';

/** GET /api/academy/lessons: the academy's seven lessons. */
export async function getAcademyLessons(): Promise<AcademyLesson[]> {
  const { lessons } = await api.get('/academy/lessons', { retries: 1, schema: academyLessonsResponseSchema });
  return lessons;
}

export function academyLessonsQueryOptions() {
  return queryOptions({ queryKey: ['academy', 'lessons'], queryFn: getAcademyLessons, staleTime: Infinity });
}

export function useAcademyLessons() {
  return useQuery(academyLessonsQueryOptions());
}
