// Help on any board where the player moves: runs the help state machine of
// help-state.ts against the clock and the engine's best move, and turns each hint into a message
// and square highlights for the board widget.

import { useEffect, useReducer, useRef, useState } from 'react';

import { findBestMove, type BestMove } from '@/lib/engine/best-move';

import type { BoardKey, SquareHighlight } from './chess-board';
import {
  HINT_MESSAGE_MS,
  HINT_SQUARE_MS,
  HINTS_PER_POSITION,
  TARGET_HIGHLIGHT_DELAY_MS,
  helpAvailable,
  helpReducer,
  hintFor,
  initialHelp,
  type Hint,
} from './help-state';

export interface UseHelpOptions {
  fen: string;
  /** The countdown runs and hints can be asked for only while true (the player's turn). */
  active: boolean;
  /** The best move of a position; default: the engine (browser, then server). */
  findBest?: (fen: string) => Promise<BestMove | null>;
}

export interface HelpView {
  /** Seconds until help is available for this position. */
  countdown: number;
  available: boolean;
  hintsLeft: number;
  /** Waiting for the engine. */
  pending: boolean;
  /** The last hint's text, shown for HINT_MESSAGE_MS. */
  message: string | null;
  /** Squares to highlight on the board, each shown for HINT_SQUARE_MS. */
  highlights: SquareHighlight[];
  requestHint: () => void;
}

type Timer = ReturnType<typeof setTimeout>;

function clearTimers(list: Timer[]) {
  for (const t of list) clearTimeout(t);
  list.length = 0;
}

export function useHelp({ fen, active, findBest = findBestMove }: UseHelpOptions): HelpView {
  const [state, dispatch] = useReducer(helpReducer, fen, initialHelp);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [highlights, setHighlights] = useState<SquareHighlight[]>([]);
  // Cleared in place, never replaced.
  const timers = useRef<Timer[]>([]);
  const fenRef = useRef(fen);
  // One engine search per position, reused by all five hints.
  const best = useRef<{ fen: string; move: Promise<BestMove | null> } | null>(null);

  // Until the reset below has run, a new position already reads as fresh.
  const current = state.fen === fen ? state : initialHelp(fen);

  // A new position: the counter, the countdown and whatever was shown start over.
  useEffect(() => {
    fenRef.current = fen;
    dispatch({ type: 'position', fen });
    clearTimers(timers.current);
    setMessage(null);
    setHighlights([]);
    setPending(false);
  }, [fen]);

  useEffect(() => {
    const list = timers.current;
    return () => clearTimers(list);
  }, []);

  const ticking = active && current.countdown > 0;
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => dispatch({ type: 'tick' }), 1_000);
    return () => clearInterval(t);
  }, [ticking, fen]);

  const show = (hint: Hint | { message: string }) => {
    clearTimers(timers.current);
    setMessage(hint.message);
    timers.current.push(setTimeout(() => setMessage(null), HINT_MESSAGE_MS));
    if (!('highlightFrom' in hint)) {
      setHighlights([]);
      return;
    }
    const from: SquareHighlight = { square: hint.highlightFrom as BoardKey, color: 'suggest', animation: 'pulse' };
    setHighlights([from]);
    let shownFor = HINT_SQUARE_MS;
    if (hint.highlightTo) {
      const to: SquareHighlight = { square: hint.highlightTo as BoardKey, color: 'good' };
      timers.current.push(setTimeout(() => setHighlights([from, to]), TARGET_HIGHLIGHT_DELAY_MS));
      shownFor += TARGET_HIGHLIGHT_DELAY_MS;
    }
    timers.current.push(setTimeout(() => setHighlights([]), shownFor));
  };

  const available = active && helpAvailable(current);
  const requestHint = () => {
    if (!available || pending) return;
    const position = fen;
    const n = current.hintsUsed + 1;
    if (best.current?.fen !== position) best.current = { fen: position, move: findBest(position) };
    const search = best.current.move;
    setPending(true);
    search
      .then((move) => {
        if (fenRef.current !== position) return;
        dispatch({ type: 'use' });
        show(hintFor(n, move));
      })
      .catch((error: unknown) => {
        if (fenRef.current !== position) return;
        // Another press may try again.
        if (best.current?.move === search) best.current = null;
        show({ message: error instanceof Error && error.message ? error.message : 'Failed to get hint' });
      })
      .finally(() => {
        if (fenRef.current === position) setPending(false);
      });
  };

  return {
    countdown: current.countdown,
    available,
    hintsLeft: HINTS_PER_POSITION - current.hintsUsed,
    pending,
    message,
    highlights,
    requestHint,
  };
}
