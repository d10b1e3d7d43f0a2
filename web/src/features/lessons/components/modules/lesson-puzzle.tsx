// One library puzzle inside a lesson, played by the puzzle rules the puzzles page uses
// (lib/puzzles): the opponent's move, then each solver move is judged by the server (POST
// /api/puzzles/{id}/moves), which answers the reply; a wrong move is taken back and counted by the
// server, which reveals nothing. It records the attempt at a solve (timed from its GET
// /api/puzzles/{id}) and then reveals the line; Show Solution asks it for the line (POST
// /api/puzzles/{id}/solution). A
// visitor's first move makes them an anonymous learner, whose record it joins.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { progressKeys } from '@/lib/progress-keys';
import type { AttemptResult } from '@/lib/puzzles/attempt-result';
import { postPuzzleMoves } from '@/lib/puzzles/post-puzzle-moves';
import { postPuzzleSolution } from '@/lib/puzzles/post-puzzle-solution';
import { lineLength, type Puzzle } from '@/lib/puzzles/puzzle';
import {
  knownLine,
  positionAt,
  proposeMove,
  rightOnRevealedLine,
  solutionRows,
  solverMovesBefore,
} from '@/lib/puzzles/puzzle-line';
import { initialSession, sessionReducer } from '@/lib/puzzles/puzzle-session';
import { refreshAfterChange } from '@/lib/query-client';
import { playSound } from '@/lib/sound/sound-manager';

import { HINT_AFTER_WRONG } from '../../model/interactive-step';
import { MSG_CORRECT, MSG_NOT_RIGHT, destinationHint } from '../../model/practice';

export const OPPONENT_DELAY_MS = 600;
export const REPLY_DELAY_MS = 700;
export const SOLUTION_STEP_MS = 2_000;

export function LessonPuzzle({
  puzzle,
  onSolved,
  onGaveUp,
}: {
  puzzle: Puzzle;
  onSolved: (id: string) => void;
  /** Show Solution ended the attempt unsolved: the lesson counts the puzzle as skipped. */
  onGaveUp?: (id: string) => void;
}) {
  const [session, dispatch] = useReducer(sessionReducer, puzzle.id, initialSession);
  const [announcement, setAnnouncement] = useState('');
  const [wrongHere, setWrongHere] = useState(0);
  // The squares of the move expected, which the server names after repeated misses.
  const [hinted, setHinted] = useState<string | null>(null);
  // The coach panel (through the slot) hears each try.
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  // The line as far as the server answered it, and the attempt's end with the revealed line.
  const [answered, setAnswered] = useState<string[]>([]);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [pending, setPending] = useState(false);
  const client = useQueryClient();
  const total = lineLength(puzzle);
  const line = useMemo(
    () => knownLine(puzzle, result && answered.length < result.solution.length ? result.solution : answered),
    [puzzle, result, answered],
  );

  useEffect(() => {
    const t = setTimeout(() => dispatch({ type: 'opponentPlayed' }), OPPONENT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  useEffect(() => {
    if (session.ply > 0 && session.ply % 2 === 0 && !session.solved && !session.showSolution && session.ply < total) {
      const t = setTimeout(() => dispatch({ type: 'reply' }), REPLY_DELAY_MS);
      return () => clearTimeout(t);
    }
  }, [session.ply, session.solved, session.showSolution, total]);
  useEffect(() => {
    if (!session.showSolution || session.ply >= total) return;
    const t = setTimeout(() => dispatch({ type: 'solutionStep', total }), SOLUTION_STEP_MS);
    return () => clearTimeout(t);
  }, [session.showSolution, session.ply, total]);

  const solvedHere = session.solved && !session.gaveUp;
  useEffect(() => {
    if (!solvedHere) return;
    playSound('puzzleSolved');
    onSolved(puzzle.id);
    // Once per solve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solvedHere]);

  const ended = (r: AttemptResult) => {
    setResult(r);
    void refreshAfterChange(client, progressKeys.all);
  };

  const chess = positionAt(puzzle, line, session.ply);
  const solverTurn = session.ply % 2 === 1 && !session.solved && !session.showSolution && !pending;
  const expected = line[session.ply] ?? '';
  const last = session.ply > 0 ? line[session.ply - 1] : undefined;

  const judged = (move: PracticeMove, uci: string, right: boolean, isCheck: boolean) => {
    dispatch({ type: 'try', move: uci, right, total });
    setCoachMove({ fen: chess.fen(), move: uci, correct: right, attempt: wrongHere + 1 });
    if (right) {
      setWrongHere(0);
      playSound(isCheck ? 'check' : 'move');
      setAnnouncement(`${move.san}: ${MSG_CORRECT}`);
    } else {
      setWrongHere((n) => n + 1);
      playSound('puzzleError');
      setAnnouncement(`${move.san}: ${MSG_NOT_RIGHT}`);
    }
  };

  const onMove = (move: PracticeMove) => {
    if (!solverTurn) return;
    const proposed = proposeMove(chess, move.from, move.to, move.uci[4]);
    if (!proposed) return;
    if (result) {
      // Revealed and recorded: practice on the line, recorded nowhere.
      judged(move, proposed.uci, rightOnRevealedLine(line, session.ply, proposed), proposed.isCheck);
      return;
    }
    const ply = session.ply;
    setPending(true);
    postPuzzleMoves(puzzle.id, [...solverMovesBefore(line, ply), proposed.uci])
      .then((answer) => {
        if (answer.result === 'next' && answer.reply)
          setAnswered([...line.slice(1, ply), proposed.uci, answer.reply.uci]);
        if (answer.result === 'solved') setAnswered([...line.slice(1, ply), proposed.uci]);
        if (answer.attempt) ended(answer.attempt);
        setHinted(answer.hint ? answer.hint.from + answer.hint.to : null);
        judged(move, proposed.uci, answer.result !== 'wrong', proposed.isCheck);
      })
      .catch((e: unknown) => console.warn('checking the puzzle move failed', e))
      .finally(() => setPending(false));
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
        onGaveUp?.(puzzle.id);
      })
      .catch((e: unknown) => console.warn('showing the solution failed', e))
      .finally(() => setPending(false));
  };

  // Show Solution lists the line at once: from then on the status says so, not "Watch the move…".
  const status = session.showSolution
    ? 'Solution shown.'
    : session.solved
      ? 'Puzzle solved!'
      : solverTurn
        ? `${chess.turn() === 'w' ? 'White' : 'Black'} to move: find the best move.`
        : 'Watch the move…';
  return (
    <div
      className="grid gap-4 lg:grid-cols-[minmax(0,440px)_1fr]"
      data-testid="lesson-puzzle"
      data-puzzle-id={puzzle.id}
    >
      <PracticeBoard
        fen={chess.fen()}
        orientation={puzzle.orientation}
        lastMove={last ? [last.slice(0, 2), last.slice(2, 4)] : undefined}
        disabled={!solverTurn}
        onMove={onMove}
        announcement={announcement}
      />
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">Rating {puzzle.rating}</p>
        <p
          className={`font-semibold ${solvedHere ? 'text-green-700 dark:text-green-400' : ''}`}
          data-testid="lesson-puzzle-status"
        >
          {status}
        </p>
        {wrongHere > 0 && solverTurn && (
          <p className="rounded-lg border border-red-600 bg-red-600/10 p-2 text-sm font-semibold">{MSG_NOT_RIGHT}</p>
        )}
        {wrongHere >= HINT_AFTER_WRONG && solverTurn && (expected || hinted) && (
          <p
            className="rounded-lg border border-amber-500 bg-amber-500/10 p-2 text-sm"
            data-testid="lesson-puzzle-hint"
          >
            {destinationHint([expected || hinted || ''])}
          </p>
        )}
        {session.showSolution && result && (
          <p className="text-sm" data-testid="lesson-puzzle-solution">
            {solutionRows(puzzle, result.solutionSan)
              .map((r) => `${r.number} ${r.moves.map((m) => m.san).join(' ')}`)
              .join(' ')}
          </p>
        )}
        <CoachSlot context="lesson" fen={chess.fen()} lastMove={coachMove} attempts={wrongHere} topic={puzzle.title} />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={showSolution}
            disabled={session.solved || session.showSolution || session.ply === 0 || pending}
          >
            Show Solution
          </Button>
        </div>
      </div>
    </div>
  );
}
