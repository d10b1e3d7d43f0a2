import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';

import { isPromotionMove, legalDests, loadFen } from '../chess';

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
