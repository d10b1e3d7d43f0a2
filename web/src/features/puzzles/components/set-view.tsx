import { useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { usePuzzleSet } from '../api/get-puzzle-set';
import { AUTO_ADVANCE_MS, percent, positionLabel } from '../model/scoring';
import { PuzzlePlayer } from './puzzle-player';
import { PuzzlesError } from './puzzles-status';

/** Said while a solved puzzle stays on screen with its line, before the next one opens. */
export const NEXT_PUZZLE_NOTE = `The next puzzle opens in ${AUTO_ADVANCE_MS / 1000} seconds.`;

export function SetView({ setId, onBack }: { setId: string; onBack: () => void }) {
  const query = usePuzzleSet(setId);
  const [index, setIndex] = useState(0);
  // The server's solved ids (the record's), and the ones solved here since the set was read.
  const [solved, setSolved] = useState<Set<string>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = query.data;
  const puzzles = useMemo(() => set?.puzzles ?? [], [set]);
  const solvedHere = useMemo(() => {
    const ids = new Set([...(set?.solvedIds ?? []), ...solved]);
    return puzzles.filter((p) => ids.has(p.id)).length;
  }, [puzzles, set, solved]);

  if (query.isPending) return <Spinner label="Loading puzzles..." />;
  if (query.isError || !set)
    return <PuzzlesError message={query.error?.message} onRetry={() => void query.refetch()} />;

  const total = puzzles.length;
  const current = puzzles[Math.min(index, Math.max(0, total - 1))];
  const go = (i: number) => {
    if (timer.current) clearTimeout(timer.current);
    setIndex(Math.max(0, Math.min(total - 1, i)));
  };

  return (
    <div className="flex flex-col gap-3">
      {/* One compact block above the board (a title line, a line of figures, a thin bar), so the
          board stays wholly on screen at 1280×800 and on a phone (e2e/board-fold.spec.ts). */}
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="ghost" className="px-2 py-1" onClick={onBack}>
            ← Back to curriculum
          </Button>
          <h2 className="text-lg font-bold sm:text-xl">{set.title}</h2>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm" aria-label="Set statistics">
          <div className="flex gap-1">
            <dt className="text-muted">Current puzzle</dt>
            <dd className="font-semibold" data-testid="current-puzzle">
              {total ? index + 1 : 0}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Solved</dt>
            <dd className="font-semibold" data-testid="solved-count">
              {solvedHere}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Progress</dt>
            <dd className="font-semibold">{percent(solvedHere, total)}%</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Rating range</dt>
            <dd className="font-semibold">{set.ratingRange}</dd>
          </div>
        </dl>
        <div
          className="h-1.5 rounded bg-surface-2"
          role="progressbar"
          aria-label="Set progress"
          aria-valuenow={percent(solvedHere, total)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-1.5 rounded bg-accent" style={{ width: `${percent(solvedHere, total)}%` }} />
        </div>
      </div>
      {current ? (
        <PuzzlePlayer
          key={current.id}
          puzzle={current}
          onSolved={() => {
            setSolved((s) => new Set([...s, current.id]));
            if (index + 1 < total) timer.current = setTimeout(() => go(index + 1), AUTO_ADVANCE_MS);
          }}
          onSkip={index + 1 < total ? () => go(index + 1) : undefined}
          afterSolve={index + 1 < total ? NEXT_PUZZLE_NOTE : undefined}
        />
      ) : (
        <p>Puzzle curriculum data is not available</p>
      )}
      <nav className="flex items-center justify-between" aria-label="Puzzle navigation">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <span data-testid="puzzle-position">{positionLabel(index, total)}</span>
        <Button variant="secondary" onClick={() => go(index + 1)} disabled={index + 1 >= total}>
          Next
        </Button>
      </nav>
    </div>
  );
}
