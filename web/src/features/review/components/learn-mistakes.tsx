import { Chess } from 'chess.js';
import { useMemo, useReducer, useState } from 'react';

import { ChessBoard, type BoardKey } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { legalDests, playUci } from '@/lib/chess';
import { tryMistakeMove, type Review } from '@/lib/reviews';

import { initialLearnState, learnableMoves, learnReducer, moveNumber } from '../model/review-model';

interface LearnMistakesProps {
  review: Review;
  onClose: () => void;
}

/**
 * "Learn from your mistakes": each mistake's position again, and the player looks for the better
 * move. The server judges every try (its engine, not the browser's copy of the rules).
 */
export function LearnMistakes({ review, onClose }: LearnMistakesProps) {
  const moves = useMemo(() => learnableMoves(review), [review]);
  const [state, dispatch] = useReducer(learnReducer, initialLearnState);
  const [error, setError] = useState<string | null>(null);
  const current = moves[state.index];
  const chess = useMemo(() => (current ? new Chess(current.fenBefore) : null), [current]);

  if (moves.length === 0) {
    return (
      <section aria-label="Learn from your mistakes" className="rounded-xl border border-line bg-surface p-4">
        <p>No mistakes to learn from in this game. Well played!</p>
        <Button variant="secondary" className="mt-3" onClick={onClose}>
          Back to the review
        </Button>
      </section>
    );
  }

  if (state.status === 'finished' || !current || !chess) {
    return (
      <section
        aria-label="Learn from your mistakes"
        className="rounded-xl border border-line bg-surface p-4"
        data-testid="learn-finished"
      >
        <p className="font-semibold">
          You went through all {moves.length} {moves.length === 1 ? 'mistake' : 'mistakes'}: {state.solved} found.
        </p>
        <div className="mt-3 flex gap-2">
          <Button onClick={() => dispatch({ type: 'restart' })}>Start again</Button>
          <Button variant="secondary" onClick={onClose}>
            Back to the review
          </Button>
        </div>
      </section>
    );
  }

  const colour = current.color;
  const onMove = (from: BoardKey, to: BoardKey, promotion?: string) => {
    const probe = new Chess(current.fenBefore);
    const played = playUci(probe, `${from}${to}${promotion ?? ''}`) ?? playUci(probe, `${from}${to}q`);
    if (!played) return;
    const uci = played.from + played.to + (played.promotion ?? '');
    setError(null);
    dispatch({ type: 'submit', san: played.san });
    tryMistakeMove(review.id, current.ply, uci)
      .then((result) => dispatch({ type: 'judged', correct: result.correct, san: result.san }))
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : 'Failed to check the move');
        dispatch({ type: 'failed' });
      });
  };
  const canMove = state.status === 'trying' || state.status === 'wrong';
  const best = current.bestMove;
  const shapes =
    state.status === 'revealed' || state.status === 'correct'
      ? best
        ? [{ orig: best.slice(0, 2) as BoardKey, dest: best.slice(2, 4) as BoardKey, brush: 'green' }]
        : []
      : [];

  return (
    <section
      aria-label="Learn from your mistakes"
      className="grid gap-4 md:grid-cols-[minmax(0,28rem)_1fr]"
      data-testid="learn-mistakes"
    >
      <ChessBoard
        fen={current.fenBefore}
        orientation={colour}
        turnColor={colour}
        movableColor={canMove ? colour : undefined}
        dests={canMove ? (legalDests(chess) as Map<BoardKey, BoardKey[]>) : new Map()}
        shapes={shapes}
        onMove={onMove}
        disabled={!canMove}
      />
      <div className="space-y-3">
        <p className="text-sm text-muted">
          Mistake {state.index + 1} of {moves.length}
        </p>
        <p className="font-semibold">
          You played {moveNumber(current)} {current.san}. Find a better move for{' '}
          {colour === 'white' ? 'White' : 'Black'}.
        </p>
        <div role="status" aria-live="polite" data-testid="learn-feedback">
          {state.status === 'checking' && <p className="text-muted">Checking {state.lastTry}…</p>}
          {state.status === 'wrong' && (
            <p className="text-orange-600">{state.lastTry} is not it. Not quite right. Try again!</p>
          )}
          {state.status === 'correct' && (
            <p className="font-semibold text-emerald-600">Correct! {state.lastTry} is a good move.</p>
          )}
          {state.status === 'revealed' && (
            <p>
              The better move was <span className="font-semibold">{current.bestSan}</span>.
            </p>
          )}
          {error && <p className="text-red-600">{error}</p>}
        </div>
        {current.explanation && (state.status === 'correct' || state.status === 'revealed') && (
          <p className="text-sm text-muted">{current.explanation}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {(state.status === 'correct' || state.status === 'revealed') && (
            <Button onClick={() => dispatch({ type: 'next', total: moves.length })}>
              {state.index + 1 < moves.length ? 'Next mistake' : 'Finish'}
            </Button>
          )}
          {canMove && (
            <Button variant="secondary" onClick={() => dispatch({ type: 'reveal' })}>
              Show the answer
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Back to the review
          </Button>
        </div>
      </div>
    </section>
  );
}
