// A submitted quiz's score as the quiz module shows it, by the server's rule for
// POST /api/lessons/{id}/complete (whose answer is what the lesson's result shows): the share of
// quiz questions answered right, in percent, from the server's verdict (POST …/quiz).

import type { QuizResult } from '../api/schemas';

export function quizScore(result: QuizResult | undefined): number | null {
  if (!result || result.questions.length === 0) return null;
  return Math.round((result.correctCount / result.questions.length) * 100);
}
