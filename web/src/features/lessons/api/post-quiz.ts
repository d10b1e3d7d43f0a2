import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { quizResultSchema, type QuizResult } from './schemas';

/**
 * POST /api/lessons/{id}/quiz (Submit Quiz): the server judges every answer of the quiz module,
 * records the first submission as the learner's and reveals the right options and the
 * explanations.
 */
export async function postQuiz(lessonId: string, module: string, answers: number[]): Promise<QuizResult> {
  await ensureLearner();
  return api.post(
    `/lessons/${encodeURIComponent(lessonId)}/quiz`,
    { module, answers },
    { retries: 1, schema: quizResultSchema },
  );
}
