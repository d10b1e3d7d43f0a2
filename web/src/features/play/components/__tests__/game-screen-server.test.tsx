import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ComputerGame } from '../../api/computer-game';
import { GameScreen, SERVER_MOVE_FAILED } from '../game-screen';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

// Level 24 thinks for half a second at most: the tests wait for it.
function game(overrides: Partial<ComputerGame> = {}): ComputerGame {
  return { id: 5, level: 24, color: 'white', fen: START, moves: [], sans: [], startedAt: Date.now(), ...overrides };
}

function renderGame(server: ComputerGame, onFinished = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GameScreen
        level={server.level}
        playerColor={server.color}
        server={server}
        onQuit={vi.fn()}
        onPlayAgain={vi.fn()}
        onNextLevel={vi.fn()}
        onLeaderboard={vi.fn()}
        onFinished={onFinished}
      />
    </QueryClientProvider>,
  );
  return onFinished;
}

const moveList = () => screen.getByTestId('move-list').querySelectorAll('li');

describe('GameScreen against the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the player's move and plays the server's reply", async () => {
    const fetchSpy = vi.fn(async () =>
      answer(200, {
        success: true,
        data: { move: { uci: 'e2e4', san: 'e4' }, reply: { uci: 'c7c5', san: 'c5' }, fen: 'x', end: null },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderGame(game());
    await userEvent.type(screen.getByLabelText('Move'), 'e2e4{enter}');
    await waitFor(() => expect(moveList()).toHaveLength(2), { timeout: 3000 });
    expect(moveList()[1]).toHaveTextContent('c5');
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/games\/computer\/5\/move$/);
    expect(JSON.parse(String(init.body))).toEqual({ move: 'e2e4' });
    expect(screen.getByTestId('bot-thinking')).toHaveTextContent('Your move.');
  });

  it('resumes a game where it was', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderGame(game({ moves: ['e2e4', 'e7e5'], sans: ['e4', 'e5'] }));
    expect(moveList()).toHaveLength(2);
    expect(screen.getByTestId('turn-line')).toHaveTextContent('White to move');
  });

  it('takes back a move the server refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, { success: false, message: 'The game has changed meanwhile: reload it', code: 'conflict' }),
      ),
    );
    renderGame(game());
    await userEvent.type(screen.getByLabelText('Move'), 'e2e4{enter}');
    expect(await screen.findByTestId('server-notice')).toHaveTextContent(SERVER_MOVE_FAILED);
    expect(moveList()).toHaveLength(0);
    expect(screen.getByTestId('turn-line')).toHaveTextContent('White to move');
  });

  it("ends with the server's result and points", async () => {
    const end = { result: 'win', termination: 'checkmate', points: 260, playerMoves: 2, gameId: 31 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, { success: true, data: { move: { uci: 'd8h4', san: 'Qh4#' }, reply: null, fen: 'x', end } }),
      ),
    );
    const onFinished = renderGame(game({ color: 'black', moves: ['f2f3', 'e7e5', 'g2g4'], sans: ['f3', 'e5', 'g4'] }));
    await userEvent.type(screen.getByLabelText('Move'), 'd8h4{enter}');
    await waitFor(() => expect(onFinished).toHaveBeenCalled(), { timeout: 3000 });
    expect(onFinished.mock.calls[0]?.[0]).toMatchObject({
      serverEnd: end,
      summary: { result: 'win', pointsEarned: 260, playerMoves: 2 },
    });
    expect(await screen.findByTestId('summary-points')).toHaveTextContent('+260');
  });

  it('says a game given up before the 5th move is not counted', async () => {
    const end = { result: 'lose', termination: 'resignation', points: 0, playerMoves: 1, gameId: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { success: true, data: { end } })),
    );
    renderGame(game({ moves: ['e2e4', 'e7e5'], sans: ['e4', 'e5'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Forfeit' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByTestId('summary-aborted')).toHaveTextContent(
      'Ended before your 5th move: the game is not counted and earns no points.',
    );
    expect(screen.getByTestId('summary-points')).toHaveTextContent('+0');
  });
});
