import { describe, expect, it, vi } from 'vitest';

import { findBestMove } from '../best-move';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
const CHECKMATED = 'R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1';

describe('findBestMove', () => {
  it("turns the browser engine's move into squares and SAN", async () => {
    const server = vi.fn();
    const move = await findBestMove(MATE_IN_ONE, { browser: async () => 'a1a8', server });
    expect(move).toEqual({ from: 'a1', to: 'a8', san: 'Ra8#', uci: 'a1a8' });
    expect(server).not.toHaveBeenCalled();
  });

  it('asks the server when the browser engine fails or answers nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      browser: () => Promise.reject(new Error('Stockfish not available through any method')),
      server: async () => 'g1f3',
    };
    await expect(findBestMove(START, failing)).resolves.toMatchObject({ from: 'g1', to: 'f3', san: 'Nf3' });
    const illegal = { browser: async () => 'e2e5', server: async () => 'e2e4' };
    await expect(findBestMove(START, illegal)).resolves.toMatchObject({ san: 'e4' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is null without a legal move and rejects when no engine answers', async () => {
    const browser = vi.fn();
    await expect(findBestMove(CHECKMATED, { browser, server: browser })).resolves.toBeNull();
    expect(browser).not.toHaveBeenCalled();
    await expect(findBestMove(START, { browser: async () => null, server: async () => null })).rejects.toThrow(
      'Failed to get hint',
    );
  });
});
