import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';

import { lessonKeys } from './keys';
import { completeResultSchema, type CompleteResult } from './schemas';

export interface CompleteBody {
  /** The chosen option of every quiz question, in lesson order. */
  quizAnswers: number[];
  /** Per practice position, in lesson order, the UCI moves tried in order. */
  practice: string[][];
}

/**
 * POST /api/lessons/{id}/complete: the server scores the answers, stores progress 100 and records
 * the lesson in the progress ledger (XP, goals, the daily plan, the time from its start). A
 * visitor's first completion makes them an anonymous learner, whose record it joins.
 */
export async function completeLesson(id: string, body: CompleteBody): Promise<CompleteResult> {
  await ensureLearner();
  return api.post(`/lessons/${encodeURIComponent(id)}/complete`, body, { retries: 1, schema: completeResultSchema });
}

export function useCompleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompleteBody }) => completeLesson(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lessonKeys.all }),
        refreshAfterChange(client, progressKeys.all),
      ]),
  });
}
