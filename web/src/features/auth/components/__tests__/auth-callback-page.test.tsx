import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { createTestQueryClient, fail, stubFetch } from '@/testing';

import { AuthCallbackPage } from '../auth-callback-page';

let client = createTestQueryClient();

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  client = createTestQueryClient();
  // What the visit showed before (an anonymous learner's figures, say).
  client.setQueryData(['progress', 'summary', '9'], { totalXP: 65 });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const session = {
  user: { id: '7', email: 'o@example.com', username: 'o', displayName: 'O', createdAt: '' },
  accessToken: 'a',
  refreshToken: 'r',
  isNewUser: true,
};

describe('/auth/callback', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
    useAuthStore.getState().clearAuth();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the slow hint after 1 second', async () => {
    stubFetch({ 'POST /auth/google/callback': () => new Promise<Response>(() => undefined) });
    renderAt('/auth/callback?code=c&state=s');
    expect(screen.getByRole('heading', { name: 'Authenticating' })).toBeInTheDocument();
    expect(screen.queryByText('This may take a few seconds...')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('This may take a few seconds...')).toBeInTheDocument();
  });

  it('signs in, says Success! and goes to the stored return path after 2 seconds', async () => {
    sessionStorage.setItem('oauth_state', 's');
    sessionStorage.setItem('auth_return_to', '/profile');
    const calls = stubFetch({ 'POST /auth/google/callback': session });
    // Timers that do not follow the wall clock, so a slow machine cannot eat into the 2 s.
    vi.useRealTimers();
    vi.useFakeTimers();
    const router = renderAt('/auth/callback?code=c&state=s');
    for (let i = 0; i < 50 && !screen.queryByRole('heading', { name: 'Success!' }); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'a' });
    expect(calls[0]?.body).toEqual({ code: 'c', state: 's' });
    // A new session: everything is read again as the account's.
    expect(client.getQueryState(['progress', 'summary', '9'])?.isInvalidated).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(router.state.location.pathname).toBe('/auth/callback');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('fails on a state mismatch with Try Again and Go to Home', () => {
    sessionStorage.setItem('oauth_state', 'mine');
    renderAt('/auth/callback?code=c&state=theirs');
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid state parameter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('shows the server message when the exchange fails', async () => {
    stubFetch({ 'POST /auth/google/callback': () => fail(400, 'Invalid state parameter') });
    renderAt('/auth/callback?code=c');
    expect(await screen.findByText('Invalid state parameter')).toBeInTheDocument();
  });
});
