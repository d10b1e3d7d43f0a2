import { api } from '@/lib/api-client';

import { academyMoveVerdictSchema } from './schemas';

/** POST /api/academy/lessons/{id}/positions/{n}/move: the server judges a move on interactive position `n`. */
export function postAcademyMove(lessonId: string, position: number, move: string) {
  return api.post(
    `/academy/lessons/${encodeURIComponent(lessonId)}/positions/${position}/move`,
    { move },
    { retries: 1, schema: academyMoveVerdictSchema },
  );
}
