import { Button } from '@/components/ui/button';

import type { LearningBand, PuzzleSetSummary } from '../api/types';
import { percent } from '../model/scoring';

const BADGE: Record<string, string> = {
  Beginner: 'bg-green-600/15 text-green-700 dark:text-green-400',
  Intermediate: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  Advanced: 'bg-red-600/15 text-red-700 dark:text-red-400',
};

export function LearningPath({ bands }: { bands: LearningBand[] }) {
  return (
    <section aria-labelledby="learning-path" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="learning-path" className="mb-2 font-bold">
        Structured learning path
      </h2>
      <ol className="grid gap-2 sm:grid-cols-3">
        {bands.map((b) => (
          <li key={b.level} className="rounded-lg bg-surface-2 p-3">
            <p className="font-semibold">{b.level}</p>
            <p className="text-sm text-muted">{b.ratingRange}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function SetList({ sets, onOpen }: { sets: PuzzleSetSummary[]; onOpen: (id: string) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Puzzle sets">
      {sets.map((s) => {
        const done = s.completed;
        const pct = percent(done, s.totalPuzzles);
        return (
          <li
            key={s.id}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
            data-testid={`set-${s.id}`}
          >
            <div className="flex items-center justify-between">
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[s.difficulty] ?? ''}`}>
                {s.difficulty}
              </span>
              <span className="text-xs text-muted">{s.ratingRange}</span>
            </div>
            <h3 className="text-lg font-bold">{s.title}</h3>
            <p className="text-sm text-muted">{s.description}</p>
            <div
              className="h-2 rounded bg-surface-2"
              role="progressbar"
              aria-valuenow={pct}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={`${s.title} progress`}
            >
              <div className="h-2 rounded bg-accent" style={{ width: `${pct}%` }} />
            </div>
            <p className="flex justify-between text-sm">
              <span>{s.totalPuzzles} puzzles</span>
              <span>{pct}% complete</span>
            </p>
            <Button onClick={() => onOpen(s.id)} disabled={s.totalPuzzles === 0}>
              {done > 0 ? 'Continue' : 'Start Learning'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
