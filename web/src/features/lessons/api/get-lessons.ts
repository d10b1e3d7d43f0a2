import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useLearnerId } from '@/lib/auth/account';

import { lessonKeys } from './keys';
import { lessonsResponseSchema, type LessonsResponse } from './schemas';

/** GET /api/lessons: the five categories with their lessons (and the record's progress). */
export function getLessons(): Promise<LessonsResponse> {
  return api.get('/lessons', { retries: 1, schema: lessonsResponseSchema });
}

export function lessonsQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: lessonKeys.list(userId), queryFn: getLessons });
}

export function useLessons() {
  return useQuery(lessonsQueryOptions(useLearnerId()));
}
