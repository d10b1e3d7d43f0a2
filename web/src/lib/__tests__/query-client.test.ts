import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { createQueryClient, refreshAfterChange } from '@/lib/query-client';
import { fail, stubFetch } from '@/testing';

beforeEach(() => {
  vi.useFakeTimers();
  useAuthStore.getState().clearAuth();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('one retry layer', () => {
  it('a GET that keeps failing goes out once plus the HTTP layer retries, not more', async () => {
    const calls = stubFetch({ 'GET /puzzles/daily': () => fail(503, 'Service unavailable') });
    const client = createQueryClient();
    const result = client
      .fetchQuery({ queryKey: ['failing'], queryFn: () => api.get('/puzzles/daily') })
      .catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBeInstanceOf(Error);
    // The first request and the api-client's three retries (platform rule): four in all.
    expect(calls).toHaveLength(4);
  });
});

describe('reading again after the server recorded something', () => {
  it('a first read answered before the change is read again, not shared', async () => {
    vi.useRealTimers();
    const client = createQueryClient();
    // The record's XP: the first read is answered from before the solve, slowly.
    let xp = 0;
    const answers: number[] = [];
    const queryFn = async () => {
      const seen = xp;
      await new Promise((resolve) => setTimeout(resolve, 20));
      answers.push(seen);
      return seen;
    };
    const observer = new QueryObserver(client, { queryKey: ['progress', 'summary', 'learner'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    // The solve is recorded while that first read is on its way.
    xp = 65;
    await refreshAfterChange(client, ['progress']);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(65));
    unsubscribe();
  });
});
