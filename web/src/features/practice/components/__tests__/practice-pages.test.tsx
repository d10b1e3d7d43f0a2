import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { answer, fail, renderWithProviders, stubFetch, type Routes as ApiRoutes } from '@/testing';

import { PracticePage } from '../practice-page';
import { PracticePositionPage } from '../practice-position-page';

function stubApi(routes: ApiRoutes) {
  return stubFetch(routes, { unmatched: () => fail(404, 'Practice position not found', 'not_found') });
}

const KQK = '8/8/8/4k3/8/8/8/KQ6 w - - 0 1';
const LEARNER_SESSION = {
  user: {
    id: '9',
    email: '',
    username: 'learner-9',
    displayName: 'Visitor',
    role: 'learner',
    anonymous: true,
    createdAt: '2026-01-01',
    country: null,
  },
  accessToken: 'learner-token',
  refreshToken: 'learner-refresh',
};

function bearer(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}
const LIST = {
  sections: [
    {
      id: 'checkmates',
      title: 'Checkmates',
      description: 'The basic mates.',
      positions: [
        { id: 'kq-vs-k', title: 'Queen and King', goal: { kind: 'mate' }, stars: 0, completed: false },
        { id: 'kr-vs-k', title: 'Rook and King', goal: { kind: 'mate' }, stars: 0, completed: false },
      ],
    },
    {
      id: 'defence',
      title: 'Defence',
      description: '',
      positions: [
        { id: 'philidor', title: 'Philidor', goal: { kind: 'drawIn', moves: 20 }, stars: 2, completed: true },
      ],
    },
  ],
};
const POSITION = {
  id: 'kq-vs-k',
  section: 'checkmates',
  title: 'Queen and King',
  description: 'Mate the lone king.',
  fen: KQK,
  goal: { kind: 'mate' },
  botLevel: 3,
  stars: [10, 15],
  hint: 'Box the king in with the queen.',
};

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/practice" element={<PracticePage />} />
      <Route path="/practice/:positionId" element={<PracticePositionPage />} />
    </Routes>,
    { route: path },
  );
}

async function typeMove(text: string) {
  const field = screen.getByLabelText('Move');
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{enter}`);
}

describe('practice pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clearAuth();
  });

  it("lists the sections with goals and the record's stars", async () => {
    const list = structuredClone(LIST);
    list.sections[0]!.positions[1]!.stars = 3;
    list.sections[0]!.positions[1]!.completed = true;
    stubApi({ 'GET /practice': list });
    renderAt('/practice');
    const checkmates = await screen.findByTestId('practice-section-checkmates');
    expect(within(checkmates).getByTestId('section-progress')).toHaveTextContent('1 of 2 completed');
    const rook = within(checkmates).getByTestId('practice-position-kr-vs-k');
    expect(rook).toHaveAttribute('href', '/practice/kr-vs-k');
    expect(within(rook).getByTestId('stars')).toHaveAttribute('aria-label', '3 of 3 stars');
    expect(
      within(screen.getByTestId('practice-position-philidor')).getByText('Hold the draw for 20 moves'),
    ).toBeInTheDocument();
  });

  it("plays a visitor's attempt: the first move makes a learner, whose attempt the server judges; a refused move is taken back; a win shows stars", async () => {
    let moves = 0;
    let opened = 0;
    const moveTokens: (string | undefined)[] = [];
    const calls = stubApi({
      'GET /practice': LIST,
      'GET /practice/kq-vs-k': POSITION,
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /practice/kq-vs-k/attempts': (_request, init) => {
        opened += 1;
        // Opened as nobody's on arrival, then again for the learner.
        const id = bearer(init) ? 'att-learner' : `att-visitor-${opened}`;
        return answer(201, {
          success: true,
          data: { attemptId: id, fen: KQK, goalText: 'Checkmate the opponent', playerColor: 'white' },
        });
      },
      'POST /practice/attempts/att-learner/moves': (_request, init) => {
        moves += 1;
        moveTokens.push(bearer(init));
        if (moves === 1) {
          return answer(200, {
            success: true,
            data: {
              status: 'playing',
              fen: '8/8/8/1Q6/3k4/8/8/K7 w - - 2 2',
              userMove: { uci: 'b1b5', san: 'Qb5+' },
              botMove: {
                uci: 'e5d4',
                san: 'Kd4',
                explanation: 'Kd4 keeps the king in the centre, away from the edge.',
              },
              goalReachable: true,
              movesUsed: 1,
            },
          });
        }
        if (moves === 2) return answer(400, { success: false, message: 'That move is not legal', code: 'bad_request' });
        return answer(200, {
          success: true,
          data: {
            status: 'won',
            fen: '8/8/8/1Q6/3k4/8/8/K7 b - - 3 2',
            userMove: { uci: 'a1a2', san: 'Ka2' },
            botMove: null,
            goalReachable: true,
            reason: 'Checkmate.',
            movesUsed: 2,
            stars: 3,
          },
        });
      },
    });
    renderAt('/practice/kq-vs-k');

    expect(await screen.findByRole('heading', { name: 'Queen and King' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('practice-goal-text')).toHaveTextContent('Checkmate the opponent'));
    expect(screen.getByTestId('goal-reachable')).toHaveTextContent('The goal can still be reached.');

    await typeMove('Qb5');
    await waitFor(() => expect(screen.getByTestId('practice-bot-move')).toHaveTextContent('The computer played Kd4'));
    expect(screen.getByTestId('practice-bot-move')).toHaveTextContent('away from the edge');
    expect(screen.getByTestId('practice-moves')).toHaveTextContent('Qb5+Kd4');
    expect(calls.find((c) => c.path === '/practice/attempts/att-learner/moves')?.body).toEqual({ move: 'b1b5' });
    expect(calls.filter((c) => c.path === '/auth/anonymous')).toHaveLength(1);

    await typeMove('Ka2');
    await waitFor(() => expect(screen.getByTestId('practice-notice')).toHaveTextContent('That move is not legal'));
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-fen', '8/8/8/1Q6/3k4/8/8/K7 w - - 2 2');

    await typeMove('Ka2');
    const result = await screen.findByTestId('practice-result');
    expect(result).toHaveAttribute('data-result', 'won');
    expect(within(result).getByTestId('stars')).toHaveAttribute('aria-label', '3 of 3 stars');
    expect(within(result).getByTestId('practice-reason')).toHaveTextContent('Checkmate.');
    expect(within(result).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/practice/kr-vs-k');
    // Every move went as the learner's; the win is the server's record.
    expect(moveTokens).toEqual(['Bearer learner-token', 'Bearer learner-token', 'Bearer learner-token']);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: 'learner-token' });

    await userEvent.click(within(result).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('practice-result')).toBeNull());
    expect(calls.filter((c) => c.path === '/practice/kq-vs-k/attempts').length).toBeGreaterThanOrEqual(3);
  });

  it("shows an account's failed attempt with the engine's reason (an account's attempt is its own from the start)", async () => {
    useAuthStore.setState({
      user: { id: '7', email: 'a@b.c', username: 'a', displayName: 'A', createdAt: '2026-01-01' },
      token: 'tok',
      isAuthenticated: true,
    });
    const calls = stubApi({
      'GET /practice': LIST,
      'GET /practice/kq-vs-k': POSITION,
      'POST /practice/kq-vs-k/attempts': {
        attemptId: 'att-2',
        fen: KQK,
        goalText: 'Checkmate the opponent',
        playerColor: 'white',
      },
      'POST /practice/attempts/att-2/moves': {
        status: 'failed',
        fen: '8/8/8/4k3/8/8/8/K7 b - - 0 1',
        userMove: { uci: 'b1b8', san: 'Qb8+' },
        botMove: null,
        goalReachable: false,
        reason: 'The queen is gone: a lone king cannot mate.',
        movesUsed: 1,
      },
    });
    renderAt('/practice/kq-vs-k');
    await waitFor(() => expect(screen.getByTestId('practice-goal-text')).toHaveTextContent('Checkmate the opponent'));
    await typeMove('Qb8');
    const result = await screen.findByTestId('practice-result');
    expect(result).toHaveAttribute('data-result', 'failed');
    expect(result).toHaveTextContent('Attempt failed');
    expect(within(result).getByTestId('practice-reason')).toHaveTextContent('a lone king cannot mate');
    expect(within(result).queryByTestId('stars')).toBeNull();
    expect(calls.filter((c) => c.path === '/practice/kq-vs-k/attempts')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/auth/anonymous')).toBe(false);
  });

  it('says an unknown position is not found', async () => {
    stubApi({ 'GET /practice': LIST });
    renderAt('/practice/nope');
    expect(await screen.findByRole('heading', { name: 'Practice position not found' })).toBeInTheDocument();
  });
});
