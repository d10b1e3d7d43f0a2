import { describe, expect, it } from 'vitest';

import { displayNameProblem, existingRatings, memberSince } from '../format';

describe('profile display rules', () => {
  it('formats member since as month and year', () => {
    expect(memberSince('2026-03-05T10:00:00Z')).toBe('March 2026');
    expect(memberSince(undefined)).toBeNull();
    expect(memberSince('nonsense')).toBeNull();
  });

  it('lists only ratings that exist', () => {
    expect(existingRatings({ bullet: null, blitz: 1540, rapid: null })).toEqual([['blitz', 1540]]);
    expect(existingRatings(undefined)).toEqual([]);
  });

  it('checks the display name like the sign-up form', () => {
    expect(displayNameProblem(' ')).toBe('Display name is required');
    expect(displayNameProblem('A')).toBe('Display name must be at least 2 characters');
    expect(displayNameProblem('Ann')).toBeNull();
  });
});
