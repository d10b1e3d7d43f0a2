import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadApiKey } from '@/lib/ai-key';
import { useAuthStore } from '@/lib/auth/auth-store';
import { fail, ok, renderWithProviders, stubFetch } from '@/testing';

import { SettingsPage } from '../settings-page';

const ann = { id: '1', email: 'ann@example.com', username: 'ann', displayName: 'Ann', createdAt: '' };

function renderPage() {
  return renderWithProviders(<SettingsPage />);
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

  it("offers the coach's AI voice: a Claude key kept in this browser, and removed (issue 30)", async () => {
    const user = userEvent.setup();
    renderPage();
    const coach = screen.getByRole('heading', { name: 'Coach' }).closest('section') as HTMLElement;
    expect(within(coach).getByText('AI voice (optional)')).toBeInTheDocument();
    await user.type(within(coach).getByLabelText('Claude API key'), 'sk-ant-api03-abcdefghijklmnop');
    await user.click(within(coach).getByRole('button', { name: 'Save' }));
    expect(within(coach).getByRole('status')).toHaveTextContent('Claude API key saved.');
    expect(loadApiKey()).toBe('sk-ant-api03-abcdefghijklmnop');
    await user.click(within(coach).getByRole('button', { name: 'Remove Key' }));
    expect(loadApiKey()).toBeNull();
  });

  it('saves the display name and shows the server text when the password change is refused', async () => {
    stubFetch({
      'PUT /users/profile': { user: { ...ann, displayName: 'Annie' } },
      'PUT /users/password': () => fail(403, 'Current password is incorrect'),
    });
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
    const calls = stubFetch({
      'PUT /users/profile': ({ body }) =>
        ok({ user: { ...ann, country: (body as { country?: string | null }).country ?? null } }),
    });
    const bodies = () => calls.map((call) => call.body);
    const user = userEvent.setup();
    renderPage();
    const select = screen.getByLabelText('Country');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'France' })).toHaveValue('FR');
    await user.selectOptions(select, 'FR');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    expect(await screen.findByText('Country saved.')).toBeInTheDocument();
    expect(bodies()[0]).toEqual({ country: 'FR' });
    expect(useAuthStore.getState().user?.country).toBe('FR');

    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    expect(await screen.findByText('Country cleared.')).toBeInTheDocument();
    expect(bodies()[1]).toEqual({ country: null });
  });

  it('asks for the password before deleting the account', async () => {
    const calls = stubFetch({ 'DELETE /auth/delete-account': {} });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Enter your password to confirm'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(calls[0]).toEqual({ method: 'DELETE', path: '/auth/delete-account', body: { password: 'password1' } });
  });

  it('signs out everywhere through the server and then here', async () => {
    const calls = stubFetch({ 'POST /auth/logout-all': { message: 'Logged out everywhere' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout-all' });
  });

  it('stays signed in and says why when the server refuses', async () => {
    stubFetch({ 'POST /auth/logout-all': () => fail(500, 'Server error. Please try again later.') });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
