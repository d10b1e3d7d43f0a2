import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';

import { SettingsPage } from '../settings-page';

const ann = { id: '1', email: 'ann@example.com', username: 'ann', displayName: 'Ann', createdAt: '' };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

describe('settings page', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().setSession({ user: ann, token: 't' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the sound switch, the volume and the board preferences locally', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('Sound effects'));
    expect(localStorage.getItem('chess-audio-enabled')).toBe('false');
    await user.click(screen.getByLabelText('Show coordinates'));
    expect(JSON.parse(localStorage.getItem('chess-academy-board-preferences') ?? '{}')).toMatchObject({
      showCoordinates: false,
    });
  });

  it('saves the display name and shows the server text when the password change is refused', async () => {
    const fetchSpy = vi.fn(async (url: string) =>
      url.endsWith('/users/profile')
        ? answer(200, { success: true, data: { user: { ...ann, displayName: 'Annie' } } })
        : answer(403, { success: false, message: 'Current password is incorrect' }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage();
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Annie');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));
    expect(await screen.findByText('Display name saved.')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.displayName).toBe('Annie');

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('saves the country from the ISO 3166 list, and clears it', async () => {
    const bodies: unknown[] = [];
    const fetchSpy = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { country?: string | null };
      bodies.push(body);
      return answer(200, { success: true, data: { user: { ...ann, country: body.country ?? null } } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage();
    const select = screen.getByLabelText('Country');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'France' })).toHaveValue('FR');
    await user.selectOptions(select, 'FR');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    expect(await screen.findByText('Country saved.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ country: 'FR' });
    expect(useAuthStore.getState().user?.country).toBe('FR');

    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    expect(await screen.findByText('Country cleared.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ country: null });
  });

  it('asks for the password before deleting the account', async () => {
    const fetchSpy = vi.fn(async () => answer(200, { success: true, data: {} }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Enter your password to confirm'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/auth\/delete-account$/);
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'password1' });
  });

  it('signs out everywhere through the server and then here', async () => {
    const fetchSpy = vi.fn(async () => answer(200, { success: true, data: { message: 'Logged out everywhere' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/auth\/logout-all$/);
    expect(init.method).toBe('POST');
  });

  it('stays signed in and says why when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { success: false, message: 'Server error. Please try again later.' })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
