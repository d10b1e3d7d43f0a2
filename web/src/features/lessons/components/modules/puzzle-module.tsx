// The lesson's puzzle module: library puzzles chosen by its themes and rating range, one at a time.

import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { useLibraryPuzzle } from '../../api/get-library-puzzle';
import type { PuzzleModule } from '../../api/schemas';
import { LessonPuzzle } from './lesson-puzzle';
import { paragraphs } from './theory-module';

function PuzzleSlot({ id, onSolved }: { id: string; onSolved: (id: string) => void }) {
  const query = useLibraryPuzzle(id);
  if (query.isPending) return <p className="text-muted">Loading the puzzle...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm">
        This puzzle could not be loaded.{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </p>
    );
  }
  return <LessonPuzzle key={id} puzzle={query.data} onSolved={onSolved} />;
}

export function PuzzleModuleView({ module }: { module: PuzzleModule }) {
  const [current, setCurrent] = useState(0);
  const [solved, setSolved] = useState<Set<string>>(() => new Set());
  const puzzle = module.puzzles[current];
  const markSolved = (id: string) => setSolved((s) => new Set(s).add(id));
  return (
    <div className="flex flex-col gap-3">
      {paragraphs(module.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {!puzzle ? (
        <p className="text-muted">No puzzles are available for this module yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted" data-testid="puzzle-counter">
              Puzzle {current + 1} of {module.puzzles.length} · solved {solved.size}
            </span>
            <Button variant="secondary" onClick={() => setCurrent((c) => c - 1)} disabled={current === 0}>
              Previous puzzle
            </Button>
            <Button
              variant={solved.has(puzzle.id) ? 'primary' : 'secondary'}
              onClick={() => setCurrent((c) => c + 1)}
              disabled={current >= module.puzzles.length - 1}
            >
              Next puzzle
            </Button>
          </div>
          <PuzzleSlot key={puzzle.id} id={puzzle.id} onSolved={markSolved} />
        </>
      )}
    </div>
  );
}
