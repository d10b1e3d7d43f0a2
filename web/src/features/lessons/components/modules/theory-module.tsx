// A theory module: its paragraphs, and when it has a diagram, the board with its moves played one
// step at a time.

import { useMemo, useState } from 'react';

import { PracticeBoard } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { movesInSan, positionAfter, sideToMove } from '@/lib/chess';

import type { TheoryModule } from '../../api/schemas';

export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function Diagram({ fen, moves }: { fen: string; moves: string[] }) {
  const [shown, setShown] = useState(0);
  const sans = useMemo(() => movesInSan(fen, moves), [fen, moves]);
  const position = positionAfter(fen, moves, shown);
  const announcement = shown > 0 ? `Move ${shown} of ${sans.length}: ${sans[shown - 1] ?? ''}` : '';
  return (
    <div className="flex flex-col gap-2">
      <PracticeBoard
        fen={position.fen}
        orientation={sideToMove(fen)}
        lastMove={position.lastMove}
        disabled
        announcement={announcement}
      />
      {sans.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => setShown((n) => Math.max(0, n - 1))} disabled={shown === 0}>
            <ChevronLeftIcon width={16} height={16} />
            Back
          </Button>
          <Button
            variant="secondary"
            onClick={() => setShown((n) => Math.min(sans.length, n + 1))}
            disabled={shown >= sans.length}
          >
            Next move
            <ChevronRightIcon width={16} height={16} />
          </Button>
          <ol className="flex flex-wrap gap-1 text-sm" aria-label="Moves">
            {sans.map((san, i) => (
              <li key={`${i}-${san}`} className={i < shown ? 'font-semibold' : 'text-muted'}>
                {san}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

export function TheoryModuleView({ module }: { module: TheoryModule }) {
  return (
    <div className={`grid gap-4 ${module.fen ? 'lg:grid-cols-[minmax(0,440px)_1fr]' : ''}`}>
      {module.fen && <Diagram fen={module.fen} moves={module.moves ?? []} />}
      <div className="flex flex-col gap-3 leading-relaxed" data-testid="theory-text">
        {paragraphs(module.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </div>
  );
}
