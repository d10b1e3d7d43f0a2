import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { revealSchema, type RevealAnswer } from './schemas';

/**
 * POST /api/lessons/{id}/positions/{n}/reveal (Show answer): the server records the position as
 * revealed, which earns it no accuracy, and answers the move and why.
 */
export async function postReveal(lessonId: string, position: number): Promise<RevealAnswer> {
  await ensureLearner();
  return api.post(`/lessons/${encodeURIComponent(lessonId)}/positions/${position}/reveal`, undefined, {
    retries: 1,
    schema: revealSchema,
  });
}
