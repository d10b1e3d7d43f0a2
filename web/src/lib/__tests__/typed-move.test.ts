import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';

import { readTypedMove } from '../chess';

const START = new Chess();

function uciOfTyped(chess: Chess, text: string): string | undefined {
  const read = readTypedMove(chess, text);
  return read.kind === 'move' ? read.uci : read.kind;
}

describe('readTypedMove', () => {
  it('reads UCI with or without a dash, in any case', () => {
    expect(uciOfTyped(START, 'e2e4')).toBe('e2e4');
    expect(uciOfTyped(START, 'E2-E4')).toBe('e2e4');
    expect(uciOfTyped(START, 'g1f3')).toBe('g1f3');
  });

  it('reads SAN, with a lower-case piece letter and check marks', () => {
    expect(uciOfTyped(START, 'e4')).toBe('e2e4');
    expect(uciOfTyped(START, 'Nf3')).toBe('g1f3');
    expect(uciOfTyped(START, 'nf3')).toBe('g1f3');
    expect(uciOfTyped(START, 'Nf3!')).toBe('g1f3');
    const mate = new Chess('6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1');
    expect(uciOfTyped(mate, 'Re8#')).toBe('e1e8');
    expect(uciOfTyped(mate, 're8')).toBe('e1e8');
  });

  it('reads pawn captures and bishop moves apart', () => {
    const chess = new Chess('4k3/8/8/8/8/2n5/1P6/2B1K3 w - - 0 1');
    expect(uciOfTyped(chess, 'bxc3')).toBe('b2c3');
    expect(uciOfTyped(chess, 'Bb2')).toBe('illegal');
    expect(uciOfTyped(chess, 'Bd2')).toBe('c1d2');
  });

  it('reads castling in letters or digits', () => {
    const chess = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(uciOfTyped(chess, 'O-O')).toBe('e1g1');
    expect(uciOfTyped(chess, '0-0-0')).toBe('e1c1');
    expect(uciOfTyped(chess, 'o-o')).toBe('e1g1');
  });

  it('promotes to the piece named, a queen by default', () => {
    const chess = new Chess('8/4P2k/8/8/8/8/8/4K3 w - - 0 1');
    expect(uciOfTyped(chess, 'e8=N')).toBe('e7e8n');
    expect(uciOfTyped(chess, 'e8n')).toBe('e7e8n');
    expect(uciOfTyped(chess, 'e8')).toBe('e7e8q');
    expect(uciOfTyped(chess, 'e7e8')).toBe('e7e8q');
    expect(uciOfTyped(chess, 'e7e8r')).toBe('e7e8r');
  });

  it('tells an illegal move from text that is no move at all', () => {
    expect(uciOfTyped(START, 'e5')).toBe('illegal');
    expect(uciOfTyped(START, 'e2e5')).toBe('illegal');
    expect(uciOfTyped(START, 'Ke2')).toBe('illegal');
    expect(uciOfTyped(START, 'hello')).toBe('unreadable');
    expect(uciOfTyped(START, '')).toBe('unreadable');
  });

  it('leaves the position as it was', () => {
    const chess = new Chess();
    readTypedMove(chess, 'e4');
    expect(chess.fen()).toBe(new Chess().fen());
  });
});
