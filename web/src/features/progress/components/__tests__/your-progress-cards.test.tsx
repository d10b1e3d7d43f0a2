import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { stubFetch } from '@/testing';

import { progressAnswer } from '../../api/__tests__/fixtures';
import { progressQueryOptions } from '../../api/get-progress';
import { YourProgressCards } from '../your-progress-cards';
import { becomeLearner, renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
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

  it('say where the one rating comes from: a test when there are no rated games or puzzles', () => {
    signIn();
    renderWith(<YourProgressCards />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, {
        ...progressAnswer(),
        rating: { speed: null, current: 1640, weeklyChange: null, source: 'assessment' },
      }),
    );
    expect(figures()[2]).toBe('Current Rating1640From your strength assessment (scale 400–1800)');
  });

  it('write a test result beyond its scale as the test does, "1800+"', () => {
    signIn();
    renderWith(<YourProgressCards />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, {
        ...progressAnswer(),
        rating: { speed: null, current: 1800, weeklyChange: null, source: 'assessment', aboveScale: true },
      }),
    );
    expect(figures()[2]).toBe('Current Rating1800+From your strength assessment (scale 400–1800)');
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

  it("show an anonymous learner's figures from the server, with a rating left for an account", () => {
    becomeLearner();
    renderWith(<YourProgressCards />, (c) =>
      c.setQueryData(progressQueryOptions('9').queryKey, {
        ...progressAnswer(),
        counters: { ...progressAnswer().counters, lessonsCompleted: 1, puzzlesSolved: 2 },
        rating: { speed: null, current: null, weeklyChange: null },
      }),
    );
    expect(figures()).toEqual([
      'Lessons Completed1',
      'Puzzles Solved2',
      'Current Rating\u2014Sign in and play rated games to get one',
    ]);
  });

  it('show zeros to a visitor who has done nothing, and ask the server nothing', () => {
    const calls = stubFetch({});
    renderWith(<YourProgressCards />);
    expect(figures()).toEqual([
      'Lessons Completed0',
      'Puzzles Solved0',
      'Current Rating\u2014Sign in and play rated games to get one',
    ]);
    expect(calls).toEqual([]);
    vi.unstubAllGlobals();
  });
});
