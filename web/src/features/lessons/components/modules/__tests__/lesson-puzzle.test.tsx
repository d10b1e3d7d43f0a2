import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import type { Puzzle } from '@/lib/puzzles/puzzle';
import { answer, renderWithProviders, stubFetch } from '@/testing';

import { LessonPuzzle } from '../lesson-puzzle';

// Lichess 002X3 (CC0): after Black's Rxa3, White mates in two with Qa8+ and Qxb8#.
const puzzle: Puzzle = {
  id: 'p2',
  title: 'Mate in 2',
  description: 'White to play. Find the mate in 2.',
  fen: '6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33',
  initialMove: 'b3a3',
  solverMoves: 2,
  rating: 1500,
  ratingDeviation: 80,
  tags: ['mateIn2'],
  theme: 'mateIn2',
  plays: 3,
  orientation: 'white',
};

const gaveUp = {
  puzzleId: 'p2',
  correct: false,
  solved: false,
  mistakes: 0,
  firstTry: false,
  rated: false,
  xp: 0,
  perfect: false,
  speedBonus: false,
  playerRating: null,
  puzzleRating: null,
  solution: ['g2a8', 'c7b8', 'a8b8'],
  solutionSan: ['Qa8+', 'Qb8', 'Qxb8#'],
};

function signIn() {
  useAuthStore.setState({
    user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
    token: 'access-token',
    isAuthenticated: true,
  });
}

async function play(uci: string) {
  await userEvent.type(screen.getByLabelText('Move', { exact: true }), uci);
  await userEvent.click(screen.getByRole('button', { name: 'Play move' }));
}

afterEach(() => {
  useAuthStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('LessonPuzzle', () => {
  it('Show Solution lists the line and says so, never "Watch the move…"', async () => {
    signIn();
    stubFetch({ 'POST /puzzles/p2/solution': () => answer(200, { success: true, data: gaveUp }) });
    renderWithProviders(<LessonPuzzle puzzle={puzzle} onSolved={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('lesson-puzzle-status')).toHaveTextContent('find the best move'));
    await userEvent.click(screen.getByRole('button', { name: 'Show Solution' }));
    await waitFor(() => expect(screen.getByTestId('lesson-puzzle-status')).toHaveTextContent('Solution shown.'));
    expect(screen.getByTestId('lesson-puzzle-solution')).toHaveTextContent('Qa8+');
  });

  it("the server's hint after repeated misses names the square to go to", async () => {
    signIn();
    let misses = 0;
    stubFetch({
      'POST /puzzles/p2/moves': () => {
        misses += 1;
        const data = {
          result: 'wrong',
          movesDone: 0,
          san: '?',
          ...(misses >= 3 ? { hint: { from: 'g2', to: 'a8' } } : {}),
        };
        return answer(200, { success: true, data });
      },
    });
    renderWithProviders(<LessonPuzzle puzzle={puzzle} onSolved={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('lesson-puzzle-status')).toHaveTextContent('find the best move'));
    for (const move of ['g2g5', 'g2g4']) await play(move);
    await waitFor(() => expect(misses).toBe(2));
    expect(screen.queryByTestId('lesson-puzzle-hint')).toBeNull();
    await play('g2g3');
    await waitFor(() =>
      expect(screen.getByTestId('lesson-puzzle-hint')).toHaveTextContent('Hint: the right move goes to a8.'),
    );
  });
});
