import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { api, getHealth, retryDelay } from '@/lib/api-client';
import { ApiError, INVALID_ANSWER_MESSAGE } from '@/lib/api-errors';
import { AUTH_LOGOUT_EVENT, useAuthStore } from '@/lib/auth/auth-store';
import { answer } from '@/testing';

type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function jsonResponse(status: number, body: unknown = { success: status < 400, data: {} }): Response {
  return answer(status, body);
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>): FetchMock {
  const mock: FetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => impl(String(input), init ?? {}));
  vi.stubGlobal('fetch', mock);
  return mock;
}

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

function signIn(token = 'old-token'): void {
  useAuthStore.setState({
    token,
    refreshToken: 'refresh-1',
    isAuthenticated: true,
    user: { id: 'u1', email: 'a@b.c', username: 'ann', displayName: 'Ann', createdAt: '2026-01-01' },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  useAuthStore.getState().clearAuth();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('answers are checked against their schema', () => {
  const schema = z.object({ rating: z.number() });

  it('returns the parsed data when it matches', async () => {
    stubFetch(async () => jsonResponse(200, { success: true, data: { rating: 1500, extra: 'dropped' } }));
    await expect(api.get('/users/stats', { schema })).resolves.toEqual({ rating: 1500 });
  });

  it('refuses an answer of the wrong shape once, without retrying, with a readable message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch(async () => jsonResponse(200, { success: true, data: { rating: '1500' } }));
    const error = await api.get('/users/stats', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid');
    expect((error as ApiError).message).toBe(INVALID_ANSWER_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('request basics', () => {
  it('sends JSON with credentials and the Bearer token, and returns data', async () => {
    signIn('tok');
    const fetchMock = stubFetch(async () => jsonResponse(200, { success: true, data: { ok: 1 } }));
    await expect(api.post('/users/profile', { displayName: 'Ann' })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/profile');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"displayName":"Ann"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(authHeader(init)).toBe('Bearer tok');
  });

  it('leaves the token off calls marked as not needing auth', async () => {
    signIn('tok');
    const fetchMock = stubFetch(async () => jsonResponse(200));
    await api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { auth: false });
    expect(authHeader(fetchMock.mock.calls[0]![1])).toBeUndefined();
  });

  it('gives up after 10 s without an answer', async () => {
    const fetchMock = stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = api.get('/users/stats', { retries: 0 });
    const outcome = expect(result).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('retry rule', () => {
  it('delays 1 s doubling plus up to 1 s jitter', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(retryDelay(0)).toBeCloseTo(1999, 0);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries a %i up to 3 times on schedule', async (status) => {
    const fetchMock = stubFetch(async () => jsonResponse(status, { success: false }));
    const result = api.get('/users/stats');
    const outcome = expect(result).rejects.toMatchObject({ status });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Math.random = 0.5 → delays of 1.5 s, 2.5 s and 4.5 s.
    for (const [delay, callsAfter] of [
      [1500, 2],
      [2500, 3],
      [4500, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter);
    }
    await outcome;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('retries network errors and succeeds when the server comes back', async () => {
    let calls = 0;
    const fetchMock = stubFetch(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { success: true, data: 'up' });
    });
    const result = api.get('/users/stats');
    await vi.advanceTimersByTimeAsync(1500 + 2500);
    await expect(result).resolves.toBe('up');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([400, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    const fetchMock = stubFetch(async () => jsonResponse(status, { success: false }));
    await expect(api.get('/users/stats')).rejects.toMatchObject({ status });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not blindly retry a 401 when no token was sent', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(401, { success: false, message: 'Invalid email or password' }),
    );
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('health check: no auth, 1 retry, 5 s timeout', async () => {
    signIn('tok');
    const fetchMock = stubFetch(async () => jsonResponse(503, { success: false }));
    const outcome = expect(getHealth()).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/health');
    expect(authHeader(fetchMock.mock.calls[0]![1])).toBeUndefined();
  });
});

describe('token refresh', () => {
  it('refreshes once for three concurrent 401s and replays all three with the new token', async () => {
    signIn('old-token');
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return jsonResponse(200, { success: true, data: { accessToken: 'new-token', refreshToken: 'refresh-2' } });
      }
      if (authHeader(init) === 'Bearer new-token') return jsonResponse(200, { success: true, data: url });
      return jsonResponse(401, { success: false });
    });

    const results = Promise.all([api.get('/users/profile'), api.get('/users/stats'), api.get('/users/progress')]);
    await vi.advanceTimersByTimeAsync(0);
    releaseRefresh();
    await expect(results).resolves.toEqual(['/api/users/profile', '/api/users/stats', '/api/users/progress']);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]![1]?.method).toBe('POST');
    expect(refreshCalls[0]![1]?.credentials).toBe('include');
    expect(authHeader(refreshCalls[0]![1])).toBeUndefined();

    const replays = fetchMock.mock.calls.filter(([, init]) => authHeader(init) === 'Bearer new-token');
    expect(replays).toHaveLength(3);
    const state = useAuthStore.getState();
    expect(state.token).toBe('new-token');
    expect(state.refreshToken).toBe('refresh-2');
    expect(state.lastAuthCheck).toBe(Date.now());
  });

  it('clears auth and fires auth:logout when the refresh fails, without retry storms', async () => {
    signIn('old-token');
    const onLogout = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    const fetchMock = stubFetch(async (url) =>
      url === '/api/auth/refresh' ? jsonResponse(401, { success: false }) : jsonResponse(401, { success: false }),
    );
    await expect(Promise.all([api.get('/users/profile'), api.get('/users/stats')])).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required. Please log in.',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
  });

  it('refreshes at most once per request', async () => {
    signIn('old-token');
    const fetchMock = stubFetch(async (url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { success: true, data: { accessToken: 'new-token' } })
        : jsonResponse(401, { success: false }),
    );
    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
