import { api } from '@/lib/api-client';

import { moveVerdictSchema, type MoveVerdictAnswer } from './schemas';

/**
 * POST /api/lessons/{id}/positions/{n}/move: the server judges a move on practice position `n`
 * (counted from 0 across the lesson's practice modules); a right one reveals the accepted moves
 * and the explanation.
 */
export function postPositionMove(lessonId: string, position: number, move: string): Promise<MoveVerdictAnswer> {
  return api.post(
    `/lessons/${encodeURIComponent(lessonId)}/positions/${position}/move`,
    { move },
    { retries: 1, schema: moveVerdictSchema },
  );
}
