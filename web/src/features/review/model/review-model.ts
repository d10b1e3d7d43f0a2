// How a review reads: class names and symbols, the moves to practise in "Learn from your
// mistakes", and that practice as a small state machine.

import type { MoveClass, Review, ReviewedMove } from '@/lib/reviews';

export const CLASS_LABELS: Record<MoveClass, string> = {
  book: 'Book',
  brilliant: 'Brilliant',
  best: 'Best',
  excellent: 'Excellent',
  good: 'Good',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

/** The annotation glyphs players know (PGN's !!, ?!, ?, ??). */
export const CLASS_SYMBOLS: Partial<Record<MoveClass, string>> = {
  brilliant: '!!',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

export const CLASS_COLOURS: Record<MoveClass, string> = {
  book: 'text-amber-700 dark:text-amber-400',
  brilliant: 'text-cyan-600',
  best: 'text-emerald-600',
  excellent: 'text-emerald-600',
  good: 'text-muted',
  inaccuracy: 'text-yellow-600',
  mistake: 'text-orange-600',
  blunder: 'text-red-600',
};

/** Marker fill on the graph. */
export const CLASS_FILLS: Partial<Record<MoveClass, string>> = {
  brilliant: '#0891b2',
  inaccuracy: '#ca8a04',
  mistake: '#ea580c',
  blunder: '#dc2626',
};

export function isError(c: MoveClass): boolean {
  return c === 'inaccuracy' || c === 'mistake' || c === 'blunder';
}

/**
 * The positions "Learn from your mistakes" replays: the player's mistakes and blunders (both
 * sides' when the reader played neither), in game order; inaccuracies only when there is nothing
 * worse to learn from.
 */
export function learnableMoves(review: Review): ReviewedMove[] {
  const mine = (review.moves ?? []).filter((m) => review.playerColor === null || m.color === review.playerColor);
  const serious = mine.filter((m) => (m.class === 'mistake' || m.class === 'blunder') && m.bestMove);
  if (serious.length > 0) return serious;
  return mine.filter((m) => m.class === 'inaccuracy' && m.bestMove);
}

/** The move's number as the game counts it (from its FEN, so a game set up from a position counts on). */
export function fullmoveOf(move: Pick<ReviewedMove, 'fenBefore' | 'ply'>): number {
  const field = Number(move.fenBefore.split(' ')[5]);
  return Number.isInteger(field) && field > 0 ? field : Math.ceil(move.ply / 2);
}

/** "12." before White's move, "12..." before Black's. */
export function moveNumber(move: Pick<ReviewedMove, 'fenBefore' | 'ply' | 'color'>): string {
  return `${fullmoveOf(move)}${move.color === 'white' ? '.' : '...'}`;
}

export type LearnStatus = 'trying' | 'checking' | 'wrong' | 'correct' | 'revealed' | 'finished';

export interface LearnState {
  /** Index into learnableMoves. */
  index: number;
  status: LearnStatus;
  /** The last move tried, in SAN, and the server's word on it. */
  lastTry: string | null;
  solved: number;
}

export type LearnAction =
  | { type: 'submit'; san: string }
  | { type: 'judged'; correct: boolean; san: string }
  | { type: 'failed' }
  | { type: 'reveal' }
  | { type: 'next'; total: number }
  | { type: 'restart' };

export const initialLearnState: LearnState = { index: 0, status: 'trying', lastTry: null, solved: 0 };

export function learnReducer(state: LearnState, action: LearnAction): LearnState {
  switch (action.type) {
    case 'submit':
      if (state.status !== 'trying' && state.status !== 'wrong') return state;
      return { ...state, status: 'checking', lastTry: action.san };
    case 'judged':
      if (state.status !== 'checking') return state;
      return action.correct
        ? { ...state, status: 'correct', lastTry: action.san, solved: state.solved + 1 }
        : { ...state, status: 'wrong', lastTry: action.san };
    case 'failed':
      return state.status === 'checking' ? { ...state, status: 'trying' } : state;
    case 'reveal':
      return state.status === 'correct' || state.status === 'finished' ? state : { ...state, status: 'revealed' };
    case 'next':
      if (state.index + 1 >= action.total) return { ...state, status: 'finished' };
      return { ...state, index: state.index + 1, status: 'trying', lastTry: null };
    case 'restart':
      return initialLearnState;
  }
}
