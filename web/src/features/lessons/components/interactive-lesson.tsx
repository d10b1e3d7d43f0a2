// An interactive step lesson (docs/lessons.md, "Interactive step lessons"): step counter, progress, the step's title
// and instruction, its board, Previous and Next, and the lesson's summary once the server has
// completed it from the moves it judged (issue 30: a step lesson is a lesson of the course).

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { BoardShape } from '@/components/board/chess-board';
import { suggestionShapes } from '@/components/board/suggestion-shapes';
import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { positionAfter } from '@/lib/chess';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { playSound } from '@/lib/sound/sound-manager';

import { useCompleteStepLesson } from '../api/complete-step-lesson';
import { lessonKeys } from '../api/keys';
import { postStepMove } from '../api/post-step-move';
import type { InteractiveLesson } from '../api/schemas';
import {
  EXPLANATION_ADVANCE_MS,
  HINT_AFTER_WRONG,
  canContinue,
  resumeSteps,
  showsHint,
  stepProgress,
  stepReducer,
} from '../model/interactive-step';
import { MSG_CORRECT, MSG_NOT_RIGHT, squaresHint } from '../model/practice';
import { LessonSummary } from './lesson-summary';
import { ProgressBar } from './parts';

/**
 * The last step done: the server completes the lesson from the moves it judged, once, and the
 * summary shows its accuracy, XP and the course's next lesson (Restart goes through it again).
 */
function Completion({ lesson, back, onRestart }: { lesson: InteractiveLesson; back: string; onRestart: () => void }) {
  const complete = useCompleteStepLesson();
  const sent = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(String(lesson.id));
  }, [lesson.id, mutate]);

  if (complete.data)
    return (
      <div className="flex flex-col items-center gap-3 py-6">
        <LessonSummary title={lesson.title} result={complete.data} back={back} />
        <Button variant="ghost" onClick={onRestart}>
          Restart Lesson
        </Button>
      </div>
    );
  if (complete.isError)
    return (
      <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 py-10 text-center">
        <p className="font-semibold">The lesson could not be completed.</p>
        <p className="text-sm text-muted">{errorMessage(complete.error)}</p>
        <div className="flex gap-3">
          <Button onClick={() => complete.mutate(String(lesson.id))}>Try Again</Button>
          <Button variant="secondary" onClick={onRestart}>
            Restart Lesson
          </Button>
        </div>
      </section>
    );
  return <p className="py-10 text-center text-muted">Completing the lesson…</p>;
}

export function InteractiveLessonView({ lesson }: { lesson: InteractiveLesson }) {
  const steps = lesson.steps;
  const reducer = useMemo(() => stepReducer(steps), [steps]);
  const [state, dispatch] = useReducer(reducer, lesson.record, (record) => resumeSteps(steps, record));
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from ?? '/lessons';

  // The learner's way through the lesson is the server's: a later visit reads it afresh (the
  // cached copy is the one this view opened with), and the course's cards show the new progress.
  const client = useQueryClient();
  useEffect(
    () => () => {
      client.removeQueries({ queryKey: ['lessons', 'interactive', String(lesson.id)] });
      void client.invalidateQueries({ queryKey: lessonKeys.all });
    },
    [client, lesson.id],
  );
  const [feedback, setFeedback] = useState<{ text: string; right: boolean; n: number } | null>(null);
  // What the screen reader heard last; it outlives the step's feedback banner.
  const [announcement, setAnnouncement] = useState('');
  const [judging, setJudging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = steps[state.index];
  // The coach panel (through the slot): each move of a practice step, and its suggested squares.
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  const [coachShapes, setCoachShapes] = useState<BoardShape[]>([]);
  const onSuggest = useCallback((squares: string[]) => setCoachShapes(suggestionShapes(squares)), []);

  // The explanation stays for 3 s, then the lesson moves on.
  useEffect(() => {
    if (!state.explaining) return;
    const t = setTimeout(() => dispatch({ type: 'advance' }), EXPLANATION_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [state.explaining, state.index]);

  // A new step starts without the last one's feedback.
  useEffect(() => {
    setFeedback(null);
    setError(null);
    setCoachMove(null);
    setCoachShapes([]);
  }, [state.index]);

  useEffect(() => {
    if (state.completed) playSound('lessonComplete');
  }, [state.completed]);

  if (state.completed || !step)
    return <Completion lesson={lesson} back={back} onRestart={() => dispatch({ type: 'restart' })} />;

  const practice = step.type === 'practice';
  const solved = state.done[state.index] === true;
  const shown = step.fen && state.played ? positionAfter(step.fen, [state.played], 1) : undefined;

  const onMove = (move: PracticeMove) => {
    if (!practice || solved || judging) return;
    setJudging(true);
    setError(null);
    postStepMove(String(lesson.id), state.index, move.uci)
      .then(({ correct: right, explanation, hintSquares }) => {
        if (step.fen) setCoachMove({ fen: step.fen, move: move.uci, correct: right, attempt: state.wrong + 1 });
        setCoachShapes([]);
        if (right) {
          playSound('move');
          setFeedback({ text: `${move.san}: ${MSG_CORRECT}`, right: true, n: Date.now() });
          setAnnouncement(`${move.san}: ${MSG_CORRECT}${explanation ? ` ${explanation}` : ''}`);
          dispatch({ type: 'right', move: move.uci, explanation });
        } else {
          playSound('puzzleError');
          setFeedback((f) => ({ text: `${move.san}: ${MSG_NOT_RIGHT}`, right: false, n: (f?.n ?? 0) + 1 }));
          const hint = state.wrong + 1 >= HINT_AFTER_WRONG && hintSquares ? ` ${squaresHint(hintSquares)}` : '';
          setAnnouncement(`${move.san}: ${MSG_NOT_RIGHT}.${hint}`);
          dispatch({ type: 'wrong', hintSquares });
        }
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setJudging(false));
  };

  const percent = stepProgress(state, steps);
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4" data-testid="step-lesson">
      <header className="flex flex-col gap-2">
        <ButtonLink variant="ghost" className="self-start" to={back}>
          ← Back to Lessons
        </ButtonLink>
        <h1 className="text-2xl font-bold">{lesson.title}</h1>
        <p className="text-muted">{lesson.description}</p>
        <div className="flex items-center justify-between text-sm">
          <span data-testid="step-counter">
            Step {state.index + 1} of {steps.length}
          </span>
          <span data-testid="step-progress">{percent}% complete</span>
        </div>
        <ProgressBar value={percent} label="Lesson progress" />
      </header>
      <div className={`grid gap-4 ${step.fen ? 'lg:grid-cols-[minmax(0,520px)_1fr]' : ''}`}>
        {step.fen && (
          <PracticeBoard
            fen={shown?.fen ?? step.fen}
            orientation={step.fen.split(' ')[1] === 'b' ? 'black' : 'white'}
            lastMove={shown?.lastMove}
            disabled={!practice || solved || judging}
            onMove={onMove}
            announcement={announcement}
            shapes={coachShapes}
          />
        )}
        <div className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold" data-testid="step-title">
            {step.title}
          </h2>
          <p className="whitespace-pre-line">{step.instruction}</p>
          {feedback && (
            <p
              className={`rounded-lg border p-3 font-semibold ${feedback.right ? 'border-green-600 bg-green-600/10' : 'border-red-600 bg-red-600/10'}`}
              data-testid="step-feedback"
            >
              {feedback.text}
            </p>
          )}
          {showsHint(state) && state.hintSquares && (
            <p className="rounded-lg border border-amber-500 bg-amber-500/10 p-3" data-testid="step-hint">
              {squaresHint(state.hintSquares)}
            </p>
          )}
          {solved && state.explaining && state.explanation && (
            <p className="rounded-lg border border-line bg-surface-2 p-3" data-testid="step-explanation">
              {state.explanation}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          {step.fen && practice && (
            <CoachSlot
              context="lesson"
              fen={shown?.fen ?? step.fen}
              lastMove={coachMove}
              attempts={state.wrong}
              topic={lesson.title}
              onSuggest={onSuggest}
            />
          )}
          <div className="mt-auto flex gap-2">
            <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0}>
              Previous
            </Button>
            <Button onClick={() => dispatch({ type: 'next' })} disabled={!canContinue(state, step)}>
              {practice ? 'Next' : 'Continue'}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
