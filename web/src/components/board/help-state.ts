// Help: a 10-second countdown on each new position, then help is available; each
// press uses one of 5 hints. Hints 1-2 highlight the source square with vague text, 3-4 also the
// target after 0.5 s, hint 5 gives the best move in full. Resets when the position changes.

export const HINTS_PER_POSITION = 5;
export const HELP_COUNTDOWN_S = 10;
export const TARGET_HIGHLIGHT_DELAY_MS = 500;
export const HINT_SQUARE_MS = 2_000;
export const HINT_MESSAGE_MS = 3_000;
export const NO_MOVES_MESSAGE = 'No moves available!';
export const HELP_AVAILABLE = 'Help is available';

export interface HelpState {
  fen: string;
  countdown: number;
  hintsUsed: number;
}

export type HelpEvent = { type: 'position'; fen: string } | { type: 'tick' } | { type: 'use' };

export function initialHelp(fen: string): HelpState {
  return { fen, countdown: HELP_COUNTDOWN_S, hintsUsed: 0 };
}

export function helpReducer(state: HelpState, event: HelpEvent): HelpState {
  switch (event.type) {
    case 'position':
      return event.fen === state.fen ? state : initialHelp(event.fen);
    case 'tick':
      return state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'use':
      if (!helpAvailable(state)) return state;
      return { ...state, hintsUsed: state.hintsUsed + 1 };
  }
}

export function helpAvailable(state: HelpState): boolean {
  return state.countdown === 0 && state.hintsUsed < HINTS_PER_POSITION;
}

export interface Hint {
  message: string;
  highlightFrom: string;
  /** Shown after TARGET_HIGHLIGHT_DELAY_MS (hints 3-5). */
  highlightTo?: string;
}

/** The hint for the `n`-th press (1-based) given the best move, or the no-moves message. */
export function hintFor(n: number, best: { from: string; to: string; san: string } | null): Hint | { message: string } {
  if (!best) return { message: NO_MOVES_MESSAGE };
  if (n <= 2) return { message: `Look at the piece on ${best.from}. What can it do?`, highlightFrom: best.from };
  if (n <= 4)
    return {
      message: `Try moving from ${best.from} toward ${best.to}.`,
      highlightFrom: best.from,
      highlightTo: best.to,
    };
  return {
    message: `The best move is ${best.san} (${best.from} to ${best.to}).`,
    highlightFrom: best.from,
    highlightTo: best.to,
  };
}
