// The lesson's puzzle module: library puzzles chosen by its themes and rating range, one at a time.
// Each is solved through the puzzle routes (the server records the solve), or skipped (recorded by
// the lesson route); Show Solution gives it up, which the lesson counts as skipped. The lesson is
// complete only when each is solved or skipped.

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';

import { useLibraryPuzzle } from '../../api/get-library-puzzle';
import { postSkipPuzzle } from '../../api/post-skip-puzzle';
import type { PuzzleModule } from '../../api/schemas';
import type { PuzzleDone } from '../../model/module-player';
import { LessonPuzzle } from './lesson-puzzle';
import { paragraphs } from './theory-module';

export const SKIP_PUZZLE = 'Skip puzzle';

function PuzzleSlot({ id, onDone }: { id: string; onDone: (id: string, state: PuzzleDone) => void }) {
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
  return (
    <LessonPuzzle
      key={id}
      puzzle={query.data}
      onSolved={(p) => onDone(p, 'solved')}
      onGaveUp={(p) => onDone(p, 'skipped')}
    />
  );
}

interface PuzzleModuleProps {
  module: PuzzleModule;
  lessonId: string;
  /** The puzzle shown, and going to another. */
  current: number;
  onPosition: (position: number) => void;
  /** The lesson's puzzles solved or skipped, by id. */
  done: Record<string, PuzzleDone>;
  onDone: (id: string, state: PuzzleDone) => void;
}

export function PuzzleModuleView({ module, lessonId, current: wanted, onPosition, done, onDone }: PuzzleModuleProps) {
  const [skipping, setSkipping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = Math.min(Math.max(0, wanted), Math.max(0, module.puzzles.length - 1));
  const puzzle = module.puzzles[current];
  const solvedCount = module.puzzles.filter((p) => done[p.id] === 'solved').length;
  const skippedCount = module.puzzles.filter((p) => done[p.id] === 'skipped').length;

  const skip = (id: string) => {
    setSkipping(true);
    setError(null);
    postSkipPuzzle(lessonId, id)
      .then((r) => {
        onDone(id, r.state);
        if (current < module.puzzles.length - 1) onPosition(current + 1);
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setSkipping(false));
  };

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
              Puzzle {current + 1} of {module.puzzles.length} · solved {solvedCount}
              {skippedCount > 0 ? ` · skipped ${skippedCount}` : ''}
            </span>
            <Button variant="secondary" onClick={() => onPosition(current - 1)} disabled={current === 0}>
              Previous puzzle
            </Button>
            <Button
              variant={done[puzzle.id] ? 'primary' : 'secondary'}
              onClick={() => onPosition(current + 1)}
              disabled={current >= module.puzzles.length - 1}
            >
              Next puzzle
            </Button>
            {!done[puzzle.id] && (
              <Button variant="ghost" onClick={() => skip(puzzle.id)} disabled={skipping}>
                {SKIP_PUZZLE}
              </Button>
            )}
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <PuzzleSlot key={puzzle.id} id={puzzle.id} onDone={onDone} />
        </>
      )}
    </div>
  );
}
