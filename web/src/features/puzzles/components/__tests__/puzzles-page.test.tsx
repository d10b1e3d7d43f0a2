import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import type { Puzzle } from '@/lib/puzzles/puzzle';
import { renderWithProviders, stubFetch } from '@/testing';

import { PuzzlesPage } from '../puzzles-page';

const forkPuzzle: Puzzle = {
  id: 'f1',
  title: 'Fork',
  description: 'White to play.',
  fen: '6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33',
  initialMove: 'b3a3',
  solverMoves: 2,
  rating: 1500,
  ratingDeviation: 80,
  tags: ['fork'],
  theme: 'fork',
  plays: 3,
  orientation: 'white',
};

const dashboard = {
  attempts: 4,
  solved: 3,
  firstTryRate: 0.5,
  rating: 1510,
  themes: [
    { theme: 'fork', title: 'Fork', attempts: 3, solved: 2, firstTryRate: 0.33, performance: 1450 },
    { theme: 'pin', title: 'Pin', attempts: 1, solved: 1, firstTryRate: 1, performance: 1600 },
  ],
  strongThemes: ['pin'],
  weakThemes: ['fork'],
};

afterEach(() => {
  useAuthStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('PuzzlesPage', () => {
  it('"Train this theme" on the theme dashboard serves rated puzzles of that theme (issue 30)', async () => {
    useAuthStore.setState({
      user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
      token: 'access-token',
      isAuthenticated: true,
    });
    const calls = stubFetch({
      'GET /puzzles/dashboard': dashboard,
      'GET /puzzles/next?theme=fork': { puzzle: forkPuzzle, player: { rating: 1510, ratingDeviation: 90 } },
      'GET /puzzles/f1': forkPuzzle,
    });
    renderWithProviders(<PuzzlesPage />, { route: '/puzzles?tab=dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Train this theme: Fork' }));
    await waitFor(() => expect(screen.getByTestId('puzzle-player')).toHaveAttribute('data-puzzle-id', 'f1'));
    expect(screen.getByRole('tab', { name: 'Rated puzzles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('trained-theme')).toHaveTextContent('Training: Fork');
    expect(calls.some((c) => c.path === '/puzzles/next?theme=fork')).toBe(true);
  });
});
