import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { moveVerdictSchema, type MoveVerdictAnswer } from './schemas';

/**
 * POST /api/interactive-lessons/{id}/steps/{n}/move: the server judges a move on practice step `n`
 * (its index, from 0) and records it as the learner's try (a visitor's first move makes them an
 * anonymous learner); a right one reveals the right moves and the explanation.
 */
export async function postStepMove(lessonId: string, step: number, move: string): Promise<MoveVerdictAnswer> {
  await ensureLearner();
  return api.post(
    `/interactive-lessons/${encodeURIComponent(lessonId)}/steps/${step}/move`,
    { move },
    { retries: 1, schema: moveVerdictSchema },
  );
}
