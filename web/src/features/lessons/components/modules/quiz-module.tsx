// 'Test Your Knowledge': choose an answer to every question, then Submit Quiz, which the server
// judges (the lesson ships no answers); afterwards the right options show green, a wrong choice
// red, each question's explanation appears, and the answers are locked.

import { useState } from 'react';

import { PracticeBoard } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-errors';

import { postQuiz } from '../../api/post-quiz';
import type { QuizModule, QuizResult } from '../../api/schemas';
import type { QuizState } from '../../model/module-player';
import { allAnswered } from '../../model/module-player';
import { quizScore } from '../../model/scoring';

interface QuizModuleProps {
  module: QuizModule;
  lessonId: string;
  quiz: QuizState | undefined;
  onAnswer: (question: number, option: number) => void;
  onSubmit: (result: QuizResult) => void;
}

function optionClass(submitted: boolean, chosen: boolean, correct: boolean): string {
  if (!submitted) return chosen ? 'border-accent bg-accent/10' : 'border-line hover:border-accent';
  if (correct) return 'border-green-600 bg-green-600/15';
  if (chosen) return 'border-red-600 bg-red-600/15';
  return 'border-line opacity-70';
}

export function QuizModuleView({ module, lessonId, quiz, onAnswer, onSubmit }: QuizModuleProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = quiz?.submitted === true ? quiz.result : undefined;
  const submitted = result !== undefined;
  const answers = quiz?.answers ?? [];
  const ready = allAnswered(quiz, module.questions.length);
  const score = quizScore(result);

  const submit = () => {
    setSending(true);
    setError(null);
    postQuiz(
      lessonId,
      module.id,
      module.questions.map((_, i) => answers[i] ?? -1),
    )
      .then(onSubmit)
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setSending(false));
  };
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-5">
        {module.questions.map((q, qi) => (
          <li key={qi} className="flex flex-col gap-2" data-testid={`question-${qi}`}>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold">
                {qi + 1}. {q.question}
              </legend>
              {q.fen && (
                <div className="max-w-72">
                  <PracticeBoard fen={q.fen} disabled />
                </div>
              )}
              {q.options.map((option, oi) => {
                const chosen = answers[qi] === oi;
                const correct = result?.questions[qi]?.answer === oi;
                const shown = submitted
                  ? correct
                    ? 'correct'
                    : chosen
                      ? 'wrong'
                      : 'other'
                  : chosen
                    ? 'chosen'
                    : 'open';
                return (
                  <button
                    key={oi}
                    type="button"
                    aria-pressed={chosen}
                    disabled={submitted}
                    onClick={() => onAnswer(qi, oi)}
                    className={`rounded-lg border p-2 text-left text-sm disabled:cursor-default ${optionClass(submitted, chosen, correct)}`}
                    data-result={shown}
                  >
                    {option}
                    {submitted && correct && <span className="sr-only"> (right answer)</span>}
                    {submitted && chosen && !correct && <span className="sr-only"> (your answer, wrong)</span>}
                  </button>
                );
              })}
            </fieldset>
            {result && (
              <p
                className="flex items-start gap-1.5 rounded-lg bg-surface-2 p-2 text-sm"
                data-testid="quiz-explanation"
              >
                {result.questions[qi]?.correct ? (
                  <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-green-600" />
                ) : (
                  <CloseIcon width={16} height={16} className="mt-0.5 shrink-0 text-red-600" />
                )}
                <span>{result.questions[qi]?.explanation}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      {result ? (
        <p role="status" className="font-semibold" data-testid="quiz-score">
          You answered {result.correctCount} of {module.questions.length} right ({score}%).
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <Button onClick={submit} disabled={!ready || sending}>
            Submit Quiz
          </Button>
          {!ready && <span className="text-sm text-muted">Answer every question to submit.</span>}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
