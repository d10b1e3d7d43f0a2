// A submitted quiz's score as the quiz module shows it, by the server's rule for
// POST /api/lessons/{id}/complete (whose answer is what the lesson's result shows): the share of
// quiz questions answered right, in percent.

export function quizScore(
  questions: readonly { correct: number }[],
  answers: readonly (number | null | undefined)[],
): number | null {
  if (questions.length === 0) return null;
  const right = questions.filter((q, i) => answers[i] === q.correct).length;
  return Math.round((right / questions.length) * 100);
}
