// 'Practice on the Board': each position's task on a board; a right move shows why it works, a
// wrong one is taken back ('Not quite right. Try a different move'), and from the second wrong
// try a hint names where the right moves go. Every try is kept for the lesson's score.

import { useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { positionAfter, sideToMove } from '@/lib/chess';
import { CoachSlot } from '@/lib/coach-slot';
import { playSound } from '@/lib/sound/sound-manager';

import type { InteractiveModule } from '../../api/schemas';
import { HINT_AFTER_WRONG } from '../../model/interactive-step';
import { MSG_CORRECT, MSG_NOT_RIGHT, destinationHint } from '../../model/practice';
import { paragraphs } from './theory-module';

interface PracticeModuleProps {
  module: InteractiveModule;
  /** Tries so far, by position. */
  tries: string[][];
  solved: boolean[];
  onTry: (position: number, move: string, correct: boolean) => void;
}

export function PracticeModuleView({ module, tries, solved, onTry }: PracticeModuleProps) {
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const position = module.positions[current];
  if (!position) return <p>{paragraphs(module.content).join(' ')}</p>;
  const done = solved[current] === true;
  const tried = tries[current] ?? [];
  const wrong = tried.filter((m) => !position.accepted.includes(m)).length;
  const lastRight = done ? tried.find((m) => position.accepted.includes(m)) : undefined;
  const shown = lastRight ? positionAfter(position.fen, [lastRight], 1) : undefined;

  const onMove = (move: PracticeMove) => {
    if (done) return;
    const right = position.accepted.includes(move.uci);
    onTry(current, move.uci, right);
    playSound(right ? 'move' : 'puzzleError');
    if (right) setAnnouncement(`${move.san}: ${MSG_CORRECT} ${position.explanation}`);
    else {
      const hint = wrong + 1 >= HINT_AFTER_WRONG ? ` ${destinationHint(position.accepted)}` : '';
      setAnnouncement(`${move.san}: ${MSG_NOT_RIGHT}.${hint}`);
    }
  };

  const last = tried[tried.length - 1];
  return (
    <div className="flex flex-col gap-3">
      {paragraphs(module.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,440px)_1fr]">
        <PracticeBoard
          fen={shown?.fen ?? position.fen}
          orientation={sideToMove(position.fen)}
          lastMove={shown?.lastMove}
          disabled={done}
          onMove={onMove}
          announcement={announcement}
        />
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted" data-testid="position-counter">
            Position {current + 1} of {module.positions.length}
          </p>
          <p className="font-semibold" data-testid="position-task">
            {position.task}
          </p>
          {done ? (
            <div
              className="rounded-lg border border-green-600 bg-green-600/10 p-3"
              data-testid="position-feedback"
              data-result="correct"
            >
              <p className="font-semibold">{MSG_CORRECT}</p>
              <p className="text-sm">{position.explanation}</p>
            </div>
          ) : (
            last !== undefined && (
              <p
                className="rounded-lg border border-red-600 bg-red-600/10 p-3 font-semibold"
                data-testid="position-feedback"
                data-result="wrong"
              >
                {MSG_NOT_RIGHT}
              </p>
            )
          )}
          {!done && wrong >= HINT_AFTER_WRONG && (
            <p className="rounded-lg border border-amber-500 bg-amber-500/10 p-3 text-sm" data-testid="position-hint">
              {destinationHint(position.accepted)}
            </p>
          )}
          <CoachSlot
            context="lesson"
            fen={shown?.fen ?? position.fen}
            lastMove={
              last === undefined
                ? null
                : { fen: position.fen, move: last, correct: position.accepted.includes(last), attempt: tried.length }
            }
            attempts={wrong}
            topic={module.title}
          />
          <div className="mt-auto flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setCurrent((c) => c - 1)} disabled={current === 0}>
              Previous position
            </Button>
            <Button
              variant={done ? 'primary' : 'secondary'}
              onClick={() => setCurrent((c) => c + 1)}
              disabled={current >= module.positions.length - 1}
            >
              Next position
            </Button>
          </div>
          <p className="text-sm text-muted">
            Solved {solved.filter(Boolean).length} of {module.positions.length}
          </p>
        </div>
      </div>
    </div>
  );
}
