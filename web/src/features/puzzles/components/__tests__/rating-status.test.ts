import { describe, expect, it } from 'vitest';

import { ratingStatus } from '../rated-mode';

// Issue 30: the puzzle rating a visitor starts with is stated, not shown as if it were earned.
describe('the puzzle rating status', () => {
  it('states the start everyone gets, as on Lichess', () => {
    expect(ratingStatus({ rating: 1500, ratingDeviation: 500 })).toBe(
      'Provisional: everyone starts at 1500, as on Lichess, and it settles as you solve rated puzzles.',
    );
  });
  it('calls a rating with a wide deviation provisional (a seeded or young one)', () => {
    expect(ratingStatus({ rating: 1320, ratingDeviation: 180 })).toBe(
      'Provisional: it settles as you solve rated puzzles.',
    );
  });
  it('says nothing of a settled rating', () => {
    expect(ratingStatus({ rating: 1320, ratingDeviation: 80 })).toBeNull();
    expect(ratingStatus(undefined)).toBeNull();
  });
});
