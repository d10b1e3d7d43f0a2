import { useEffect, useState } from 'react';

import { ChessBoard, type BoardKey, type BoardShape } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, SkipBackIcon, SkipForwardIcon } from '@/components/ui/icons';
import { CoachSlot } from '@/lib/coach-slot';
import type { MoveClass, Review } from '@/lib/reviews';

import { formatEval } from '../model/eval-graph';
import { CLASS_COLOURS, CLASS_LABELS, CLASS_SYMBOLS, isError, learnableMoves, moveNumber } from '../model/review-model';
import { EvalGraph } from './eval-graph';
import { LearnMistakes } from './learn-mistakes';
import { MoveList } from './move-list';

const SUMMARY_CLASSES: MoveClass[] = [
  'brilliant',
  'best',
  'excellent',
  'good',
  'book',
  'inaccuracy',
  'mistake',
  'blunder',
];

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function arrow(uci: string, brush: string): BoardShape {
  return { orig: uci.slice(0, 2) as BoardKey, dest: uci.slice(2, 4) as BoardKey, brush };
}

/** The engine at work: how many positions of the game it has looked at. */
export function ReviewProgress({ review }: { review: Review }) {
  const { analysed, total } = review.progress;
  const percent = total > 0 ? Math.round((analysed / total) * 100) : 0;
  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid="review-progress">
      <p className="mb-2 font-semibold">
        {review.status === 'queued' ? 'Waiting for the engine…' : 'The engine is reviewing your game…'}
      </p>
      <div
        role="progressbar"
        aria-label="Review progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={analysed}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full bg-accent transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {analysed} of {total} positions analysed
      </p>
    </div>
  );
}

/** A finished review: board, move list with classes, graph, the better move, and practice. */
export function ReviewView({ review }: { review: Review }) {
  const moves = review.moves ?? [];
  const [ply, setPly] = useState<number>(() => review.keyMoments?.[0] ?? 0);
  const [showLine, setShowLine] = useState(false);
  const [learning, setLearning] = useState(false);
  const move = ply > 0 ? moves[ply - 1] : undefined;
  const fen = move ? move.fen : (review.initialFen ?? START_FEN);
  // The move after this position, to show where the engine would have gone.
  const next = moves[ply];

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (learning || (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(e.target.tagName))) return;
      if (e.key === 'ArrowLeft') setPly((p) => Math.max(0, p - 1));
      if (e.key === 'ArrowRight') setPly((p) => Math.min(moves.length, p + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [learning, moves.length]);

  const select = (p: number) => {
    setPly(p);
    setShowLine(false);
  };

  if (learning) return <LearnMistakes review={review} onClose={() => setLearning(false)} />;

  const shapes: BoardShape[] = [];
  if (move && isError(move.class) && move.bestMove) {
    shapes.push(arrow(move.uci, 'red'), arrow(move.bestMove, 'green'));
  }
  const orientation = review.playerColor ?? 'white';
  const learnable = learnableMoves(review).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
        <span>
          <span className="font-semibold">{review.white || 'White'}</span> vs{' '}
          <span className="font-semibold">{review.black || 'Black'}</span> ({review.result})
        </span>
        {review.opening && (
          <span className="text-muted" data-testid="review-opening">
            {review.opening.eco} {review.opening.name}
          </span>
        )}
        <span data-testid="accuracy">
          Accuracy: White {review.accuracy?.white ?? '–'}% · Black {review.accuracy?.black ?? '–'}%
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,28rem)_1fr]">
        <div>
          <ChessBoard
            fen={fen}
            orientation={orientation}
            lastMove={move ? [move.uci.slice(0, 2) as BoardKey, move.uci.slice(2, 4) as BoardKey] : undefined}
            shapes={shapes}
            fitViewport
          />
          <div className="mt-2 flex justify-center gap-2">
            <Button variant="secondary" aria-label="First move" onClick={() => select(0)}>
              <SkipBackIcon width={18} height={18} />
            </Button>
            <Button variant="secondary" aria-label="Previous move" onClick={() => select(Math.max(0, ply - 1))}>
              <ChevronLeftIcon width={18} height={18} />
            </Button>
            <Button variant="secondary" aria-label="Next move" onClick={() => select(Math.min(moves.length, ply + 1))}>
              <ChevronRightIcon width={18} height={18} />
            </Button>
            <Button variant="secondary" aria-label="Last move" onClick={() => select(moves.length)}>
              <SkipForwardIcon width={18} height={18} />
            </Button>
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          {/* The graph and the summary sit beside the board (under it on a phone), not above it, so
              the board shows whole without scrolling (e2e/board-fold.spec.ts). */}
          <EvalGraph review={review} ply={ply} onSelect={select} />
          {review.summary && (
            // One row per kind of move, one column per side: it fits beside the board and on a phone.
            <table className="w-full max-w-sm text-sm" data-testid="review-summary">
              <thead>
                <tr className="text-muted">
                  <th className="text-left font-normal">Moves</th>
                  <th className="px-2 text-right font-semibold">{review.white || 'White'}</th>
                  <th className="px-2 text-right font-semibold">{review.black || 'Black'}</th>
                </tr>
              </thead>
              <tbody>
                {SUMMARY_CLASSES.map((c) => (
                  <tr key={c}>
                    <th className={`text-left font-normal ${CLASS_COLOURS[c]}`}>{CLASS_LABELS[c]}</th>
                    {(['white', 'black'] as const).map((side) => (
                      <td key={side} className="px-2 text-right tabular-nums" data-testid={`summary-${side}-${c}`}>
                        {review.summary?.[side][c] ?? 0}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="rounded-xl border border-line bg-surface p-4" data-testid="move-panel" aria-live="polite">
            {move ? (
              <>
                <p className="font-semibold">
                  {moveNumber(move)} {move.san}{' '}
                  <span className={CLASS_COLOURS[move.class]}>{CLASS_LABELS[move.class]}</span>{' '}
                  <span className="font-mono text-sm text-muted">{formatEval(move.eval)}</span>
                </p>
                {move.explanation && (
                  <p className="mt-2 text-sm" data-testid="move-explanation">
                    {move.explanation}
                  </p>
                )}
                {/* One sign convention for the score above, the explanation's and the graph's. */}
                <p className="mt-1 text-xs text-muted" data-testid="eval-sign">
                  Scores are from White&apos;s side: + means White is better.
                </p>
                {move.bestSan && move.uci !== move.bestMove && (
                  <div className="mt-2 text-sm">
                    <p>
                      Best was <span className="font-semibold">{move.bestSan}</span>.
                    </p>
                    {showLine ? (
                      <p className="font-mono" data-testid="best-line">
                        {move.bestLine.join(' ')}
                      </p>
                    ) : (
                      <Button variant="ghost" className="px-0" onClick={() => setShowLine(true)}>
                        Show the best line
                      </Button>
                    )}
                  </div>
                )}
              </>
            ) : (
              <p className="text-sm text-muted">
                Start of the game{next?.bestSan ? `. The engine would play ${next.bestSan}.` : '.'}
              </p>
            )}
          </div>
          {(review.keyMoments ?? []).length > 0 && (
            <nav aria-label="Key moments" className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">Key moments:</span>
              {(review.keyMoments ?? []).map((p) => {
                const m = moves[p - 1];
                return m ? (
                  <Button key={p} variant="secondary" className="px-2 py-1" onClick={() => select(p)}>
                    {moveNumber(m)} {m.san}
                    {CLASS_SYMBOLS[m.class] ?? ''}
                  </Button>
                ) : null;
              })}
            </nav>
          )}
          <MoveList moves={moves} ply={ply} onSelect={select} />
          <CoachSlot context="review" fen={fen} />
          {learnable > 0 && (
            <Button onClick={() => setLearning(true)} data-testid="learn-button">
              Learn from your mistakes ({learnable})
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
