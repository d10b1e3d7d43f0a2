// One position of the strength assessment (docs/assessment.md, "The pages"): Question N of 12, difficulty and
// theme badges, the progress bar, the board, the optional timer, the description, one hint, Skip
// after a wrong answer or at zero, and the running count of right answers.

import { useEffect, useState } from 'react';

import { PositionBoard } from '@/components/test-position/position-board';
import { Button } from '@/components/ui/button';
import { clockText, countdownTone, deadlineOf, secondsLeft } from '@/lib/countdown';
import { themeName } from '@/lib/puzzles/theme-name';
import { difficultyLabel } from '@/lib/test-position';

import {
  canHint,
  canMove,
  progressPercent,
  questionLabel,
  showsSkip,
  type AssessmentState,
} from '../model/assessment-machine';

export const MSG_CORRECT = 'Correct! Well done!';
export const MSG_WRONG = 'Not quite right.';

interface Props {
  state: AssessmentState;
  timerEnabled: boolean;
  onTimerEnabled: (on: boolean) => void;
  onMove: (san: string) => void;
  onHint: () => void;
  onSkip: () => void;
  onTimeUp: () => void;
  hintLoading: boolean;
}

function Timer({ shownAt, limit, onTimeUp }: { shownAt: number; limit: number; onTimeUp: () => void }) {
  const deadline = deadlineOf(shownAt, limit);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);
  const tone = countdownTone(left, limit);
  return (
    <span
      role="timer"
      aria-label="Time left"
      data-testid="assessment-timer"
      className={`rounded-lg px-3 py-1 font-mono text-lg font-semibold ${tone === 'calm' ? 'bg-surface-2' : 'bg-red-600/15 text-red-600'}`}
    >
      {clockText(left)}
    </span>
  );
}

export function AssessmentQuestion({
  state,
  timerEnabled,
  onTimerEnabled,
  onMove,
  onHint,
  onSkip,
  onTimeUp,
  hintLoading,
}: Props) {
  const q = state.question;
  if (!q) return null;
  const percent = progressPercent(state);
  const verdict = state.verdict;
  const answerPending = state.verdict === null;

  return (
    <section
      className="mx-auto flex max-w-5xl flex-col gap-4"
      data-testid="assessment-question"
      data-progress={q.progress}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">{questionLabel(q)}</h1>
        <span className="rounded-full bg-surface-2 px-3 py-0.5 text-sm" data-testid="difficulty-badge">
          {difficultyLabel(q.difficulty)} · {q.difficulty}/6
        </span>
        <span className="rounded-full bg-accent/15 px-3 py-0.5 text-sm text-link" data-testid="theme-badge">
          {themeName(q.theme)}
        </span>
        <span className="ml-auto text-sm" data-testid="correct-count">
          Correct: {state.correct}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,600px)_1fr]">
        <PositionBoard fen={q.fen} disabled={!canMove(state)} hintSquare={state.hintSquare} onMove={onMove} />
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold" data-testid="assessment-description">
            {q.description}
          </p>
          <div className="flex items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={timerEnabled} onChange={(e) => onTimerEnabled(e.target.checked)} />
              Enable timer
            </label>
            {timerEnabled && answerPending && (
              <Timer
                key={`${q.progress}-${state.shownAt}`}
                shownAt={state.shownAt}
                limit={q.timeLimit}
                onTimeUp={onTimeUp}
              />
            )}
            {/* The server scores an answer after the limit as a timeout, timer shown or not. */}
            {!timerEnabled && <span className="text-sm text-muted">Time limit {clockText(q.timeLimit)}</span>}
          </div>
          {state.hintSquare && answerPending && (
            <p className="text-sm" data-testid="assessment-hint">
              Hint: look at the piece on {state.hintSquare}.
            </p>
          )}
          {state.timedOut && answerPending && <p className="text-sm font-semibold text-red-600">Time is up.</p>}
          {verdict?.isCorrect && (
            <p
              role="status"
              className="rounded-lg border border-green-600 bg-green-600/10 p-3 font-semibold"
              data-testid="assessment-success"
            >
              {MSG_CORRECT}
            </p>
          )}
          {verdict && !verdict.isCorrect && (
            <div
              role="status"
              className="rounded-lg border border-red-600 bg-red-600/10 p-3"
              data-testid="assessment-solution"
            >
              <p className="font-semibold">{MSG_WRONG}</p>
              <p className="mt-1 text-sm">
                Solution: <strong>{verdict.correctMove}</strong>
                {verdict.explanation ? ` — ${verdict.explanation}` : ''}
              </p>
            </div>
          )}
          {state.error && (
            <p role="alert" className="text-sm text-red-600" data-testid="assessment-error">
              {state.error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onHint} disabled={!canHint(state) || hintLoading}>
              {state.hintSquare ? 'Hint used' : 'Hint'}
            </Button>
            {showsSkip(state) && <Button onClick={onSkip}>Skip</Button>}
          </div>
          {state.submitting && <p className="text-sm text-muted">Checking your move…</p>}
        </div>
      </div>
    </section>
  );
}
