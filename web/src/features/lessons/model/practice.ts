// A move on a lesson's practice board, judged: not legal, right (one of the accepted moves) or not
// quite right; and the hint that names where the right moves go (docs/lessons.md, "Interactive step lessons").

import type { Chess } from 'chess.js';

import { loadFen, playUci } from '@/lib/chess';

export const MSG_NOT_LEGAL = 'That move is not legal';
export const MSG_NOT_RIGHT = 'Not quite right. Try a different move';
export const MSG_CORRECT = 'Correct!';

export type MoveVerdict =
  | { kind: 'illegal' }
  | { kind: 'correct'; uci: string; san: string; fenAfter: string }
  | { kind: 'wrong'; uci: string; san: string };

/**
 * `from`-`to` (with the promotion piece, a queen unless told) played in `fen`, against the moves
 * that solve the task. A promotion the accepted list names without a piece counts as a queen.
 */
export function judgeMove(
  fen: string,
  from: string,
  to: string,
  accepted: readonly string[],
  promotion?: string,
): MoveVerdict {
  const chess = loadFen(fen);
  if (!chess) return { kind: 'illegal' };
  const piece = chess.get(from as Parameters<Chess['get']>[0]);
  const promotes = piece?.type === 'p' && (to[1] === '8' || to[1] === '1');
  const uci = `${from}${to}${promotes ? (promotion ?? 'q') : ''}`;
  const move = playUci(chess, uci);
  if (!move) return { kind: 'illegal' };
  const right = accepted.includes(uci) || (promotes && uci.endsWith('q') && accepted.includes(uci.slice(0, 4)));
  return right ? { kind: 'correct', uci, san: move.san, fenAfter: chess.fen() } : { kind: 'wrong', uci, san: move.san };
}

/** The squares the accepted moves go to, each once, in order. */
export function destinationSquares(accepted: readonly string[]): string[] {
  return [...new Set(accepted.map((m) => m.slice(2, 4)))];
}

/** 'Hint: the right move goes to e4.' or 'Hint: the right moves go to e4 or d4.' */
export function destinationHint(accepted: readonly string[]): string {
  return squaresHint(destinationSquares(accepted));
}

/** More squares than a learner reads as a hint: past this, a few are named as examples. */
export const HINT_SQUARES_LISTED = 4;

/** The hint from the squares the server names (a wrong move's `hintSquares`). */
export function squaresHint(squares: readonly string[]): string {
  if (squares.length <= 1) return `Hint: the right move goes to ${squares[0] ?? '?'}.`;
  if (squares.length > HINT_SQUARES_LISTED)
    return `Hint: moves to ${squares.length} different squares are right here, ${squares.slice(0, 2).join(' or ')} for example.`;
  return `Hint: the right moves go to ${squares.slice(0, -1).join(', ')} or ${squares[squares.length - 1]}.`;
}
