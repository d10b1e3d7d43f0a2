import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  AUTH_STORAGE_KEY,
  DEMO_TOKEN,
  DEMO_USER,
  INITIALIZE_TIMEOUT_MS,
  useAuthStore,
  type User,
} from '@/lib/auth/auth-store';

const ann: User = { id: 'u1', email: 'ann@example.com', username: 'ann', displayName: 'Ann', createdAt: '2026-01-01' };

function reset(partial: Partial<ReturnType<typeof useAuthStore.getState>> = {}) {
  useAuthStore.getState().clearAuth();
  useAuthStore.setState({ isInitialized: false, ...partial });
}

describe('auth store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('persists under chess-academy-auth, version 2, without the transient fields', () => {
    expect(AUTH_STORAGE_KEY).toBe('chess-academy-auth');
    useAuthStore.getState().setSession({ user: ann, token: 't', refreshToken: 'r' });
    const stored = JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}');
    expect(stored.version).toBe(2);
    expect(Object.keys(stored.state).sort()).toEqual(
      ['deviceInfo', 'isAuthenticated', 'lastAuthCheck', 'refreshToken', 'token', 'user'].sort(),
    );
  });

  it('with no token, initialisation simply completes', async () => {
    const check = vi.fn(async () => ann);
    await useAuthStore.getState().initialize(check);
    expect(check).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
  });

  it('skips the check when the session was verified within 5 minutes', async () => {
    reset({ token: 't', isAuthenticated: true, user: ann, lastAuthCheck: Date.now() - 4 * 60_000 });
    const check = vi.fn(async () => ann);
    await useAuthStore.getState().initialize(check);
    expect(check).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isInitialized).toBe(true);
  });

  it('checks an older session with the server', async () => {
    reset({ token: 't', isAuthenticated: true, lastAuthCheck: Date.now() - 6 * 60_000 });
    const check = vi.fn(async () => ann);
    await useAuthStore.getState().initialize(check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ user: ann, isAuthenticated: true, isInitialized: true });
  });

  it('a failed check still initialises, without an error', async () => {
    reset({ token: 't', isAuthenticated: true });
    await useAuthStore.getState().initialize(async () => {
      throw new Error('Network error. Please check your connection.');
    });
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, error: null });
  });

  it('is forced complete after 30 seconds', async () => {
    reset({ token: 't', isAuthenticated: true });
    void useAuthStore.getState().initialize(() => new Promise<User | null>(() => undefined));
    await vi.advanceTimersByTimeAsync(INITIALIZE_TIMEOUT_MS - 1);
    expect(useAuthStore.getState().isInitialized).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(useAuthStore.getState().isInitialized).toBe(true);
  });

  it('migrates a version 1 state by resetting refresh token, last check and device info', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          user: ann,
          token: 't',
          refreshToken: 'old',
          isAuthenticated: true,
          lastAuthCheck: 5,
          isInitialized: true,
        },
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      user: ann,
      token: 't',
      refreshToken: null,
      lastAuthCheck: null,
      isAuthenticated: true,
    });
  });

  it('demo login needs no server and is not re-checked at start-up', async () => {
    useAuthStore.getState().loginDemo();
    expect(useAuthStore.getState()).toMatchObject({ user: DEMO_USER, token: DEMO_TOKEN, isAuthenticated: true });
    useAuthStore.setState({ isInitialized: false, lastAuthCheck: 0 });
    const check = vi.fn(async () => null);
    await useAuthStore.getState().initialize(check);
    expect(check).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, isAuthenticated: true });
  });

  it('a check that finds no user signs out', async () => {
    reset({ token: 't', isAuthenticated: true, user: ann });
    await useAuthStore.getState().initialize(async () => null);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });
});
