import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { createQueryClient } from '@/lib/query-client';
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
