import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { isAccount, isLearner, learnerId } from '@/lib/auth/account';
import { useAuthStore, type User } from '@/lib/auth/auth-store';
import { ensureLearner } from '@/lib/auth/learner';
import { answer, fail, ok, stubFetch } from '@/testing';

const LEARNER: User = {
  id: '9',
  email: '',
  username: 'learner-9',
  displayName: 'Visitor',
  createdAt: '2026-01-01',
  role: 'learner',
  anonymous: true,
  country: null,
};
const ACCOUNT: User = { id: '7', email: 'a@b.c', username: 'ann', displayName: 'Ann', createdAt: '2026-01-01' };

const created = () =>
  answer(201, {
    success: true,
    data: { user: LEARNER, accessToken: 'learner-token', refreshToken: 'learner-refresh' },
  });

function bearer(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('the anonymous learner', () => {
  it('is a record on the server but no account: learnerId names it, isAccount does not', () => {
    useAuthStore.getState().setLearnerSession({ user: LEARNER, token: 'learner-token', refreshToken: 'r' });
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(false);
    expect(isLearner(state)).toBe(true);
    expect(isAccount(state)).toBe(false);
    expect(learnerId(state)).toBe('9');

    useAuthStore.getState().setSession({ user: ACCOUNT, token: 'account-token' });
    expect(learnerId(useAuthStore.getState())).toBe('7');
    expect(isLearner(useAuthStore.getState())).toBe(false);

    useAuthStore.getState().loginDemo();
    expect(learnerId(useAuthStore.getState())).toBeUndefined();
  });

  it('is made once for concurrent first activities, and its token is sent from then on', async () => {
    const calls = stubFetch({ 'POST /auth/anonymous': created, 'GET /progress': (_r, init) => ok(bearer(init)) });
    const ids = await Promise.all([ensureLearner(), ensureLearner(), ensureLearner()]);
    expect(ids).toEqual(['9', '9', '9']);
    expect(calls.filter((c) => c.path === '/auth/anonymous')).toEqual([
      { method: 'POST', path: '/auth/anonymous', body: {} },
    ]);
    expect(useAuthStore.getState()).toMatchObject({
      token: 'learner-token',
      refreshToken: 'learner-refresh',
      isAuthenticated: false,
      user: { id: '9', anonymous: true },
    });
    await expect(api.get('/progress')).resolves.toBe('Bearer learner-token');
    // Already a learner: nothing more is made.
    await ensureLearner();
    expect(calls.filter((c) => c.path === '/auth/anonymous')).toHaveLength(1);
  });

  it('is not made for an account, nor for demo mode (which never reaches the server)', async () => {
    const calls = stubFetch({});
    useAuthStore.getState().setSession({ user: ACCOUNT, token: 'account-token' });
    await expect(ensureLearner()).resolves.toBe('7');
    useAuthStore.getState().loginDemo();
    await expect(ensureLearner()).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it("refreshes the learner's token on a 401 like an account's, and replays", async () => {
    useAuthStore.getState().setLearnerSession({ user: LEARNER, token: 'old', refreshToken: 'r' });
    stubFetch({
      'POST /auth/refresh': { accessToken: 'new' },
      'GET /progress': (_r, init) => (bearer(init) === 'Bearer new' ? ok('fresh') : fail(401, 'Token expired')),
    });
    await expect(api.get('/progress')).resolves.toBe('fresh');
    expect(useAuthStore.getState()).toMatchObject({ token: 'new', isAuthenticated: false, user: { anonymous: true } });
  });

  it('passes on a refusal to make one (too many from this address)', async () => {
    stubFetch({ 'POST /auth/anonymous': () => fail(429, 'Too many requests', 'rate_limited') });
    await expect(ensureLearner()).rejects.toMatchObject({ status: 429 });
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('starts up without asking the server who the learner is', async () => {
    useAuthStore.getState().setLearnerSession({ user: LEARNER, token: 'learner-token', refreshToken: 'r' });
    useAuthStore.setState({ isInitialized: false });
    const check = vi.fn(async () => null);
    await useAuthStore.getState().initialize(check);
    expect(check).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, token: 'learner-token' });
  });
});
