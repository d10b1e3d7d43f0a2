import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { FallbackProps } from '@/app/errors/error-boundary';
import {
  AcademyErrorFallback,
  GeneralErrorFallback,
  PlayErrorFallback,
  PuzzlesErrorFallback,
} from '@/app/errors/fallbacks';
import { RequireAuth } from '@/app/guards/require-auth';
import { RoutePage } from '@/app/route-page';
import { useAuthStore } from '@/lib/auth/auth-store';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('Board exploded');
  return <h1>Recovered</h1>;
}

function renderBroken(fallback?: ComponentType<FallbackProps>) {
  const router = createMemoryRouter(
    [
      {
        path: '/broken',
        element: (
          <RoutePage fallback={fallback}>
            <Flaky />
          </RoutePage>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/broken'] },
  );
  // React retries a failed concurrent render synchronously and reports the first failure as
  // "recoverable"; the boundary under test handles the second one.
  render(<RouterProvider router={router} />, { onRecoverableError: () => undefined });
  return router;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('error fallbacks', () => {
  it('general: Oops! Something went wrong, with Try Again, Reload Page, Go to Dashboard', async () => {
    const router = renderBroken(GeneralErrorFallback);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Board exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broken');
  });

  it('general: Go to Dashboard leaves the broken page', async () => {
    const router = renderBroken();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    [PlayErrorFallback, 'Back to Dashboard', '/dashboard'],
    [AcademyErrorFallback, 'Try Basic Lessons Instead', '/lessons'],
    [PuzzlesErrorFallback, 'Play vs Computer Instead', '/play'],
  ] as const)('page fallback offers %#: "%s" to %s', async (fallback, label, target) => {
    const router = renderBroken(fallback);
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(router.state.location.pathname).toBe(target);
  });

  it('academy fallback reads Academy Loading Error', () => {
    renderBroken(AcademyErrorFallback);
    expect(screen.getByRole('heading', { name: 'Academy Loading Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Academy' })).toBeInTheDocument();
  });
});

describe('guard options', () => {
  function renderGuarded(element: React.ReactNode, path = '/guarded') {
    const router = createMemoryRouter(
      [
        { path, element },
        { path: '*', element: <p>landed</p> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  beforeEach(() => {
    useAuthStore.getState().clearAuth();
    useAuthStore.setState({ isInitialized: true });
  });

  function signIn(email: string, role = 'user') {
    useAuthStore.getState().setSession({
      user: { id: '1', email, username: 'u', displayName: 'U', createdAt: '', role },
      token: 't',
    });
  }

  it('waits for initialisation before deciding', () => {
    useAuthStore.setState({ isInitialized: false });
    renderGuarded(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('admin-only shows Access Denied to other users, whatever their e-mail says', () => {
    signIn('admin@example.com');
    renderGuarded(
      <RequireAuth adminOnly>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('admin-only lets an account with the server role admin through', () => {
    signIn('ann@example.com', 'admin');
    renderGuarded(
      <RequireAuth adminOnly>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('guest-only sends a signed-in user to the stored return path', () => {
    signIn('ann@example.com');
    sessionStorage.setItem('auth_return_to', '/settings');
    const router = renderGuarded(
      <RequireAuth guestOnly>
        <p>login form</p>
      </RequireAuth>,
      '/login',
    );
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('guest-only shows the page to a visitor', () => {
    renderGuarded(
      <RequireAuth guestOnly>
        <p>login form</p>
      </RequireAuth>,
      '/login',
    );
    expect(screen.getByText('login form')).toBeInTheDocument();
  });
});
