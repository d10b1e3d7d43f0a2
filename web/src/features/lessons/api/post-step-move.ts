import { api } from '@/lib/api-client';

import { moveVerdictSchema, type MoveVerdictAnswer } from './schemas';

/**
 * POST /api/interactive-lessons/{id}/steps/{n}/move: the server judges a move on practice step `n`
 * (its index, from 0); a right one reveals the right moves and the explanation.
 */
export function postStepMove(lessonId: string, step: number, move: string): Promise<MoveVerdictAnswer> {
  return api.post(
    `/interactive-lessons/${encodeURIComponent(lessonId)}/steps/${step}/move`,
    { move },
    { retries: 1, schema: moveVerdictSchema },
  );
}
