import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fail, ok, stubFetch } from '@/testing';

import {
  fetchGuestSession,
  getGuestIdentity,
  GUEST_NAME_KEY,
  randomGuestRating,
  setGuestName,
} from '../guest-identity';

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

describe('fetchGuestSession', () => {
  const generated = {
    token: 'guest-token',
    user: { id: 'g1', username: 'Guest4321', displayName: 'Guest4321', role: 'guest', guest: true },
  };

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks again without a name when the stored one is refused, and keeps the signed name', async () => {
    setGuestName('Magnus');
    const calls = stubFetch({
      'POST /auth/guest': (request) =>
        (request.body as { username: string }).username === ''
          ? ok(generated)
          : fail(400, 'That name belongs to a registered player: choose another', 'validation_error'),
    });
    const session = await fetchGuestSession();
    expect(session.user.username).toBe('Guest4321');
    expect(calls.map((c) => c.body)).toEqual([{ username: 'Magnus' }, { username: '' }]);
    expect(getGuestIdentity().username).toBe('Guest4321');
    expect(localStorage.getItem(GUEST_NAME_KEY)).toBeNull();
  });

  it('passes other failures on', async () => {
    stubFetch({ 'POST /auth/guest': () => fail(403, 'Forbidden') });
    await expect(fetchGuestSession('Vera')).rejects.toMatchObject({ status: 403 });
  });
});
