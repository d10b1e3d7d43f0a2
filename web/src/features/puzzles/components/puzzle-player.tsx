// One puzzle on the board: the opponent's move is played, then each of the solver's moves is sent to
// the server (POST /api/puzzles/{id}/moves), which judges it against the line it keeps (any mate is
// right on the final move) and answers the opponent's reply; wrong moves are taken back with the
// escalating feedback (the server counts them and reveals nothing). The server ends the attempt at
// a solve, records it (XP, ratings, timed from its serving of the puzzle, the hints and wrong moves
// it counted) and only then reveals the solution; Show Solution asks it for the line and forfeits
// the XP. After the reveal the learner may keep trying: that practice is judged on the revealed
// line and records nothing.
// A visitor's first move or hint makes them an anonymous learner (lib/auth/learner), so every
// solve is the server's record; demo mode's moves go as a visitor's, recorded nowhere, and its
// hints come from the browser's engine.

import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { BoardKey, BoardShape, PromotionPiece } from '@/components/board/chess-board';
import { suggestionShapes } from '@/components/board/suggestion-shapes';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-errors';
import { useDemo, useLearnerId } from '@/lib/auth/account';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { findBestMove } from '@/lib/engine/best-move';
import { progressKeys } from '@/lib/progress-keys';
import type { AttemptResult } from '@/lib/puzzles/attempt-result';
import { postPuzzleMoves } from '@/lib/puzzles/post-puzzle-moves';
import { postPuzzleSolution } from '@/lib/puzzles/post-puzzle-solution';
import { lineLength, type Puzzle } from '@/lib/puzzles/puzzle';
import {
  knownLine,
  lineSan,
  positionAt,
  proposeMove,
  rightOnRevealedLine,
  sanOf,
  solutionRows,
  solverMovesBefore,
} from '@/lib/puzzles/puzzle-line';
import { themeName } from '@/lib/puzzles/theme-name';
import { refreshAfterChange } from '@/lib/query-client';
import { playSound } from '@/lib/sound/sound-manager';

import { getPuzzle } from '../api/get-puzzle';
import { postPuzzleHint } from '../api/post-puzzle-hint';
import {
  MAX_HINTS,
  MSG_NO_MORE_HINTS,
  correctFeedback,
  HINT_FROM_ATTEMPT,
  hintFor,
  hintFromServer,
  wrongMoveFeedback,
  type Feedback,
  type HintStep,
} from '../model/feedback';
import { isPerfect } from '../model/scoring';
import { PuzzleBoard, PuzzleFeedbackBanner } from './puzzle-feedback-banner';
import { usePuzzleTimeline } from './use-puzzle-timeline';

/** What a solve changes: the progress, the sets' counts and the theme dashboard. */
export const SOLVE_KEYS = [progressKeys.all, ['puzzle-sets'], ['puzzle-dashboard']] as const;

export interface PuzzlePlayerProps {
  puzzle: Puzzle;
  /** Rated mode (the rated page): the server rates every first attempt, in every mode alike. */
  rated?: boolean;
  onResult?: (result: AttemptResult) => void;
  onSolved?: () => void;
  onSkip?: () => void;
  /** What follows a solve, said in the solved panel ("The next puzzle opens in 2 seconds."). */
  afterSolve?: string;
}

export function PuzzlePlayer({ puzzle, onResult, onSolved, onSkip, afterSolve }: PuzzlePlayerProps) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [hintText, setHintText] = useState<string | null>(null);
  // The coach panel (features/coach, through the slot) is open by default; Coach toggles it.
  const [coachOpen, setCoachOpen] = useState(true);
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  const [shapes, setShapes] = useState<BoardShape[]>([]);
  // The server's answer when the attempt ended (a solve or Show Solution): the
  // recorded figures and the revealed solution.
  const [result, setResult] = useState<AttemptResult | null>(null);
  // The line as far as the server has answered it.
  const [answered, setAnswered] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const learner = useLearnerId();
  const demo = useDemo();
  const queryClient = useQueryClient();
  // A new puzzle starts with a clean screen; the timeline resets the session and the clock.
  useEffect(() => {
    setFeedback(null);
    setHintText(null);
    setCoachMove(null);
    setShapes([]);
    setResult(null);
    setAnswered([]);
    setPending(false);
    setError(null);
  }, [puzzle.id]);
  const { session, dispatch, seconds, restartClock } = usePuzzleTimeline(puzzle);
  // The solve is timed by the server from its serving of the puzzle to whoever has a record: ask
  // for it now (a set or the daily card listed it without starting the clock; "next" already did).
  // A visitor with no record yet is served nothing: looking creates no learner.
  const served = learner !== undefined;
  useEffect(() => {
    if (served) getPuzzle(puzzle.id).catch(() => undefined);
  }, [puzzle.id, served]);

  const total = lineLength(puzzle);
  // The revealed solution once the server sent it, unless the solver's own line is as long (a
  // solve, perhaps by another mate on the final move).
  const line = useMemo(
    () => knownLine(puzzle, result && answered.length < result.solution.length ? result.solution : answered),
    [puzzle, result, answered],
  );

  // The attempt ended on the server: its figures moved (only for what it judged).
  const ended = (r: AttemptResult) => {
    setResult(r);
    for (const queryKey of SOLVE_KEYS) void refreshAfterChange(queryClient, queryKey);
    onResult?.(r);
  };

  // Solved: sound, then the parent moves on.
  useEffect(() => {
    if (!session.solved || session.gaveUp) return;
    playSound('puzzleSolved');
    onSolved?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.solved]);

  const chess = useMemo(() => positionAt(puzzle, line, session.ply), [puzzle, line, session.ply]);
  const solverTurn = session.ply % 2 === 1 && !session.solved && !session.showSolution && !pending;
  const last = session.ply > 0 ? line[session.ply - 1] : undefined;

  const judged = (uci: string, right: boolean, isCheck: boolean, expected: string | undefined, hinted = false) => {
    dispatch({ type: 'try', move: uci, right, total });
    setCoachMove({ fen: chess.fen(), move: uci, correct: right, attempt: session.attempts + 1 });
    setShapes([]);
    setHintText(null);
    if (right) {
      setFeedback(correctFeedback());
      playSound(isCheck ? 'check' : 'move');
      return;
    }
    // The server counts the misses (also across a reload): its hint decides when the squares show.
    const misses = hinted ? Math.max(session.attempts + 1, HINT_FROM_ATTEMPT) : session.attempts + 1;
    const f = wrongMoveFeedback(misses, expected ?? '', expected !== undefined);
    setFeedback(f);
    playSound('puzzleError');
    if (f.notify) playSound('click');
    if (f.hint) setShapes([{ orig: f.hint.from as BoardKey, dest: f.hint.to as BoardKey, brush: 'green' }]);
  };

  const onMove = (from: BoardKey, to: BoardKey, promotion?: PromotionPiece) => {
    if (!solverTurn) return;
    const move = proposeMove(chess, from, to, promotion);
    if (!move) return;
    if (result) {
      // The line is revealed and the attempt recorded: practice, judged on the line.
      judged(move.uci, rightOnRevealedLine(line, session.ply, move), move.isCheck, line[session.ply]);
      return;
    }
    const ply = session.ply;
    setPending(true);
    postPuzzleMoves(puzzle.id, [...solverMovesBefore(line, ply), move.uci])
      .then((answer) => {
        if (answer.result === 'next' && answer.reply) setAnswered([...line.slice(1, ply), move.uci, answer.reply.uci]);
        if (answer.result === 'solved') setAnswered([...line.slice(1, ply), move.uci]);
        if (answer.attempt) ended(answer.attempt);
        // The move expected is known once solved, or named by the server after repeated misses.
        const expected = answer.attempt?.solution[ply - 1] ?? (answer.hint && answer.hint.from + answer.hint.to);
        judged(move.uci, answer.result !== 'wrong', move.isCheck, expected, answer.hint !== undefined);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to check the move'))
      .finally(() => setPending(false));
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setFeedback(null);
    setHintText(null);
    setShapes([]);
    restartClock();
  };

  const showSolution = () => {
    if (result) {
      dispatch({ type: 'showSolution' });
      return;
    }
    setPending(true);
    postPuzzleSolution(puzzle.id)
      .then((r) => {
        ended(r);
        dispatch({ type: 'showSolution' });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to show the solution'))
      .finally(() => setPending(false));
  };

  const showHint = (step: HintStep | null) => {
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

  const [hintPending, setHintPending] = useState(false);
  // The position when a hint's answer arrives: a hint for a position already left is dropped.
  const plyNow = useRef(session.ply);
  plyNow.current = session.ply;
  const hint = () => {
    if (!solverTurn) {
      setHintText(MSG_NO_MORE_HINTS);
      return;
    }
    const expected = line[session.ply];
    if (result && expected) {
      // The line is revealed: the hints are the page's own, as they count for nothing now.
      showHint(hintFor(session.hintsUsed + 1, expected, sanOf(chess, expected)));
      return;
    }
    if (hintPending) return;
    setHintPending(true);
    const position = session.ply;
    // Demo mode has no record on the server to count hints in, and the page has no line: the
    // browser's engine finds the move, and the hints climb in the server's words (demo mode earns
    // nothing, so there is nothing to forfeit). Otherwise the server counts the hint and answers
    // what it reveals.
    const next = demo
      ? findBestMove(chess.fen()).then((best) => (best ? hintFor(session.hintsUsed + 1, best.uci, best.san) : null))
      : postPuzzleHint(puzzle.id, solverMovesBefore(line, session.ply)).then(hintFromServer);
    next
      .then((h) => {
        if (plyNow.current === position) showHint(h);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 409) setHintText(MSG_NO_MORE_HINTS);
        else setError(e instanceof Error ? e.message : 'Failed to get hint');
      })
      .finally(() => setHintPending(false));
  };

  // The coach's suggested squares, drawn like the Hint button's.
  const showSuggestion = useCallback((squares: string[]) => setShapes(suggestionShapes(squares)), []);

  // Once the server revealed the line (a solve or Show Solution) it stays listed, through Reset and
  // until the next puzzle opens (issue 30): the solver's own line when they solved it (another
  // mate on the final move counts), else the server's.
  const solution = useMemo(() => (result ? solutionRows(puzzle, lineSan(puzzle, line)) : []), [puzzle, result, line]);

  return (
    <div
      className="grid gap-4 lg:grid-cols-[minmax(0,560px)_1fr]"
      data-testid="puzzle-player"
      data-puzzle-id={puzzle.id}
    >
      <div>
        <PuzzleBoard
          chess={chess}
          orientation={puzzle.orientation}
          movable={solverTurn}
          lastMove={last ? [last.slice(0, 2) as BoardKey, last.slice(2, 4) as BoardKey] : undefined}
          shapes={shapes}
          onMove={onMove}
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

        {feedback && <PuzzleFeedbackBanner feedback={feedback} />}
        {/* The result and the line right under the verdict, in view beside the board. */}
        {session.solved && !session.gaveUp && (
          <div className="rounded-lg border border-green-600 bg-green-600/10 p-3" data-testid="solved-panel">
            <p className="text-lg font-bold">Puzzle solved!</p>
            <p>
              <span data-testid="xp-earned">+{result ? result.xp : 0} XP</span>
            </p>
            <div className="flex gap-2">
              {isPerfect(session.attempts) && <span className="rounded bg-green-600 px-2 text-white">Perfect!</span>}
              {result?.speedBonus && <span className="rounded bg-amber-500 px-2 text-black">Speed Bonus!</span>}
            </div>
            {afterSolve && (
              <p className="mt-1 text-sm text-muted" data-testid="after-solve">
                {afterSolve}
              </p>
            )}
          </div>
        )}
        {result && (
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
        {hintText && (
          <p className="rounded-lg border border-line p-2 text-sm" data-testid="puzzle-hint">
            {hintText}
          </p>
        )}
        {coachOpen && (
          <CoachSlot
            context="puzzle"
            fen={chess.fen()}
            lastMove={coachMove}
            attempts={session.attempts}
            topic={themeName(puzzle.theme)}
            onSuggest={showSuggestion}
            verdictShown
          />
        )}

        <dl className="grid grid-cols-3 gap-2 rounded-lg border border-line p-3 text-center" aria-label="Progress">
          <div>
            <dt className="text-xs text-muted">Moves completed</dt>
            <dd data-testid="moves-completed">
              {session.movesCompleted} / {puzzle.solverMoves}
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
          <Button
            variant="secondary"
            onClick={showSolution}
            disabled={session.showSolution || session.solved || pending}
          >
            Show Solution
          </Button>
          <Button variant="secondary" onClick={() => setCoachOpen((open) => !open)} aria-pressed={coachOpen}>
            Coach
          </Button>
          <Button variant="secondary" onClick={hint} disabled={session.solved || hintPending}>
            Hint{session.hintsUsed > 0 ? ` (${MAX_HINTS - session.hintsUsed} left)` : ''}
          </Button>
          {onSkip && (
            <Button variant="ghost" onClick={onSkip}>
              Skip
            </Button>
          )}
        </div>

        {error && <p className="text-sm text-red-600">{error}</p>}
      </div>
    </div>
  );
}
