// What a finished lesson scored, as the server scores it on POST /api/lessons/{id}/complete; a
// visitor's lesson is scored here by the same rules (an account's figures come from the server):
// - quiz score: the share of quiz questions answered right, in percent;
// - accuracy: the share of practice positions solved with the first move tried, in percent
//   (a position never tried counts as missed); without practice positions, the quiz score;
//   with neither, 100.

export function quizScore(
  questions: readonly { correct: number }[],
  answers: readonly (number | null | undefined)[],
): number | null {
  if (questions.length === 0) return null;
  const right = questions.filter((q, i) => answers[i] === q.correct).length;
  return Math.round((right / questions.length) * 100);
}

export function practiceAccuracy(
  positions: readonly { accepted: readonly string[] }[],
  tries: readonly (readonly string[] | undefined)[],
): number | null {
  if (positions.length === 0) return null;
  const firstTry = positions.filter((p, i) => {
    const first = tries[i]?.[0];
    return first !== undefined && p.accepted.includes(first);
  }).length;
  return Math.round((firstTry / positions.length) * 100);
}

export function lessonAccuracy(practice: number | null, quiz: number | null): number {
  return practice ?? quiz ?? 100;
}
