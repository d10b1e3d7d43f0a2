import { useEffect, useReducer, useState, type Dispatch } from 'react';

import { lineLength, type Puzzle } from '@/lib/puzzles/puzzle';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from '@/lib/puzzles/puzzle-session';

import { SOLUTION_STEP_MS, elapsedSeconds } from '../model/scoring';

export const OPPONENT_DELAY_MS = 600;
export const REPLY_DELAY_MS = 700;
const CLOCK_REFRESH_MS = 250;

export interface PuzzleTimeline {
  session: SessionState;
  dispatch: Dispatch<SessionAction>;
  startedAt: number;
  /** Seconds on the puzzle's clock, stopped once the line is finished. */
  seconds: number;
  restartClock: () => void;
}

/**
 * The puzzle's session over time: it starts again when the puzzle changes and the opponent's first
 * move is played after a pause, the opponent answers each right move (the reply the server sent),
 * Show Solution plays the rest of the revealed line one move at a time, and the clock runs until
 * the line is finished.
 */
export function usePuzzleTimeline(puzzle: Puzzle): PuzzleTimeline {
  const [session, dispatch] = useReducer(sessionReducer, puzzle.id, initialSession);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    dispatch({ type: 'start', puzzleId: puzzle.id });
    setStartedAt(Date.now());
    const t = setTimeout(() => dispatch({ type: 'opponentPlayed' }), OPPONENT_DELAY_MS);
    return () => clearTimeout(t);
  }, [puzzle.id]);

  const total = lineLength(puzzle);
  const finished = session.solved || session.ply >= total;
  useEffect(() => {
    if (finished) return;
    const t = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(t);
  }, [finished]);

  // The opponent's reply after a right move.
  useEffect(() => {
    if (session.ply > 0 && session.ply % 2 === 0 && !session.solved && !session.showSolution && session.ply < total) {
      const t = setTimeout(() => dispatch({ type: 'reply' }), REPLY_DELAY_MS);
      return () => clearTimeout(t);
    }
  }, [session.ply, session.solved, session.showSolution, total]);

  // Show Solution plays the rest of the line, one move every 2 s.
  useEffect(() => {
    if (!session.showSolution || session.ply >= total) return;
    const t = setTimeout(() => dispatch({ type: 'solutionStep', total }), SOLUTION_STEP_MS);
    return () => clearTimeout(t);
  }, [session.showSolution, session.ply, total]);

  const restartClock = () => {
    const t = Date.now();
    setStartedAt(t);
    setNow(t);
  };

  return { session, dispatch, startedAt, seconds: elapsedSeconds(startedAt, now), restartClock };
}
