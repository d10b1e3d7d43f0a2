import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { defaultSocketToken, GUEST_TOKEN_KEY } from '@/lib/socket';
import { readSession } from '@/lib/storage';
import { fail, stubFetch } from '@/testing';

const guestSession = {
  token: 'guest-token',
  user: { id: 'g1', username: 'Player', displayName: 'Player', role: 'guest', guest: true },
};

afterEach(() => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('defaultSocketToken', () => {
  it("is an account's access token, with no request", async () => {
    useAuthStore.setState({ token: 'access-token', isAuthenticated: true });
    const calls = stubFetch({});
    expect(await defaultSocketToken()).toBe('access-token');
    expect(calls).toEqual([]);
  });

  it('signs a visitor in once through POST /api/auth/guest and keeps the token for the tab', async () => {
    const calls = stubFetch({ 'POST /auth/guest': guestSession });
    const [a, b] = await Promise.all([defaultSocketToken(), defaultSocketToken()]);
    expect([a, b]).toEqual(['guest-token', 'guest-token']);
    expect(calls).toEqual([{ method: 'POST', path: '/auth/guest', body: { username: 'Player' } }]);
    expect(readSession(GUEST_TOKEN_KEY)).toBe('guest-token');
    expect(await defaultSocketToken()).toBe('guest-token');
    expect(calls).toHaveLength(1);
  });

  it('plays an anonymous learner as a visitor: a guest identity, not the learner token', async () => {
    useAuthStore.getState().setLearnerSession({
      user: { id: '9', email: '', username: 'learner-9', displayName: 'Visitor', createdAt: '2026-01-01' },
      token: 'learner-token',
    });
    stubFetch({ 'POST /auth/guest': guestSession });
    expect(await defaultSocketToken()).toBe('guest-token');
  });

  it('refuses an answer without a token and names a refused sign-in by its status', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'POST /auth/guest': { user: guestSession.user } });
    await expect(defaultSocketToken()).rejects.toThrow('Guest sign-in returned no token');
    expect(logged).toHaveBeenCalledWith('Unexpected answer from /auth/guest:', expect.anything());
    expect(readSession(GUEST_TOKEN_KEY)).toBeNull();
    stubFetch({ 'POST /auth/guest': () => fail(403, 'Forbidden') });
    await expect(defaultSocketToken()).rejects.toThrow('Guest sign-in failed (403)');
    expect(readSession(GUEST_TOKEN_KEY)).toBeNull();
  });
});
