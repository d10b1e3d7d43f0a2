import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-errors';
import { useAuthStore } from '@/lib/auth/auth-store';

import { getCurrentComputerGame, resignComputerGame, sendComputerMove, startComputerGame } from '../computer-game';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

const game = {
  id: 7,
  level: 3,
  color: 'black',
  fen: 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1',
  moves: ['f2f3'],
  sans: ['f3'],
  startedAt: 1_700_000_000_000,
};
const end = { result: 'win', termination: 'checkmate', points: 50, playerMoves: 2, gameId: 12 };

describe('the server game against the computer', () => {
  beforeEach(() =>
    useAuthStore.setState({
      user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
      token: 'access-token',
      isAuthenticated: true,
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clearAuth();
  });

  it('starts a game with a level and a colour, never with a result or moves', async () => {
    const fetchSpy = vi.fn(async () =>
      answer(201, { success: true, data: { ...game, computerMove: { uci: 'f2f3', san: 'f3' }, resigned: null } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const started = await startComputerGame(3, 'black');
    expect(started.computerMove).toEqual({ uci: 'f2f3', san: 'f3' });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/games\/computer$/);
    expect(JSON.parse(String(init.body))).toEqual({ level: 3, color: 'black' });
  });

  it('reads the unfinished game, and no game as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { success: true, data: game })),
    );
    expect(await getCurrentComputerGame()).toEqual(game);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { success: false, message: 'No unfinished game', code: 'not_found' })),
    );
    expect(await getCurrentComputerGame()).toBeNull();
  });

  it("sends a move and reads the server's reply and end", async () => {
    const fetchSpy = vi.fn(async () =>
      answer(200, { success: true, data: { move: { uci: 'd8h4', san: 'Qh4#' }, reply: null, fen: game.fen, end } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const exchange = await sendComputerMove(7, 'd8h4');
    expect(exchange.end).toEqual(end);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/games\/computer\/7\/move$/);
    expect(JSON.parse(String(init.body))).toEqual({ move: 'd8h4' });
  });

  it('refuses an answer that is not what the server promises', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, { success: true, data: { move: { uci: 'Qh4#', san: 'Qh4#' }, reply: null, fen: '', end: null } }),
      ),
    );
    await expect(sendComputerMove(7, 'd8h4')).rejects.toBeInstanceOf(ApiError);
  });

  it('resigns with the server saying what the loss is worth', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, {
          success: true,
          data: { end: { ...end, result: 'lose', termination: 'resignation', points: 3 } },
        }),
      ),
    );
    expect(await resignComputerGame(7)).toMatchObject({ result: 'lose', points: 3 });
  });
});
