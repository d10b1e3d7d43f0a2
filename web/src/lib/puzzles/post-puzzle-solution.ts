import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { attemptResultSchema, type AttemptResult } from './attempt-result';

/**
 * POST /api/puzzles/{id}/solution: Show Solution. The server records the attempt as failed (the
 * XP is forfeited) and answers with the line.
 */
export async function postPuzzleSolution(id: string): Promise<AttemptResult> {
  await ensureLearner();
  return api.post(`/puzzles/${encodeURIComponent(id)}/solution`, {}, { retries: 0, schema: attemptResultSchema });
}
