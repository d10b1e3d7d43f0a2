// Restricted moves: a legal move outside the allowed list asks the parent, which
// answers blocked, hint or wrong-piece; an illegal move shakes with 'That move is not allowed!'.

export const NOT_ALLOWED_MESSAGE = 'That move is not allowed!';
export const HINT_MESSAGE = 'Try a different move - look for the highlighted squares!';
export const WRONG_PIECE_MESSAGE = 'Try moving the highlighted piece instead!';
export const NOTICE_MS = 1_500;

export type RestrictionAnswer = 'blocked' | 'hint' | 'wrong-piece';

export interface MoveAttempt {
  from: string;
  to: string;
  legal: boolean;
}

export type RestrictedOutcome =
  | { kind: 'play' }
  | { kind: 'illegal'; message: string; shake: true; vibrate: number[] }
  | { kind: 'blocked'; message: string; shake: true; vibrate: number[] }
  | { kind: 'hint'; message: string }
  | { kind: 'wrong-piece'; message: string };

const VIBRATION = [100, 50, 100];

/** What the board does with an attempted move. `allowed` undefined means every legal move is allowed. */
export function restrictMove(
  attempt: MoveAttempt,
  allowed: { from: string; to: string }[] | undefined,
  ask: (attempt: MoveAttempt) => RestrictionAnswer = () => 'blocked',
): RestrictedOutcome {
  if (!attempt.legal) return { kind: 'illegal', message: NOT_ALLOWED_MESSAGE, shake: true, vibrate: VIBRATION };
  if (!allowed || allowed.some((m) => m.from === attempt.from && m.to === attempt.to)) return { kind: 'play' };
  const answer = ask(attempt);
  if (answer === 'hint') return { kind: 'hint', message: HINT_MESSAGE };
  if (answer === 'wrong-piece') return { kind: 'wrong-piece', message: WRONG_PIECE_MESSAGE };
  return { kind: 'blocked', message: NOT_ALLOWED_MESSAGE, shake: true, vibrate: VIBRATION };
}
