import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getGuestIdentity, randomGuestRating, setGuestName } from '../guest-identity';

describe('guest identity', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is created once per tab with the default name and a 1200-1599 rating', () => {
    const first = getGuestIdentity();
    expect(first.username).toBe('Player');
    expect(first.rating).toBeGreaterThanOrEqual(1200);
    expect(first.rating).toBeLessThanOrEqual(1599);
    expect(sessionStorage.getItem('chessUserId')).toBe(first.userId);
    expect(sessionStorage.getItem('chessUsername')).toBe('Player');
    expect(getGuestIdentity()).toEqual(first);
  });

  it('covers the whole rating range', () => {
    expect(randomGuestRating(() => 0)).toBe(1200);
    expect(randomGuestRating(() => 0.99999)).toBe(1599);
  });

  it('remembers a chosen name across tabs in local storage', () => {
    setGuestName('  Magnus  ');
    sessionStorage.clear();
    expect(getGuestIdentity().username).toBe('Magnus');
  });
});
