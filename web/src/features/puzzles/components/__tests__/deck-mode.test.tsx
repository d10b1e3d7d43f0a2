import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { ok, renderWithProviders, stubFetch } from '@/testing';

import { DeckMode } from '../deck-mode';

// White mates with Ra8# (a back-rank mate): one move to find.
const card = {
  id: 4,
  fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
  color: 'white',
  motif: 'backRankMate',
  themes: ['backRankMate'],
  class: 'blunder',
  solverMoves: 1,
  source: { kind: 'review', gameId: null, reviewId: 'r1', ply: 20 },
  dueAt: 0,
};

afterEach(() => {
  useAuthStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('DeckMode', () => {
  it('counts the solved card off "Your mistakes: 1 due" as soon as the server graded it (defect 12)', async () => {
    useAuthStore.setState({
      user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
      token: 'access-token',
      isAuthenticated: true,
    });
    let graded = false;
    stubFetch({
      'GET /deck/next': () => ok({ due: 1, total: 1, nextDueAt: 0, card }),
      'GET /deck?limit=20': () => ok({ due: graded ? 0 : 1, total: 1, nextDueAt: graded ? 86_400 : 0, cards: [] }),
      'POST /deck/4/attempt': () => {
        graded = true;
        return ok({ result: 'solved', movesDone: 1, grade: 'good', nextDueAt: 86_400, intervalDays: 1, xp: 30 });
      },
    });
    renderWithProviders(<DeckMode onBack={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('deck-mode-due')).toHaveTextContent('Your mistakes: 1 due'));
    await userEvent.type(screen.getByLabelText('Move', { exact: true }), 'a1a8');
    await userEvent.click(screen.getByRole('button', { name: 'Play move' }));
    await waitFor(() => expect(screen.getByTestId('solved-panel')).toHaveTextContent('Puzzle solved!'));
    await waitFor(() => expect(screen.getByTestId('deck-mode-due')).toHaveTextContent('Your mistakes: 0 due'));
    // The solved card stays on the board with its panel until "Next mistake".
    expect(screen.getByRole('button', { name: 'Next mistake' })).toBeInTheDocument();
  });
});
