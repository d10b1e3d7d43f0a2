import { describe, expect, it } from 'vitest';

import { destinationHint, destinationSquares, judgeMove } from '../practice';

const BACK_RANK = '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1';

describe('practice moves', () => {
  it('tells a right move, a wrong one and one that is not legal', () => {
    expect(judgeMove(BACK_RANK, 'e1', 'e8', ['e1e8'])).toMatchObject({ kind: 'correct', uci: 'e1e8', san: 'Re8#' });
    expect(judgeMove(BACK_RANK, 'e1', 'e7', ['e1e8'])).toEqual({ kind: 'wrong', uci: 'e1e7', san: 'Re7' });
    expect(judgeMove(BACK_RANK, 'e1', 'a5', ['e1e8'])).toEqual({ kind: 'illegal' });
  });

  it('promotes to a queen unless told, and takes a promotion named without its piece', () => {
    const fen = '8/4P2k/8/8/8/8/8/4K3 w - - 0 1';
    expect(judgeMove(fen, 'e7', 'e8', ['e7e8q'])).toMatchObject({ kind: 'correct', uci: 'e7e8q' });
    expect(judgeMove(fen, 'e7', 'e8', ['e7e8'])).toMatchObject({ kind: 'correct' });
    expect(judgeMove(fen, 'e7', 'e8', ['e7e8q'], 'n')).toMatchObject({ kind: 'wrong', uci: 'e7e8n' });
  });

  it('names where the right moves go', () => {
    expect(destinationSquares(['e2e4', 'd2d4', 'g1e4'])).toEqual(['e4', 'd4']);
    expect(destinationHint(['e1e8'])).toBe('Hint: the right move goes to e8.');
    expect(destinationHint(['e2e4', 'd2d4', 'c2c4'])).toBe('Hint: the right moves go to e4, d4 or c4.');
    // Sixteen pawn moves are not read as a list: two are named as examples.
    const pawnMoves = 'abcdefgh'.split('').flatMap((f) => [`${f}2${f}3`, `${f}2${f}4`]);
    expect(destinationHint(pawnMoves)).toBe(
      'Hint: moves to 16 different squares are right here, a3 or a4 for example.',
    );
  });
});
