import { describe, expect, it } from 'vitest';

import { parseBestMove, parseInfo } from '../uci';

describe('uci parsing', () => {
  it('reads depth, score and principal variation', () => {
    const info = parseInfo('info depth 12 seldepth 18 multipv 1 score cp -34 nodes 1000 pv e7e5 g1f3 b8c6');
    expect(info).toEqual({ depth: 12, multipv: 1, cp: -34, pv: ['e7e5', 'g1f3', 'b8c6'] });
    expect(parseInfo('info depth 3 score mate 2 pv h5f7')?.mate).toBe(2);
    expect(parseInfo('info string NNUE enabled')).toBeNull();
  });

  it("ignores the engine's a1a1 and (none) moves", () => {
    expect(parseBestMove('bestmove e2e4 ponder e7e5')).toBe('e2e4');
    expect(parseBestMove('bestmove a1a1')).toBeNull();
    expect(parseBestMove('bestmove (none)')).toBeNull();
    expect(parseBestMove('info depth 1')).toBeUndefined();
  });
});
