// One puzzle on the board: the opponent's move is played, then the solver's moves are checked
// against the line (any mate is right on the final move), wrong moves are taken back with the
// escalating feedback, and the server checks the finished attempt, awards XP and rates it.

import { Chess } from 'chess.js';
import { Fragment, useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { ChessBoard, type BoardKey, type BoardShape, type PromotionPiece } from '@/components/board/chess-board';
import { Button } from '@/components/ui/button';
import { useAuthStore, isDemoToken } from '@/lib/auth/auth-store';
import { legalDests, moveRows } from '@/lib/chess';
import type { Puzzle } from '@/lib/puzzles/puzzle';
import { themeName } from '@/lib/puzzles/theme-name';
import { playSound } from '@/lib/sound/sound-manager';

import { postPuzzleAttempt } from '../api/post-puzzle-attempt';
import type { AttemptResult } from '../api/types';
import {
  MAX_HINTS,
  MSG_NO_MORE_HINTS,
  coachAdvice,
  correctFeedback,
  hintFor,
  wrongMoveFeedback,
  type Feedback,
} from '../model/feedback';
import { loadProgress, recordResult, saveProgress } from '../model/progress-store';
import { initialSession, sessionReducer } from '../model/puzzle-session';
import { SOLUTION_STEP_MS, elapsedSeconds, hasSpeedBonus, isPerfect, puzzleXp } from '../model/scoring';

const OPPONENT_DELAY_MS = 600;
const REPLY_DELAY_MS = 700;

export function useSignedIn(): boolean {
  return useAuthStore((s) => s.isAuthenticated && !!s.token && !isDemoToken(s.token) && s.user?.role !== 'guest');
}

function positionAt(puzzle: Puzzle, ply: number): Chess {
  const chess = new Chess(puzzle.fen);
  for (const m of puzzle.moves.slice(0, ply)) {
    chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  }
  return chess;
}

/** `uci` in `chess` for people (Nf3), or undefined when it is not legal there. */
function sanOf(chess: Chess, uci: string): string | undefined {
  try {
    return new Chess(chess.fen()).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
  } catch {
    return undefined;
  }
}

/** The solution in SAN, numbered by full move from the position the solver faces. */
function solutionRows(puzzle: Puzzle) {
  const chess = positionAt(puzzle, 1);
  const [, , turn, , , fullmove] = chess.fen().split(' ');
  const sans = puzzle.solution.map((m) => chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] }).san);
  return moveRows(sans, Number(fullmove), turn === 'b' ? 'b' : 'w');
}

export interface PuzzlePlayerProps {
  puzzle: Puzzle;
  /** Rated mode: the first wrong move already counts as a failed attempt. */
  rated?: boolean;
  onResult?: (result: AttemptResult) => void;
  onSolved?: () => void;
  onSkip?: () => void;
}

export function PuzzlePlayer({ puzzle, rated = false, onResult, onSolved, onSkip }: PuzzlePlayerProps) {
  const [session, dispatch] = useReducer(sessionReducer, puzzle.id, initialSession);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [hintText, setHintText] = useState<string | null>(null);
  const [coachText, setCoachText] = useState<string | null>(null);
  const [shapes, setShapes] = useState<BoardShape[]>([]);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const posted = useRef(false);
  const signedIn = useSignedIn();

  // State resets when the puzzle id changes.
  useEffect(() => {
    dispatch({ type: 'start', puzzleId: puzzle.id });
    setFeedback(null);
    setHintText(null);
    setCoachText(null);
    setShapes([]);
    setResult(null);
    setError(null);
    posted.current = false;
    setStartedAt(Date.now());
    const t = setTimeout(() => dispatch({ type: 'opponentPlayed' }), OPPONENT_DELAY_MS);
    return () => clearTimeout(t);
  }, [puzzle.id]);

  const finished = session.solved || session.ply >= puzzle.moves.length;
  useEffect(() => {
    if (finished) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [finished]);
  const seconds = elapsedSeconds(startedAt, now);

  // The opponent's reply after a right move.
  useEffect(() => {
    if (session.ply > 0 && session.ply % 2 === 0 && !session.solved && !session.showSolution && session.ply < puzzle.moves.length) {
      const t = setTimeout(() => dispatch({ type: 'reply' }), REPLY_DELAY_MS);
      return () => clearTimeout(t);
    }
  }, [session.ply, session.solved, session.showSolution, puzzle.moves.length]);

  // Show Solution plays the rest of the line, one move every 2 s.
  useEffect(() => {
    if (!session.showSolution || session.ply >= puzzle.moves.length) return;
    const t = setTimeout(() => dispatch({ type: 'solutionStep', total: puzzle.moves.length }), SOLUTION_STEP_MS);
    return () => clearTimeout(t);
  }, [session.showSolution, session.ply, puzzle.moves.length]);

  const send = (tries: string[], done: boolean) => {
    if (posted.current) return;
    posted.current = true;
    const progress = loadProgress();
    postPuzzleAttempt(puzzle.id, {
      moves: tries,
      timeMs: Date.now() - startedAt,
      hintsUsed: session.hintsUsed,
      rating: signedIn ? undefined : progress.rating,
    })
      .then((r) => {
        const next = recordResult(loadProgress(), puzzle.id, r.solved && done);
        if (!signedIn && r.playerRating && r.rated) {
          next.rating = {
            rating: r.playerRating.after,
            ratingDeviation: r.playerRating.ratingDeviation,
            volatility: r.playerRating.volatility ?? next.rating.volatility,
          };
        }
        saveProgress(next);
        if (done) setResult(r);
        onResult?.(r);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to save the attempt'));
  };

  // Solved: sound, the server's verdict, then the parent moves on.
  useEffect(() => {
    if (!session.solved || session.gaveUp) return;
    playSound('puzzleSolved');
    if (!posted.current) send(session.tries, true);
    else {
      const next = recordResult(loadProgress(), puzzle.id, true);
      saveProgress(next);
      setResult({
        puzzleId: puzzle.id,
        correct: true,
        solved: true,
        mistakes: session.attempts,
        firstTry: false,
        rated: false,
        xp: puzzleXp(session.attempts, seconds),
        perfect: false,
        speedBonus: hasSpeedBonus(seconds),
        playerRating: null,
        puzzleRating: null,
        solution: puzzle.solution,
      });
    }
    onSolved?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.solved]);

  const chess = useMemo(() => positionAt(puzzle, session.ply), [puzzle, session.ply]);
  const solverTurn = session.ply % 2 === 1 && !session.solved && !session.showSolution;
  const expected = puzzle.moves[session.ply] ?? '';
  const last = session.ply > 0 ? puzzle.moves[session.ply - 1] : undefined;

  const onMove = (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => {
    if (!solverTurn) return;
    const piece = chess.get(from as Parameters<Chess['get']>[0]);
    const promotes = piece?.type === 'p' && (to[1] === '8' || to[1] === '1');
    const uci = `${from}${to}${promotes ? (promotion ?? 'q') : ''}`;
    const copy = new Chess(chess.fen());
    let isMate = false;
    try {
      copy.move({ from, to, promotion: promotes ? (promotion ?? 'q') : undefined });
      isMate = copy.isCheckmate();
    } catch {
      return;
    }
    const isFinal = session.ply === puzzle.moves.length - 1;
    const right = uci === expected || (isFinal && isMate);
    dispatch({ type: 'try', move: uci, expected, isMate, total: puzzle.moves.length });
    setShapes([]);
    setHintText(null);
    if (right) {
      setFeedback(correctFeedback());
      playSound(copy.isCheck() ? 'check' : 'move');
    } else {
      const f = wrongMoveFeedback(session.attempts + 1, expected);
      setFeedback(f);
      playSound('puzzleError');
      if (f.notify) playSound('click');
      if (f.hint) setShapes([{ orig: f.hint.from as BoardKey, dest: f.hint.to as BoardKey, brush: 'green' }]);
      if (rated && !posted.current) send([...session.tries, uci], false);
    }
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setFeedback(null);
    setHintText(null);
    setShapes([]);
    setStartedAt(Date.now());
    setNow(Date.now());
  };

  const hint = () => {
    const n = session.hintsUsed + 1;
    const step = solverTurn ? hintFor(n, expected, sanOf(chess, expected)) : null;
    if (!step) {
      setHintText(MSG_NO_MORE_HINTS);
      return;
    }
    dispatch({ type: 'hint' });
    setHintText(step.message);
    setShapes(
      step.squares.length === 2
        ? [{ orig: step.squares[0] as BoardKey, dest: step.squares[1] as BoardKey, brush: 'blue' }]
        : [{ orig: step.squares[0] as BoardKey, brush: 'blue' }],
    );
  };

  const solverMoves = Math.ceil(puzzle.solution.length / 2);
  const solution = useMemo(() => solutionRows(puzzle), [puzzle]);
  const banner =
    feedback?.type === 'success'
      ? 'border-green-600 bg-green-600/10'
      : feedback?.type === 'hint'
        ? 'border-amber-500 bg-amber-500/10'
        : 'border-red-600 bg-red-600/10';

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,560px)_1fr]" data-testid="puzzle-player" data-puzzle-id={puzzle.id}>
      <div>
        <ChessBoard
          fen={chess.fen()}
          orientation={puzzle.orientation}
          turnColor={chess.turn() === 'w' ? 'white' : 'black'}
          movableColor={solverTurn ? puzzle.orientation : undefined}
          dests={solverTurn ? (legalDests(chess) as Map<BoardKey, BoardKey[]>) : new Map()}
          lastMove={last ? [last.slice(0, 2) as BoardKey, last.slice(2, 4) as BoardKey] : undefined}
          check={chess.inCheck() ? (chess.turn() === 'w' ? 'white' : 'black') : false}
          shapes={shapes}
          onMove={onMove}
          isPromotion={(from, to) => {
            const p = chess.get(from as Parameters<Chess['get']>[0]);
            return p?.type === 'p' && (to[1] === '8' || to[1] === '1');
          }}
          choosePromotion
        />
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <h2 className="text-xl font-bold" data-testid="puzzle-title">
            {puzzle.title}
          </h2>
          <p className="text-muted">{puzzle.description}</p>
          <p className="mt-1 text-sm">
            Rating <span data-testid="puzzle-rating">{puzzle.rating}</span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Themes">
            {puzzle.tags.map((t) => (
              <li key={t} className="rounded bg-surface-2 px-2 py-0.5 text-xs">
                {themeName(t)}
              </li>
            ))}
          </ul>
        </div>

        {feedback && (
          <div role="status" data-testid="puzzle-feedback" data-type={feedback.type} className={`rounded-lg border p-3 ${banner}`}>
            <p className="font-semibold">{feedback.message}</p>
            {feedback.encouragement && <p className="text-sm">{feedback.encouragement}</p>}
          </div>
        )}
        {hintText && (
          <p className="rounded-lg border border-line p-2 text-sm" data-testid="puzzle-hint">
            {hintText}
          </p>
        )}
        {coachText && (
          <p className="rounded-lg border border-line p-2 text-sm" data-testid="puzzle-coach">
            Coach: {coachText}
          </p>
        )}

        <dl className="grid grid-cols-3 gap-2 rounded-lg border border-line p-3 text-center" aria-label="Progress">
          <div>
            <dt className="text-xs text-muted">Moves completed</dt>
            <dd data-testid="moves-completed">
              {session.movesCompleted} / {solverMoves}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Attempts</dt>
            <dd data-testid="attempts">{session.attempts}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Seconds</dt>
            <dd data-testid="seconds">{seconds}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'showSolution' })} disabled={session.showSolution || session.solved}>
            Show Solution
          </Button>
          <Button variant="secondary" onClick={() => setCoachText(coachAdvice(session.attempts, puzzle.theme))}>
            Coach
          </Button>
          <Button variant="secondary" onClick={hint} disabled={session.solved}>
            Hint{session.hintsUsed > 0 ? ` (${MAX_HINTS - session.hintsUsed} left)` : ''}
          </Button>
          {onSkip && (
            <Button variant="ghost" onClick={onSkip}>
              Skip
            </Button>
          )}
        </div>

        {session.showSolution && (
          <ol className="flex flex-col gap-0.5" data-testid="solution-list" aria-label="Solution">
            {solution.map((row) => (
              <li key={row.number}>
                <span className="text-muted">{row.number}</span>
                {row.moves.map((m) => (
                  <Fragment key={m.index}>
                    {' '}
                    <span className={m.index < session.ply - 1 ? 'font-semibold' : 'text-muted'}>{m.san}</span>
                  </Fragment>
                ))}
              </li>
            ))}
          </ol>
        )}

        {session.solved && !session.gaveUp && (
          <div className="rounded-lg border border-green-600 bg-green-600/10 p-3" data-testid="solved-panel">
            <p className="text-lg font-bold">Puzzle solved!</p>
            <p>
              <span data-testid="xp-earned">+{result ? result.xp : puzzleXp(session.attempts, seconds)} XP</span>
            </p>
            <div className="flex gap-2">
              {isPerfect(session.attempts) && <span className="rounded bg-green-600 px-2 text-white">Perfect!</span>}
              {hasSpeedBonus(seconds) && <span className="rounded bg-amber-500 px-2 text-black">Speed Bonus!</span>}
            </div>
          </div>
        )}
        {error && <p className="text-sm text-red-600">{error}</p>}
      </div>
    </div>
  );
}
