import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';

import { lessonKeys } from './keys';
import { completeResultSchema, type CompleteResult } from './schemas';

/**
 * POST /api/lessons/{id}/complete, with no body: the server completes the lesson from what it
 * recorded (every position solved or revealed, every puzzle solved or skipped, the quiz
 * submitted; 409 with what is left otherwise), scores it, and records it in the progress ledger
 * (XP, goals, the daily plan, the time from its start).
 */
export async function completeLesson(id: string): Promise<CompleteResult> {
  await ensureLearner();
  return api.post(`/lessons/${encodeURIComponent(id)}/complete`, undefined, {
    retries: 1,
    schema: completeResultSchema,
  });
}

export function useCompleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => completeLesson(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.all }),
        refreshAfterChange(client, progressKeys.all),
      ]),
  });
}
