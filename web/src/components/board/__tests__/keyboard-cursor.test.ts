import { describe, expect, it } from 'vitest';

import { boardKeyAction, initialCursor, screenCell, screenRows, squareAtCell, squareLabel } from '../keyboard-cursor';

describe('keyboard cursor', () => {
  it('lays the squares out as they are seen, for either side at the bottom', () => {
    const white = screenRows('white');
    expect(white[0]).toEqual(['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
    expect(white[7]?.[0]).toBe('a1');
    const black = screenRows('black');
    expect(black[0]).toEqual(['h1', 'g1', 'f1', 'e1', 'd1', 'c1', 'b1', 'a1']);
    expect(black[7]?.[7]).toBe('a8');
    for (const orientation of ['white', 'black'] as const) {
      expect(squareAtCell(screenCell('e4', orientation), orientation)).toBe('e4');
      expect(new Set(screenRows(orientation).flat()).size).toBe(64);
    }
  });

  it('starts on the bottom-left square', () => {
    expect(initialCursor('white')).toBe('a1');
    expect(initialCursor('black')).toBe('h8');
  });

  it('moves visually with the arrows: up is towards the far side', () => {
    expect(boardKeyAction('e2', { key: 'ArrowUp' }, 'white')).toEqual({ kind: 'cursor', square: 'e3' });
    expect(boardKeyAction('e2', { key: 'ArrowRight' }, 'white')).toEqual({ kind: 'cursor', square: 'f2' });
    expect(boardKeyAction('e7', { key: 'ArrowUp' }, 'black')).toEqual({ kind: 'cursor', square: 'e6' });
    expect(boardKeyAction('e7', { key: 'ArrowRight' }, 'black')).toEqual({ kind: 'cursor', square: 'd7' });
    expect(boardKeyAction('e7', { key: 'ArrowDown' }, 'black')).toEqual({ kind: 'cursor', square: 'e8' });
    expect(boardKeyAction('e7', { key: 'ArrowLeft' }, 'black')).toEqual({ kind: 'cursor', square: 'f7' });
  });

  it('stops at the edges', () => {
    expect(boardKeyAction('a8', { key: 'ArrowUp' }, 'white')).toEqual({ kind: 'cursor', square: 'a8' });
    expect(boardKeyAction('a8', { key: 'ArrowLeft' }, 'white')).toEqual({ kind: 'cursor', square: 'a8' });
    // With Black at the bottom, a1 is the top-right corner and h8 the bottom-left.
    expect(boardKeyAction('a1', { key: 'ArrowUp' }, 'black')).toEqual({ kind: 'cursor', square: 'a1' });
    expect(boardKeyAction('a1', { key: 'ArrowRight' }, 'black')).toEqual({ kind: 'cursor', square: 'a1' });
    expect(boardKeyAction('h8', { key: 'ArrowDown' }, 'black')).toEqual({ kind: 'cursor', square: 'h8' });
    expect(boardKeyAction('h8', { key: 'ArrowLeft' }, 'black')).toEqual({ kind: 'cursor', square: 'h8' });
  });

  it('goes to the ends of the row with Home and End, and to the corners with Ctrl', () => {
    expect(boardKeyAction('d4', { key: 'Home' }, 'white')).toEqual({ kind: 'cursor', square: 'a4' });
    expect(boardKeyAction('d4', { key: 'End' }, 'white')).toEqual({ kind: 'cursor', square: 'h4' });
    expect(boardKeyAction('d4', { key: 'Home', ctrlKey: true }, 'white')).toEqual({ kind: 'cursor', square: 'a8' });
    expect(boardKeyAction('d4', { key: 'End', ctrlKey: true }, 'black')).toEqual({ kind: 'cursor', square: 'a8' });
  });

  it('selects or moves with Enter and Space, clears with Escape and ignores other keys', () => {
    expect(boardKeyAction('e2', { key: 'Enter' }, 'white')).toEqual({ kind: 'activate' });
    expect(boardKeyAction('e2', { key: ' ' }, 'white')).toEqual({ kind: 'activate' });
    expect(boardKeyAction('e2', { key: 'Escape' }, 'white')).toEqual({ kind: 'clear' });
    expect(boardKeyAction('e2', { key: 'Tab' }, 'white')).toEqual({ kind: 'none' });
    expect(boardKeyAction('e2', { key: 'x' }, 'white')).toEqual({ kind: 'none' });
  });

  it('names each square with its piece', () => {
    expect(squareLabel('e4', { color: 'white', role: 'knight' })).toBe('e4, white knight');
    expect(squareLabel('e5', undefined)).toBe('e5, empty');
  });
});
