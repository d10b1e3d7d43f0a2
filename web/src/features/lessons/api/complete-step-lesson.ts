import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';

import { lessonKeys } from './keys';
import { completeResultSchema, type CompleteResult } from './schemas';

/**
 * POST /api/interactive-lessons/{id}/complete, with no body: the server completes the step lesson
 * from the moves it judged (every practice step solved; 409 with what is left otherwise) and
 * counts it as a lesson of the course (XP once, Lessons Completed, the daily plan).
 */
export async function completeStepLesson(id: string): Promise<CompleteResult> {
  await ensureLearner();
  return api.post(`/interactive-lessons/${encodeURIComponent(id)}/complete`, undefined, {
    retries: 1,
    schema: completeResultSchema,
  });
}

export function useCompleteStepLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => completeStepLesson(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.all }),
        refreshAfterChange(client, progressKeys.all),
      ]),
  });
}
