import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { DEMO_USER, useAuthStore } from '@/lib/auth/auth-store';
import { answer, fail, pictographs, renderWithProviders, stubFetch } from '@/testing';

import { AuthModal } from '../auth-modal';

function renderModal() {
  return renderWithProviders(<AuthModal />);
}

describe('auth modal', () => {
  beforeEach(() => {
    useAuthStore.getState().clearAuth();
    useAuthModalStore.setState({ isOpen: true, mode: 'login' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthModalStore.setState({ isOpen: false });
  });

  it('shows the login texts and every validation message, clearing one on edit', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('register mode asks for username and display name', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Join Chess Academy' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Display Name'), 'A');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Display name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('closes from the Close button, drawn as an icon rather than a glyph', async () => {
    const user = userEvent.setup();
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('');
    expect(pictographs(screen.getByRole('dialog'))).toEqual([]);
    await user.click(close);
    expect(useAuthModalStore.getState().isOpen).toBe(false);
  });

  it('shows/hides the password, closes on Escape and locks the page scroll', async () => {
    const user = userEvent.setup();
    const { unmount } = renderModal();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(useAuthModalStore.getState().isOpen).toBe(false);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the server error in a banner and clears it on edit', async () => {
    stubFetch({ 'POST /auth/login': () => fail(401, 'Invalid email or password') });
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthModalStore.getState().isOpen).toBe(true);
  });

  it('Try Demo signs in the fixed demo user without a server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Try Demo' }));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: DEMO_USER, token: 'demo-token' });
    expect(useAuthModalStore.getState().isOpen).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe('from a browser holding an anonymous learner', () => {
    const learner = {
      id: '9',
      email: '',
      username: 'learner-9',
      displayName: 'Visitor',
      createdAt: '2026-01-01',
      anonymous: true,
    };
    const account = { ...learner, email: 'ann@example.com', username: 'ann', displayName: 'Ann', anonymous: false };
    const session = (user: typeof account) =>
      answer(201, { success: true, data: { user, accessToken: 'account-token', refreshToken: 'account-refresh' } });

    beforeEach(() => {
      useAuthStore.getState().setLearnerSession({ user: learner, token: 'learner-token', refreshToken: 'r' });
    });

    it("signs up with the learner's token, becomes the account (same id) and reads every query again", async () => {
      const seen: (string | undefined)[] = [];
      const calls = stubFetch({
        'POST /auth/register': (_request, init) => {
          seen.push((init?.headers as Record<string, string> | undefined)?.Authorization);
          return session(account);
        },
      });
      const user = userEvent.setup();
      const { client } = renderModal();
      client.setQueryData(['progress', 'summary', '9'], { totalXP: 65 });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Username'), 'ann');
      await user.type(screen.getByLabelText('Display Name'), 'Ann');
      await user.type(screen.getByLabelText('Password'), 'password1');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await vi.waitFor(() => expect(useAuthModalStore.getState().isOpen).toBe(false));
      expect(seen).toEqual(['Bearer learner-token']);
      // Only the form: nothing of the browser's memory goes along.
      expect(calls[0]?.body).toEqual({
        email: 'ann@example.com',
        username: 'ann',
        displayName: 'Ann',
        password: 'password1',
      });
      expect(useAuthStore.getState()).toMatchObject({
        isAuthenticated: true,
        token: 'account-token',
        user: { id: '9', anonymous: false },
      });
      expect(client.getQueryState(['progress', 'summary', '9'])?.isInvalidated).toBe(true);
    });

    it('signs in with the form alone; the server moves the learner into the account', async () => {
      const calls = stubFetch({ 'POST /auth/login': () => session({ ...account, id: '7' }) });
      const user = userEvent.setup();
      const { client } = renderModal();
      client.setQueryData(['lessons', 'list', '9'], { categories: [] });
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'password1');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await vi.waitFor(() => expect(useAuthStore.getState().token).toBe('account-token'));
      expect(calls.map((c) => [c.path, c.body])).toEqual([
        ['/auth/login', { email: 'ann@example.com', password: 'password1' }],
      ]);
      expect(useAuthStore.getState().user?.id).toBe('7');
      expect(client.getQueryState(['lessons', 'list', '9'])?.isInvalidated).toBe(true);
    });
  });
});
