import { describe, expect, it } from 'vitest';

import { movesInSan, positionAfter, sideToMove } from '../chess';

describe('a line of moves', () => {
  it('steps through a line of moves', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(movesInSan(start, ['e2e4', 'e7e5', 'g1f3'])).toEqual(['e4', 'e5', 'Nf3']);
    expect(movesInSan(start, ['e2e4', 'e2e4'])).toEqual(['e4']);
    const after = positionAfter(start, ['e2e4', 'e7e5'], 1);
    expect(after.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(after.lastMove).toEqual(['e2', 'e4']);
    expect(sideToMove(after.fen)).toBe('black');
  });
});
