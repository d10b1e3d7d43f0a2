import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';

import { progressAnswer } from '../../api/__tests__/fixtures';
import { progressQueryOptions } from '../../api/get-progress';
import { localDay } from '../../model/calendar';
import { eventFor } from '../../model/visitor-ledger';
import { useVisitorLedger } from '../../model/visitor-store';
import { YourProgressCards } from '../your-progress-cards';
import { renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
  useVisitorLedger.getState().reset();
});

function figures(): string[] {
  return screen.getAllByTestId('progress-figure').map((f) => f.textContent ?? '');
}

describe('Your Progress cards', () => {
  it("show an account's lessons, puzzles and main rating from GET /api/progress", () => {
    signIn();
    renderWith(<YourProgressCards />, (c) => c.setQueryData(progressQueryOptions('7').queryKey, progressAnswer()));
    expect(figures()).toEqual(['Lessons Completed4', 'Puzzles Solved20', 'Current Rating (Blitz)1524']);
  });

  it('show a dash for an account without a rated game, never a made-up 1200', () => {
    signIn();
    const answer = progressAnswer();
    renderWith(<YourProgressCards />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, {
        ...answer,
        rating: { speed: null, current: null, weeklyChange: null },
      }),
    );
    expect(figures()[2]).toBe('Current Rating\u2014Play a rated game to get one');
  });

  it("show a visitor's own solved puzzles from the browser's ledger", () => {
    const now = new Date();
    useVisitorLedger
      .getState()
      .record(
        eventFor(
          { kind: 'puzzle_solved', puzzleId: 'p1', firstAttempt: true, seconds: 12 },
          now.getTime(),
          localDay(now),
        ),
      );
    renderWith(<YourProgressCards />);
    expect(figures()).toEqual([
      'Lessons Completed0',
      'Puzzles Solved1',
      'Current Rating\u2014Sign in and play rated games to get one',
    ]);
  });
});
