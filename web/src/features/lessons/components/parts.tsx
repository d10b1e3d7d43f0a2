// Small pieces the lesson screens share: the difficulty badge, a progress bar, a figure card, and
// the curriculum with the player's progress.

import { useLessons } from '../api/get-lessons';

const BADGE: Record<string, string> = {
  beginner: 'bg-green-600/15 text-green-700 dark:text-green-400',
  intermediate: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  advanced: 'bg-red-600/15 text-red-700 dark:text-red-400',
  expert: 'bg-purple-600/15 text-purple-700 dark:text-purple-400',
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold capitalize ${BADGE[difficulty.toLowerCase()] ?? 'bg-surface-2'}`}
      data-testid="difficulty"
    >
      {difficulty}
    </span>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      className="h-2 w-full rounded bg-surface-2"
      role="progressbar"
      aria-valuenow={pct}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <div className={`h-2 rounded ${pct >= 100 ? 'bg-green-600' : 'bg-accent'}`} style={{ width: `${pct}%` }} />
    </div>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </div>
  );
}

/** GET /api/lessons: the categories with the record's progress (none for a visitor without one). */
export function useCurriculum() {
  const query = useLessons();
  return { ...query, categories: query.data?.categories };
}
