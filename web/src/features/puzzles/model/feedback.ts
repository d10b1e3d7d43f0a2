// Feedback escalation of the puzzle player: the message after each wrong try,
// the hint naming the expected move from the third try, and the encouragements.

import { HINTS_PER_POSITION, hintFor as helpHint } from '@/components/board/help-state';

export const MSG_TRY_AGAIN = 'Not quite right. Try again!';
export const MSG_DONT_GIVE_UP = "Don't give up! Think about the position...";
export const MSG_HANG_IN_THERE = 'Hang in there! Learning takes practice.';
export const MSG_KEEP_TRYING = 'Keep trying! Every attempt makes you stronger';
export const MSG_CORRECT = 'Correct! Well done!';
export const MSG_NO_MORE_HINTS = 'No more hints available!';
export const HINT_FROM_ATTEMPT = 3;

export type FeedbackType = 'success' | 'error' | 'hint';

export interface Feedback {
  type: FeedbackType;
  message: string;
  /** Shown under the message: the encouragement lines. */
  encouragement?: string;
  /** From the third wrong try (hints enabled): the expected move's squares. */
  hint?: { from: string; to: string };
  /** Play the notification sound (a hint appeared). */
  notify: boolean;
}

/** Feedback after wrong try number `attempts` (1-based) when `expected` (UCI) was the move. */
export function wrongMoveFeedback(attempts: number, expected: string, hintsEnabled = true): Feedback {
  const from = expected.slice(0, 2);
  const to = expected.slice(2, 4);
  let encouragement: string | undefined;
  if (attempts === 3) encouragement = MSG_HANG_IN_THERE;
  else if (attempts >= 5) encouragement = MSG_KEEP_TRYING;
  if (attempts >= HINT_FROM_ATTEMPT && hintsEnabled) {
    return {
      type: 'hint',
      message: `Hint: move the piece on ${from} to ${to}.`,
      encouragement,
      hint: { from, to },
      notify: true,
    };
  }
  return {
    type: 'error',
    message: attempts === 2 ? MSG_DONT_GIVE_UP : MSG_TRY_AGAIN,
    encouragement,
    notify: false,
  };
}

export function correctFeedback(): Feedback {
  return { type: 'success', message: MSG_CORRECT, notify: false };
}

/** Five hints, escalating as on every other board. */
export const MAX_HINTS = HINTS_PER_POSITION;

export interface HintStep {
  message: string;
  /** The source square, then (hints 3-5) the target. */
  squares: string[];
}

/**
 * The `hintNumber`-th Hint press (1-based) on a puzzle whose next solution move is `expected`
 * (UCI, `san` for people): the shared help escalation; null once the five are used.
 */
export function hintFor(hintNumber: number, expected: string, san?: string): HintStep | null {
  if (hintNumber < 1 || hintNumber > MAX_HINTS) return null;
  const from = expected.slice(0, 2);
  const to = expected.slice(2, 4);
  const hint = helpHint(hintNumber, { from, to, san: san ?? `${from}-${to}` });
  if (!('highlightFrom' in hint)) return { message: hint.message, squares: [] };
  return {
    message: hint.message,
    squares: hint.highlightTo ? [hint.highlightFrom, hint.highlightTo] : [hint.highlightFrom],
  };
}

/**
 * The step for a hint the server counted (POST /api/puzzles/{id}/hint): number `hint` with the
 * squares and move it revealed, in the same words as a visitor's hintFor.
 */
export function hintFromServer(h: {
  hint: number;
  from: string;
  to: string | null;
  san: string | null;
}): HintStep | null {
  return hintFor(h.hint, `${h.from}${h.to ?? ''}`, h.san ?? undefined);
}
