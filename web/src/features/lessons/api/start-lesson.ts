import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { lessonKeys } from './keys';

/**
 * POST /api/lessons/{id}/start (a record's: an account's or an anonymous learner's; opening a lesson
 * makes no learner): the lesson's progress becomes 25 unless it is past it.
 */
export function startLesson(id: string): Promise<unknown> {
  return api.post(`/lessons/${encodeURIComponent(id)}/start`, undefined, { retries: 1 });
}

export function useStartLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startLesson,
    onSuccess: () => client.invalidateQueries({ queryKey: lessonKeys.all }),
    // The lesson still plays; the card only keeps showing Start.
    onError: (error) => console.warn('starting the lesson failed', error),
  });
}
