import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-errors';
import { useAuthStore } from '@/lib/auth/auth-store';

import { loadSession, saveSession } from '../../model/saved-session';
import { claimOnSignIn } from '../claim-on-sign-in';

const finished = { sessionId: 'visit-1', asVisitor: true, question: null, correct: 9, completed: true, claimed: false };
const user = {
  id: 'u1',
  email: 'a@example.com',
  username: 'alice',
  displayName: 'Alice',
  createdAt: '2026-01-01T00:00:00Z',
  role: 'user',
};

afterEach(() => useAuthStore.getState().clearAuth());

describe("claiming a visitor's result", () => {
  it('claims once when an account signs in, and not before', async () => {
    saveSession(finished);
    const claim = vi.fn(async () => true);
    const stop = claimOnSignIn(new QueryClient(), claim);
    expect(claim).not.toHaveBeenCalled();
    useAuthStore.getState().setSession({ user, token: 't' });
    await vi.waitFor(() => expect(loadSession()?.claimed).toBe(true));
    expect(claim).toHaveBeenCalledExactlyOnceWith('visit-1');
    stop();
  });

  it('stops asking after a refusal, asks again after a network failure', async () => {
    saveSession(finished);
    useAuthStore.getState().setSession({ user, token: 't' });
    const offline = vi.fn(async () => {
      throw new ApiError('Network error. Please check your connection.', 'network');
    });
    claimOnSignIn(new QueryClient(), offline)();
    await vi.waitFor(() => expect(offline).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(loadSession()?.claimed).toBe(false);

    const refused = vi.fn(async () => {
      throw new ApiError('Already claimed', 'http', 409);
    });
    claimOnSignIn(new QueryClient(), refused)();
    await vi.waitFor(() => expect(loadSession()?.claimed).toBe(true));
  });

  it("leaves an account's own result and an unfinished test alone", async () => {
    useAuthStore.getState().setSession({ user, token: 't' });
    const claim = vi.fn(async () => true);
    saveSession({ ...finished, asVisitor: false });
    claimOnSignIn(new QueryClient(), claim)();
    saveSession({ ...finished, completed: false });
    claimOnSignIn(new QueryClient(), claim)();
    await new Promise((r) => setTimeout(r, 10));
    expect(claim).not.toHaveBeenCalled();
  });
});
