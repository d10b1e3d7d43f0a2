// Today's Plan (docs/progress.md, "Daily goals and the Daily plan"): Solve 3 puzzles, Learn 1 lesson, Play 1
// game, each a tab with its ring and count and an action; the streak, XP today, the completion
// percent and the hero message; the Daily Plan Complete celebration. The plan is the server's
// (GET /api/daily-plan) for whoever has a record there, an account or an anonymous learner; a
// visitor who has done nothing yet sees today's plan untouched.

import { useEffect, useState, type ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { CheckIcon, PartyIcon } from '@/components/ui/icons';
import { ProgressRing } from '@/components/ui/progress-ring';
import { useLearnerId } from '@/lib/auth/account';
import { useUrlChoice } from '@/lib/use-url-choice';

import { useDailyPlan } from '../api/get-daily-plan';
import type { DailyPlanData } from '../api/types';
import { EMPTY_PLAN } from '../model/empty';

// Texts of the error catalogue (docs/progress.md, "Daily goals and the Daily plan").
export const PLAN_TITLE = "Today's Plan";
export const PLAN_ERROR_TITLE = 'Unable to load daily plan';
export const PLAN_ERROR_FALLBACK = 'Failed to load daily plan';
export const PLAN_EMPTY = 'No daily plan data available';
export const PLAN_COMPLETE = 'Daily Plan Complete';

const TASK_IDS = ['puzzles', 'lessons', 'games'] as const;
type TaskId = (typeof TASK_IDS)[number];

const TASKS: { id: TaskId; label: string; verb: (n: number) => string; to: string; action: string }[] = [
  {
    id: 'puzzles',
    label: 'Puzzles',
    verb: (n) => `Solve ${n} puzzle${n === 1 ? '' : 's'}`,
    to: '/puzzles',
    action: 'Solve Puzzles',
  },
  {
    id: 'lessons',
    label: 'Lessons',
    verb: (n) => `Learn ${n} lesson${n === 1 ? '' : 's'}`,
    to: '/lessons',
    action: 'Start a Lesson',
  },
  {
    id: 'games',
    label: 'Games',
    verb: (n) => `Play ${n} game${n === 1 ? '' : 's'}`,
    to: '/play',
    action: 'Play a Game',
  },
];

export type PlanCardState =
  | { status: 'loading' }
  | { status: 'error'; message?: string; onRetry: () => void }
  | { status: 'empty' }
  | { status: 'shown'; plan: DailyPlanData };

/** Confetti: 50 pieces for 3 s (none when the player asks for less motion). */
const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 3_000;
const CONFETTI_COLOURS = ['#f5b041', '#22c55e', '#3b82f6', '#ef4444', '#a855f7'];

function Confetti() {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOn(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!on) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden"
    >
      {Array.from({ length: CONFETTI_PIECES }, (_, i) => (
        <span
          key={i}
          className="absolute top-0 block h-2 w-1.5 rounded-sm"
          style={{
            left: `${(i * 37) % 100}%`,
            backgroundColor: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
            animation: `ca-confetti ${1.6 + ((i * 13) % 14) / 10}s ease-in ${((i * 7) % 10) / 10}s forwards`,
          }}
        />
      ))}
    </div>
  );
}

function Shell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby="todays-plan-title"
      aria-busy={busy}
      data-testid="todays-plan"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="todays-plan-title" className="text-2xl font-bold tracking-tight">
        {PLAN_TITLE}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Shown({ plan }: { plan: DailyPlanData }) {
  // The open tab is in the URL (?task=, issue 30); without one, the first task not yet done.
  const [tab, setTab] = useUrlChoice<TaskId>(
    'task',
    TASK_IDS,
    TASKS.find((t) => plan.tasks[t.id].remaining > 0)?.id ?? 'puzzles',
  );
  const current = TASKS.find((t) => t.id === tab) ?? TASKS[0]!;
  const task = plan.tasks[current.id];
  const { completionPercentage, xpEarned, isCompleted } = plan.progress;
  return (
    <>
      {isCompleted && <Confetti />}
      <p className="mt-1 text-muted" data-testid="plan-message">
        {plan.message}
      </p>
      {isCompleted && (
        <p
          role="status"
          className="mt-3 flex items-center gap-2 rounded-lg border border-green-600 bg-green-600/10 px-4 py-3 font-semibold"
          data-testid="plan-complete"
        >
          {PLAN_COMPLETE} <PartyIcon className="shrink-0 text-accent" />
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Figure
          label="Streak"
          value={`${plan.streak.current} ${plan.streak.current === 1 ? 'day' : 'days'}`}
          testId="plan-streak"
        />
        <Figure label="XP today" value={`${xpEarned} XP`} testId="plan-xp" />
        <Figure label="Complete" value={`${completionPercentage}%`} testId="plan-percent" />
      </dl>
      <div role="tablist" aria-label="Today's tasks" className="mt-4 grid grid-cols-3 gap-2">
        {TASKS.map((t) => {
          const { completed, target } = plan.tasks[t.id];
          const shown = Math.min(completed, target);
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`plan-tab-${t.id}`}
              aria-selected={t.id === tab}
              aria-controls="plan-task-panel"
              data-testid={`plan-task-${t.id}`}
              onClick={() => setTab(t.id)}
              className={`flex flex-col items-center gap-1 rounded-xl border p-3 transition-colors ${
                t.id === tab ? 'border-accent bg-surface-2' : 'border-line hover:border-accent'
              }`}
            >
              <ProgressRing value={completed} max={target} label={`${t.label}: ${shown} of ${target}`}>
                {completed >= target ? <CheckIcon width={22} height={22} className="text-green-600" /> : null}
              </ProgressRing>
              <span className="font-semibold">{t.label}</span>
              <span className="text-sm text-muted" data-testid={`plan-count-${t.id}`}>
                {shown}/{target}
              </span>
            </button>
          );
        })}
      </div>
      <div
        id="plan-task-panel"
        role="tabpanel"
        aria-labelledby={`plan-tab-${current.id}`}
        className="mt-4 flex flex-wrap items-center justify-between gap-3"
      >
        <p>
          <span className="font-semibold">{current.verb(task.target)}</span>{' '}
          <span className="text-muted">{task.remaining === 0 ? '· done' : `· ${task.remaining} to go`}</span>
        </p>
        <ButtonLink to={current.to}>{current.action}</ButtonLink>
      </div>
      {(plan.mistakes?.due ?? 0) > 0 && <MistakesItem due={plan.mistakes?.due ?? 0} />}
    </>
  );
}

/** "Review N mistakes": the personal deck's due cards, beside the three tasks (not a fourth target). */
export function mistakesText(due: number): string {
  return `Review ${due} mistake${due === 1 ? '' : 's'}`;
}

function MistakesItem({ due }: { due: number }) {
  return (
    <div
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3"
      data-testid="plan-mistakes"
    >
      <p>
        <span className="font-semibold">{mistakesText(due)}</span>{' '}
        <span className="text-muted">· from your reviewed games</span>
      </p>
      <ButtonLink variant="secondary" to="/puzzles?deck=1">
        Review Mistakes
      </ButtonLink>
    </div>
  );
}

/** The card in each of its states (loading, then loaded or error; and empty). */
export function TodaysPlanView({ state }: { state: PlanCardState }) {
  switch (state.status) {
    case 'loading':
      return (
        <Shell busy>
          <div role="status" className="mt-4 flex flex-col gap-3">
            <span className="sr-only">Loading today&apos;s plan...</span>
            <span aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
            <span aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-2" />
          </div>
        </Shell>
      );
    case 'error':
      return (
        <Shell>
          <div role="alert" className="mt-4 flex flex-col items-start gap-2">
            <h3 className="font-semibold">{PLAN_ERROR_TITLE}</h3>
            <p className="text-sm text-muted">{state.message || PLAN_ERROR_FALLBACK}</p>
            <Button variant="secondary" onClick={state.onRetry}>
              Try Again
            </Button>
          </div>
        </Shell>
      );
    case 'empty':
      return (
        <Shell>
          <p className="mt-4 text-muted">{PLAN_EMPTY}</p>
        </Shell>
      );
    case 'shown':
      return (
        <Shell>
          <Shown plan={state.plan} />
        </Shell>
      );
  }
}

function RecordedPlan() {
  const query = useDailyPlan();
  if (query.data) return <TodaysPlanView state={{ status: 'shown', plan: query.data }} />;
  if (query.isError)
    return (
      <TodaysPlanView state={{ status: 'error', message: query.error.message, onRetry: () => void query.refetch() }} />
    );
  if (query.isPending && query.fetchStatus === 'idle') return <TodaysPlanView state={{ status: 'empty' }} />;
  return <TodaysPlanView state={{ status: 'loading' }} />;
}

/** The dashboard's (and the academy's) Today's Plan, for whoever is there. */
export function TodaysPlanCard() {
  const learner = useLearnerId();
  return learner === undefined ? <TodaysPlanView state={{ status: 'shown', plan: EMPTY_PLAN }} /> : <RecordedPlan />;
}
