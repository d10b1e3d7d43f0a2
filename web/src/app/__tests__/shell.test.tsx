import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { useShellStore } from '@/app/shell/shell-store';
import { StartupGate } from '@/app/shell/startup-gate';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { gameSocket } from '@/lib/socket';

let mobile = false;
const listeners = new Set<() => void>();

function setMobile(value: boolean) {
  mobile = value;
  act(() => listeners.forEach((l) => l()));
}

beforeEach(() => {
  mobile = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('max-width') ? mobile : !mobile;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  useAuthStore.getState().clearAuth();
  useAuthStore.setState({ isInitialized: true });
  useAuthModalStore.setState({ isOpen: false });
  useShellStore.setState({ drawerOpen: false, collapsed: false });
});

afterEach(() => {
  // The shell opens the app's one socket; a reconnect timer left running would fire after the
  // test environment is gone.
  gameSocket.close();
  vi.unstubAllGlobals();
  listeners.clear();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it('/ redirects to /play', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play vs Computer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/play');
  });

  it('an unknown path redirects to /dashboard', async () => {
    const router = renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Choose Your Path' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/lessons', 'Chess Lessons'],
    ['/game/abc', 'Live Chess Match'],
    ['/spectate/abc', 'Live Chess Match'],
    ['/strength-assessment', 'Strength Assessment'],
    ['/phase0', 'Calibration Test'],
    ['/debug', 'Debug'],
    ['/multiplayer', 'Multiplayer'],
  ])('%s shows its page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/puzzles', 'Puzzles'],
    ['/lessons', 'Lessons'],
    ['/lessons/1', 'Lesson'],
    ['/practice', 'Practice'],
    ['/play', 'Vs Computer'],
    ['/strength-assessment', 'Assessment'],
    ['/review', 'Review'],
    ['/settings', 'Settings'],
    ['/game/abc', 'Live Game'],
  ])('the top bar and the browser tab name %s', async (path, name) => {
    renderAt(path);
    await waitFor(() => expect(screen.getByTestId('page-name')).toHaveTextContent(name));
    expect(document.title).toBe(`${name} · Chess Academy`);
  });

  it.each([
    ['/academy', 'Loading Chess Academy'],
    ['/lessons/chess-101', 'Loading lesson...'],
    ['/lessons/2', 'Loading lesson...'],
    ['/lessons/category/basics', 'Loading lessons...'],
  ])('%s shows its page, loading its content', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each(['/profile', '/settings'])('%s asks a signed-out visitor to sign in', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to access this page and continue your chess journey.')).toBeInTheDocument();
    expect(sessionStorage.getItem('auth_return_to')).toBe(path);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, mode: 'login' });
  });

  it('/profile shows the page once signed in', async () => {
    useAuthStore.getState().setSession({
      user: { id: '1', email: 'a@b.c', username: 'ann', displayName: 'Ann', createdAt: '' },
      token: 't',
    });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});

describe('shell', () => {
  it('shows the start-up gate until the session check finishes', () => {
    useAuthStore.setState({ isInitialized: false, token: 't', isAuthenticated: true, lastAuthCheck: null });
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(
      <StartupGate>
        <p>app</p>
      </StartupGate>,
    );
    expect(screen.getByText('Initializing Chess Academy...')).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('lists the sidebar entries and no made-up figures', async () => {
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const text of [
      'Play against AI opponents',
      'Interactive chess lessons',
      'Sharpen your tactics',
      'Global rankings',
      'Live',
      'Complete',
      'Daily',
    ]) {
      expect(within(nav).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/1200|\+50|75%/);
  });

  it('the Login / Sign Up button opens the auth modal flag', async () => {
    renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Login / Sign Up' }));
    expect(useAuthModalStore.getState().isOpen).toBe(true);
  });

  it('the sidebar collapses on desktop', async () => {
    renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(document.getElementById('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('the mobile drawer closes on navigation and when the window widens', async () => {
    mobile = true;
    renderAt('/dashboard');
    const drawer = document.getElementById('app-sidebar')!;
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(within(drawer).getByText('Welcome')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Try Demo Mode' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('link', { name: /Puzzles/ }));
    // The page is a lazy route: on a busy machine its chunk can take longer than the default 1 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Puzzles' }, { timeout: 5_000 })).toBeInTheDocument();
    // The drawer closes from an effect of the navigation, which may run after the page shows.
    await waitFor(() => expect(drawer).toHaveAttribute('data-state', 'closed'));

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer).toHaveAttribute('data-state', 'open');
    setMobile(false);
    expect(useShellStore.getState().drawerOpen).toBe(false);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
