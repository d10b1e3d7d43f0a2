import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';

import { PlayFlow } from '../play-flow';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const unfinished = {
  id: 9,
  level: 4,
  color: 'black',
  fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  moves: ['e2e4', 'e7e5', 'g1f3'],
  sans: ['e4', 'e5', 'Nf3'],
  startedAt: Date.now(),
};

function signIn() {
  useAuthStore.setState({
    user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
    token: 'access-token',
    isAuthenticated: true,
  });
}

function renderFlow(url = '/play') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PlayFlow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const path = (call: unknown[]) => new URL(String(call[0]), 'http://localhost').pathname;

describe('PlayFlow against the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clearAuth();
  });

  it('resumes the unfinished game on arrival', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { success: true, data: unfinished })),
    );
    renderFlow();
    expect(await screen.findByTestId('level-badge')).toHaveTextContent('Level 4');
    expect(screen.getByTestId('move-list').querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText(/You play Black/)).toBeInTheDocument();
  });

  it('starts a game on the server when there is none and a colour is chosen', async () => {
    signIn();
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/games/computer/current'))
        return answer(404, { success: false, message: 'No unfinished game', code: 'not_found' });
      expect(JSON.parse(String(init?.body))).toEqual({ level: 1, color: 'white' });
      return answer(201, {
        success: true,
        data: {
          ...unfinished,
          id: 10,
          level: 1,
          color: 'white',
          fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
          moves: [],
          sans: [],
          computerMove: null,
          resigned: null,
        },
      });
    });
    vi.stubGlobal('fetch', fetchSpy);
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Level 1:/ }));
    await userEvent.click(screen.getByRole('button', { name: /^White/ }));
    expect(await screen.findByTestId('level-badge')).toHaveTextContent('Level 1');
    expect(fetchSpy.mock.calls.map(path)).toEqual(['/api/games/computer/current', '/api/games/computer']);
  });

  it('asks a visitor who only looks at the levels nothing, and makes no learner', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderFlow();
    expect(await screen.findByRole('button', { name: /^Level 1:/ })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a visitor's first game makes them a learner and is played on the server", async () => {
    const bearer: (string | undefined)[] = [];
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/anonymous'))
        return answer(201, {
          success: true,
          data: {
            user: {
              id: '9',
              email: '',
              username: 'learner-9',
              displayName: 'Visitor',
              role: 'learner',
              anonymous: true,
              createdAt: '2026-11-01',
              country: null,
            },
            accessToken: 'learner-token',
            refreshToken: 'learner-refresh',
          },
        });
      bearer.push((init?.headers as Record<string, string> | undefined)?.Authorization);
      return answer(201, {
        success: true,
        data: {
          ...unfinished,
          id: 11,
          level: 2,
          color: 'white',
          fen: START,
          moves: [],
          sans: [],
          computerMove: null,
          resigned: null,
        },
      });
    });
    vi.stubGlobal('fetch', fetchSpy);
    renderFlow('/play?level=2&color=white');
    expect(await screen.findByTestId('level-badge')).toHaveTextContent('Level 2');
    expect(fetchSpy.mock.calls.map(path)).toEqual(['/api/auth/anonymous', '/api/games/computer']);
    expect(bearer).toEqual(['Bearer learner-token']);
  });

  it('leaves demo mode to the browser engine, asking the server nothing', async () => {
    useAuthStore.getState().loginDemo();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderFlow('/play?level=2&color=white');
    expect(await screen.findByTestId('level-badge')).toHaveTextContent('Level 2');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
