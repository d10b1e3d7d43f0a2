// One calibration position (docs/assessment.md, "The pages"): the board, the countdown (a timeout is sent at
// zero by the page), Skip Position, and the result popup shown for 3 s after each answer.

import { useEffect, useState } from 'react';

import { PositionBoard } from '@/components/test-position/position-board';
import { Button } from '@/components/ui/button';
import { clockText, countdownTone, deadlineOf, secondsLeft } from '@/lib/countdown';
import { themeName } from '@/lib/puzzles/theme-name';

import { acceptsMove, positionLabel, type CalibrationState } from '../model/calibration-machine';

type InProgress = Extract<CalibrationState, { status: 'in_progress' }>;

export function Countdown({
  shownAt,
  limit,
  running,
  onZero,
}: {
  shownAt: number;
  limit: number;
  running: boolean;
  onZero: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running, shownAt]);
  const left = secondsLeft(deadlineOf(shownAt, limit), now);
  useEffect(() => {
    if (running && left === 0) onZero();
  }, [running, left, onZero]);
  const tone = countdownTone(left, limit);
  return (
    <span
      role="timer"
      aria-label="Time left"
      data-testid="calibration-countdown"
      className={`rounded-lg px-3 py-1 font-mono text-2xl font-bold ${tone === 'calm' ? 'bg-surface-2' : 'bg-red-600/15 text-red-600'}`}
    >
      {clockText(left)}
    </span>
  );
}

function ResultPopup({ popup }: { popup: NonNullable<InProgress['popup']> }) {
  const { verdict } = popup;
  return (
    <div
      role="status"
      aria-label="Move result"
      data-testid="calibration-popup"
      className={`rounded-xl border p-4 shadow-lg ${verdict.isCorrect ? 'border-green-600 bg-green-600/10' : 'border-red-600 bg-red-600/10'}`}
    >
      <p className="text-lg font-semibold">{verdict.isCorrect ? 'Correct!' : 'Incorrect'}</p>
      {!verdict.isCorrect && (
        <p className="mt-1 text-sm">
          The best move was <strong>{verdict.correctMove}</strong>.
        </p>
      )}
      {verdict.explanation && <p className="mt-1 text-sm text-muted">{verdict.explanation}</p>}
    </div>
  );
}

export function CalibrationPosition({
  state,
  onMove,
  onSkip,
  onTimeout,
}: {
  state: InProgress;
  onMove: (san: string) => void;
  onSkip: () => void;
  onTimeout: () => void;
}) {
  const q = state.question;
  const open = acceptsMove(state);
  return (
    <section className="flex flex-col gap-4" data-testid="calibration-position" data-progress={q.progress}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold">{positionLabel(q)}</h2>
        <span className="rounded-full bg-surface-2 px-3 py-0.5 text-sm">Difficulty {q.difficulty}/6</span>
        <span className="rounded-full bg-accent/15 px-3 py-0.5 text-sm text-link">{themeName(q.theme)}</span>
        <span className="ml-auto">
          <Countdown
            shownAt={state.shownAt}
            limit={q.timeLimit}
            running={state.popup === null && !state.processing}
            onZero={onTimeout}
          />
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,600px)_1fr]">
        <PositionBoard fen={q.fen} disabled={!open} onMove={onMove} />
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">{q.description}</p>
          {state.popup && <ResultPopup popup={state.popup} />}
          {state.processing && <p className="text-sm text-muted">Checking your move…</p>}
          <Button variant="secondary" className="self-start" onClick={onSkip} disabled={!open}>
            Skip Position
          </Button>
        </div>
      </div>
    </section>
  );
}
