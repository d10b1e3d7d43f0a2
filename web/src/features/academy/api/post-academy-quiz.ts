import { api } from '@/lib/api-client';

import { academyQuizVerdictSchema, type AcademyQuizVerdict } from './schemas';

/** POST /api/academy/lessons/{id}/quiz: the chosen option, judged; the right one and the explanation come back. */
export function postAcademyQuiz(lessonId: string, answer: number): Promise<AcademyQuizVerdict> {
  return api.post(
    `/academy/lessons/${encodeURIComponent(lessonId)}/quiz`,
    { answer },
    { retries: 1, schema: academyQuizVerdictSchema },
  );
}
