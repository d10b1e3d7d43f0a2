// An academy lesson over the academy (docs/lessons.md, "The academy"): its positions in turn,
// demo moves every 1.5 s with their annotations, interactive positions judged by the server move
// by move
// ('That move is not legal', 'Not quite right. Try a different move'), the next position 2 s after
// the right move, the quiz, and Complete on the last position.

import { useEffect, useMemo, useReducer, useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { positionAfter, sideToMove } from '@/lib/chess';
import { playSound } from '@/lib/sound/sound-manager';

import { postAcademyMove } from '../api/post-academy-move';
import { postAcademyQuiz } from '../api/post-academy-quiz';
import type { AcademyLesson, AcademyQuiz, AcademyQuizVerdict } from '../api/schemas';
import {
  ADVANCE_MS,
  DEMO_STEP_MS,
  MSG_TRY_AGAIN,
  academyLessonReducer,
  demoRunning,
  initialLesson,
} from '../model/academy-lesson';
import { useAcademyProgress } from '../model/academy-progress';

// The quiz: the chosen option goes to the server, whose verdict shows the right one and why.
function Quiz({ lessonId, quiz }: { lessonId: string; quiz: AcademyQuiz }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<AcademyQuizVerdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (i: number) => {
    setChosen(i);
    setError(null);
    postAcademyQuiz(lessonId, i)
      .then(setVerdict)
      .catch((e: unknown) => {
        setChosen(null);
        setError(errorMessage(e));
      });
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid="academy-quiz">
      <legend className="px-1 font-semibold">{quiz.question}</legend>
      {quiz.options.map((o, i) => {
        const result =
          verdict === null
            ? chosen === i
              ? 'chosen'
              : 'open'
            : i === verdict.correctAnswer
              ? 'correct'
              : i === verdict.chosen
                ? 'wrong'
                : 'other';
        const cls =
          result === 'correct'
            ? 'border-green-600 bg-green-600/15'
            : result === 'wrong'
              ? 'border-red-600 bg-red-600/15'
              : 'border-line';
        return (
          <button
            key={o}
            type="button"
            disabled={chosen !== null}
            onClick={() => choose(i)}
            className={`rounded-lg border p-2 text-left text-sm ${cls}`}
            data-result={result}
          >
            {o}
          </button>
        );
      })}
      {verdict && <p className="text-sm">{verdict.explanation}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function AcademyLessonPlayer({ lesson, onClose }: { lesson: AcademyLesson; onClose: () => void }) {
  const reducer = useMemo(() => academyLessonReducer(lesson.positions), [lesson]);
  const [state, dispatch] = useReducer(reducer, initialLesson);
  const [announcement, setAnnouncement] = useState('');
  const [judging, setJudging] = useState(false);
  const completeLesson = useAcademyProgress((s) => s.completeLesson);
  const position = lesson.positions[state.index];
  const isLast = state.index === lesson.positions.length - 1;
  const demo = demoRunning(state, position);

  useEffect(() => {
    if (!demo) return;
    const t = setTimeout(() => dispatch({ type: 'demoStep' }), DEMO_STEP_MS);
    return () => clearTimeout(t);
  }, [demo, state.demoPly, state.index]);

  // The last position waits for Complete when the quiz is there to answer.
  const holds = isLast && !!lesson.quiz;
  useEffect(() => {
    if (!state.advancing || holds) return;
    const t = setTimeout(() => dispatch({ type: 'advance' }), ADVANCE_MS);
    return () => clearTimeout(t);
  }, [state.advancing, state.index, holds]);

  useEffect(() => {
    if (!state.completed) return;
    playSound('lessonComplete');
    completeLesson(lesson.id);
    onClose();
    // Once, on completion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.completed]);

  if (!position) return null;
  const shown = state.found
    ? positionAfter(position.fen, [state.found], 1)
    : positionAfter(position.fen, position.moves, position.isInteractive ? 0 : state.demoPly);
  const annotation = !position.isInteractive && state.demoPly > 0 ? position.annotations[state.demoPly - 1] : undefined;

  const onMove = (move: PracticeMove) => {
    if (!position.isInteractive || state.found || judging) return;
    const at = state.index;
    setJudging(true);
    postAcademyMove(lesson.id, at, move.uci)
      .then((verdict) => {
        if (verdict.correct) {
          dispatch({ type: 'right', move: move.uci });
          playSound('move');
          setAnnouncement(`${move.san}: Correct! ${position.explanation}`);
        } else {
          dispatch({ type: 'wrong' });
          playSound('puzzleError');
          setAnnouncement(`${move.san}: ${MSG_TRY_AGAIN}`);
        }
      })
      .catch((e: unknown) => setAnnouncement(errorMessage(e)))
      .finally(() => setJudging(false));
  };

  return (
    <section className="flex flex-col gap-4" data-testid="academy-lesson-player" data-lesson-id={lesson.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold">{lesson.title}</h2>
          <p className="text-sm text-muted" data-testid="academy-position-counter">
            Position {state.index + 1} of {lesson.positions.length}
          </p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          ← Back to Lessons
        </Button>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,520px)_1fr]">
        <PracticeBoard
          choosePromotion={false}
          fen={shown.fen}
          orientation={sideToMove(position.fen)}
          lastMove={shown.lastMove}
          disabled={!position.isInteractive || !!state.found || judging}
          onMove={onMove}
          announcement={announcement || annotation}
        />
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{position.title}</h3>
          <p>{position.explanation}</p>
          {annotation && (
            <p className="rounded-lg bg-surface-2 p-2 text-sm" data-testid="academy-annotation">
              {annotation}
            </p>
          )}
          {!position.isInteractive && position.moves.length > 0 && !demo && (
            <Button variant="secondary" className="self-start" onClick={() => dispatch({ type: 'replay' })}>
              Replay
            </Button>
          )}
          {state.found && (
            <p
              className="rounded-lg border border-green-600 bg-green-600/10 p-3 font-semibold"
              data-testid="academy-lesson-feedback"
            >
              Correct! Well done.
            </p>
          )}
          {!state.found && state.wrong > 0 && (
            <p
              className="rounded-lg border border-red-600 bg-red-600/10 p-3 font-semibold"
              data-testid="academy-lesson-feedback"
            >
              {MSG_TRY_AGAIN}
            </p>
          )}
          {isLast && lesson.quiz && <Quiz lessonId={lesson.id} quiz={lesson.quiz} />}
          <div className="mt-auto flex gap-2">
            <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0}>
              Previous
            </Button>
            <Button onClick={() => dispatch({ type: 'next' })}>{isLast ? 'Complete' : 'Next'}</Button>
          </div>
        </div>
      </div>
    </section>
  );
}
