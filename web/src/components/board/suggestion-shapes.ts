import type { BoardKey, BoardShape } from './chess-board';

/**
 * Squares a coach or a hint points at, as board shapes: two squares are a move (an arrow), one
 * is a piece to look at (a circle).
 */
export function suggestionShapes(squares: readonly string[], brush = 'blue'): BoardShape[] {
  const [from, to] = squares as readonly BoardKey[];
  if (!from) return [];
  return to ? [{ orig: from, dest: to, brush }] : [{ orig: from, brush }];
}
