import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

const skipSchema = z.object({ id: z.string(), state: z.enum(['solved', 'skipped']) });

/** POST /api/lessons/{id}/puzzles/{puzzleId}/skip: the learner moves on without solving it. */
export async function postSkipPuzzle(lessonId: string, puzzleId: string): Promise<z.infer<typeof skipSchema>> {
  await ensureLearner();
  return api.post(`/lessons/${encodeURIComponent(lessonId)}/puzzles/${encodeURIComponent(puzzleId)}/skip`, undefined, {
    retries: 1,
    schema: skipSchema,
  });
}
