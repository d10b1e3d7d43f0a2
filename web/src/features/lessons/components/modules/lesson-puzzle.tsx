// One library puzzle inside a lesson, played by the puzzle rules the puzzles page uses
// (lib/puzzles): the opponent's move, then the solver's moves against the line with the replies;
// a wrong move is taken back. A solve goes to POST /api/puzzles/{id}/attempt, which records it
// (timed by the server from its GET /api/puzzles/{id}); a visitor's first solve makes them an
// anonymous learner, whose record it joins.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';

import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button } from '@/components/ui/button';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { progressKeys } from '@/lib/progress-keys';
import type { Puzzle } from '@/lib/puzzles/puzzle';
import { judgeMove, positionAt, solutionRows } from '@/lib/puzzles/puzzle-line';
import { initialSession, sessionReducer } from '@/lib/puzzles/puzzle-session';
import { playSound } from '@/lib/sound/sound-manager';

import { postPuzzleAttempt } from '../../api/post-puzzle-attempt';
import { HINT_AFTER_WRONG } from '../../model/interactive-step';
import { MSG_CORRECT, MSG_NOT_RIGHT, destinationHint } from '../../model/practice';

export const OPPONENT_DELAY_MS = 600;
export const REPLY_DELAY_MS = 700;
export const SOLUTION_STEP_MS = 2_000;

export function LessonPuzzle({ puzzle, onSolved }: { puzzle: Puzzle; onSolved: (id: string) => void }) {
  const [session, dispatch] = useReducer(sessionReducer, puzzle.id, initialSession);
  const [announcement, setAnnouncement] = useState('');
  const [wrongHere, setWrongHere] = useState(0);
  // The coach panel (through the slot) hears each try.
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  const client = useQueryClient();
  const total = puzzle.moves.length;

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
    postPuzzleAttempt(puzzle.id, session.tries)
      .then(() => client.invalidateQueries({ queryKey: progressKeys.all }))
      .catch((e: unknown) => console.warn('recording the puzzle failed', e));
    // Once per solve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solvedHere]);

  const chess = positionAt(puzzle, session.ply);
  const solverTurn = session.ply % 2 === 1 && !session.solved && !session.showSolution;
  const expected = puzzle.moves[session.ply] ?? '';
  const last = session.ply > 0 ? puzzle.moves[session.ply - 1] : undefined;

  const onMove = (move: PracticeMove) => {
    if (!solverTurn) return;
    const judged = judgeMove(puzzle, session.ply, move.from, move.to, move.uci[4]);
    if (!judged) return;
    dispatch({ type: 'try', move: judged.uci, expected, isMate: judged.isMate, total });
    setCoachMove({ fen: chess.fen(), move: judged.uci, correct: judged.right, attempt: wrongHere + 1 });
    if (judged.right) {
      setWrongHere(0);
      playSound(judged.isCheck ? 'check' : 'move');
      setAnnouncement(`${move.san}: ${MSG_CORRECT}`);
    } else {
      setWrongHere((n) => n + 1);
      playSound('puzzleError');
      setAnnouncement(`${move.san}: ${MSG_NOT_RIGHT}`);
    }
  };

  const status = session.solved
    ? session.gaveUp
      ? 'Solution shown.'
      : 'Puzzle solved!'
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
        {wrongHere >= HINT_AFTER_WRONG && solverTurn && (
          <p className="rounded-lg border border-amber-500 bg-amber-500/10 p-2 text-sm">
            {destinationHint([expected])}
          </p>
        )}
        {session.showSolution && (
          <p className="text-sm" data-testid="lesson-puzzle-solution">
            {solutionRows(puzzle)
              .map((r) => `${r.number} ${r.moves.map((m) => m.san).join(' ')}`)
              .join(' ')}
          </p>
        )}
        <CoachSlot context="lesson" fen={chess.fen()} lastMove={coachMove} attempts={wrongHere} topic={puzzle.title} />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => dispatch({ type: 'showSolution' })}
            disabled={session.solved || session.showSolution || session.ply === 0}
          >
            Show Solution
          </Button>
        </div>
      </div>
    </div>
  );
}
