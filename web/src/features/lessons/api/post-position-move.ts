import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { moveVerdictSchema, type MoveVerdictAnswer } from './schemas';

/**
 * POST /api/lessons/{id}/positions/{n}/move: the server judges a move on practice position `n`
 * (counted from 0 across the lesson's practice modules) and records it as the learner's try (a
 * visitor's first try makes them an anonymous learner); a right one reveals the accepted moves and
 * the explanation.
 */
export async function postPositionMove(lessonId: string, position: number, move: string): Promise<MoveVerdictAnswer> {
  await ensureLearner();
  return api.post(
    `/lessons/${encodeURIComponent(lessonId)}/positions/${position}/move`,
    { move },
    { retries: 1, schema: moveVerdictSchema },
  );
}
