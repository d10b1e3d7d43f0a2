import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';

import { formatMoves, isPromotionMove, legalDests, loadFen, moveRows, playUci, uciOf } from '../chess';

describe('chess helpers for the board', () => {
  it('gives every legal destination grouped by origin square', () => {
    const dests = legalDests(new Chess());
    expect(dests.get('e2')).toEqual(['e3', 'e4']);
    expect(dests.get('g1')?.sort()).toEqual(['f3', 'h3']);
    expect([...dests.values()].flat()).toHaveLength(20);
  });

  it('lists a promoting pawn move once, and knows it promotes', () => {
    const chess = new Chess('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    expect(legalDests(chess).get('a7')).toEqual(['a8']);
    expect(isPromotionMove(chess, 'a7', 'a8')).toBe(true);
    expect(isPromotionMove(chess, 'a1', 'b1')).toBe(false);
  });

  it('refuses an illegal FEN', () => {
    expect(loadFen('not a fen')).toBeNull();
    expect(loadFen('8/8/8/8/8/8/8/K6k w - - 0 1')).not.toBeNull();
  });
});

describe('move lists numbered by full move', () => {
  it('numbers a line from White to move: 1. Qxf6+ Bg7 2. Qxg7#', () => {
    expect(formatMoves(['Qxf6+', 'Bg7', 'Qxg7#'], 1, 'w')).toBe('1. Qxf6+ Bg7 2. Qxg7#');
  });

  it("starts at the position's own move number with Black to move", () => {
    expect(formatMoves(['Bg7', 'Qxg7+', 'Kxg7'], 12, 'b')).toBe('12... Bg7 13. Qxg7+ Kxg7');
    expect(formatMoves(['Rd1+', 'Kh2', 'Qg1#'], 33, 'b')).toBe('33... Rd1+ 34. Kh2 Qg1#');
  });

  it('keeps every move with its index for highlighting', () => {
    const rows = moveRows(['e4', 'e5', 'Nf3'], 1, 'w');
    expect(rows.map((r) => r.number)).toEqual(['1.', '2.']);
    expect(rows[1]?.moves).toEqual([{ san: 'Nf3', index: 2 }]);
    expect(moveRows([], 5, 'b')).toEqual([]);
  });
});

describe('playUci', () => {
  it('plays legal UCI moves, promotions included, and refuses anything else without changing the game', () => {
    const chess = new Chess();
    expect(playUci(chess, 'e2e4')?.san).toBe('e4');
    expect(playUci(chess, 'e2e4')).toBeNull();
    expect(playUci(chess, 'e7e5 ')).toBeNull();
    expect(playUci(chess, 'zz')).toBeNull();
    expect(chess.history()).toEqual(['e4']);
    const promo = new Chess('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    const move = playUci(promo, 'a7a8n');
    expect(move?.san).toBe('a8=N');
    expect(uciOf(move!)).toBe('a7a8n');
  });
});
