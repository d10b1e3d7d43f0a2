import { api } from '@/lib/api-client';

import { quizResultSchema, type QuizResult } from './schemas';

/**
 * POST /api/lessons/{id}/quiz (Submit Quiz): the server judges every answer of the quiz module and
 * reveals the right options and the explanations.
 */
export function postQuiz(lessonId: string, module: string, answers: number[]): Promise<QuizResult> {
  return api.post(
    `/lessons/${encodeURIComponent(lessonId)}/quiz`,
    { module, answers },
    { retries: 1, schema: quizResultSchema },
  );
}
