import { useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { usePuzzleSet } from '../api/get-puzzle-set';
import { AUTO_ADVANCE_MS, percent, positionLabel } from '../model/scoring';
import { PuzzlePlayer } from './puzzle-player';
import { PuzzlesError } from './puzzles-status';

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
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" onClick={onBack}>
          ← Back to curriculum
        </Button>
      </div>
      <h2 className="text-2xl font-bold">{set.title}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Set statistics">
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Current puzzle</dt>
          <dd className="text-lg font-bold" data-testid="current-puzzle">
            {total ? index + 1 : 0}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Solved</dt>
          <dd className="text-lg font-bold" data-testid="solved-count">
            {solvedHere}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Progress</dt>
          <dd className="text-lg font-bold">{percent(solvedHere, total)}%</dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Rating range</dt>
          <dd className="text-lg font-bold">{set.ratingRange}</dd>
        </div>
      </dl>
      <div
        className="h-2 rounded bg-surface-2"
        role="progressbar"
        aria-label="Set progress"
        aria-valuenow={percent(solvedHere, total)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-2 rounded bg-accent" style={{ width: `${percent(solvedHere, total)}%` }} />
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
