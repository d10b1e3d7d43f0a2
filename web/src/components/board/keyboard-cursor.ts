// The keyboard side of the board widget, as plain functions: where each square sits on screen for
// an orientation, where the arrow keys take the cursor, what Enter, Space and Escape mean, and the
// name a screen reader gives each square. Arrows move visually: with Black at the bottom, Up goes
// towards rank 1.

import type { Color, Key, Piece } from 'chessground/types';

const FILES = 'abcdefgh';

/** A square's place on screen: row 0 is the top row, column 0 the left column. */
export interface ScreenCell {
  row: number;
  col: number;
}

export function screenCell(square: Key, orientation: Color): ScreenCell {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return orientation === 'white' ? { row: 7 - rank, col: file } : { row: rank, col: 7 - file };
}

export function squareAtCell({ row, col }: ScreenCell, orientation: Color): Key {
  const file = orientation === 'white' ? col : 7 - col;
  const rank = orientation === 'white' ? 7 - row : row;
  return `${FILES[file]}${rank + 1}` as Key;
}

/** The squares as they appear on screen, top row first, each row from left to right. */
export function screenRows(orientation: Color): Key[][] {
  return Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 }, (_, col) => squareAtCell({ row, col }, orientation)),
  );
}

/** Where the cursor starts: the bottom-left corner, the player's own side of the board. */
export function initialCursor(orientation: Color): Key {
  return squareAtCell({ row: 7, col: 0 }, orientation);
}

export type BoardKeyAction =
  | { kind: 'cursor'; square: Key }
  /** Select the piece on the square, or move the selected piece there. */
  | { kind: 'activate' }
  | { kind: 'clear' }
  | { kind: 'none' };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * What a key press on the board means. Arrows step one square and stop at the edge; Home and End
 * go to the ends of the row, with Ctrl to the top-left and bottom-right corners (the grid keys of
 * the ARIA practices).
 */
export function boardKeyAction(cursor: Key, press: KeyPress, orientation: Color): BoardKeyAction {
  const { row, col } = screenCell(cursor, orientation);
  const to = (r: number, c: number): BoardKeyAction => ({
    kind: 'cursor',
    square: squareAtCell({ row: Math.min(7, Math.max(0, r)), col: Math.min(7, Math.max(0, c)) }, orientation),
  });
  const corner = press.ctrlKey || press.metaKey;
  switch (press.key) {
    case 'ArrowUp':
      return to(row - 1, col);
    case 'ArrowDown':
      return to(row + 1, col);
    case 'ArrowLeft':
      return to(row, col - 1);
    case 'ArrowRight':
      return to(row, col + 1);
    case 'Home':
      return corner ? to(0, 0) : to(row, 0);
    case 'End':
      return corner ? to(7, 7) : to(row, 7);
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    case 'Escape':
      return { kind: 'clear' };
    default:
      return { kind: 'none' };
  }
}

/** The accessible name of a square: "e4, white knight" or "e5, empty". */
export function squareLabel(square: Key, piece: Piece | undefined): string {
  return piece ? `${square}, ${piece.color} ${piece.role}` : `${square}, empty`;
}
