import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { answer, renderWithProviders, stubFetch } from '@/testing';

import { CalibrationWidget, MSG_SIGN_IN } from '../calibration-widget';

const q = (progress: number, timeLimit = 45) => ({
  fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3',
  timeLimit,
  progress,
  totalPositions: 12,
  theme: 'mate',
  difficulty: 1,
  description: 'White to play and mate',
});

function signIn() {
  act(() =>
    useAuthStore.getState().setSession({
      user: {
        id: 'u1',
        email: 'a@example.com',
        username: 'alice',
        displayName: 'Alice',
        createdAt: '2026-01-01T00:00:00Z',
        role: 'user',
      },
      token: 'token-1',
    }),
  );
}

function renderWidget() {
  return renderWithProviders(<CalibrationWidget />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useAuthStore.getState().clearAuth());
});

describe('the calibration test', () => {
  it('asks a visitor to sign in and sends nothing', () => {
    const calls = stubFetch({});
    renderWidget();
    expect(screen.getByTestId('calibration-sign-in')).toHaveTextContent(MSG_SIGN_IN);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('skips a position, shows the result popup for 3 s, then the next position', async () => {
    signIn();
    const calls = stubFetch({
      'GET /calibration/start': () => answer(200, { success: true, data: { status: 'in_progress', ...q(0) } }),
      'POST /calibration/submit-move': () =>
        answer(200, {
          success: true,
          data: {
            result: { isCorrect: false, correctMove: 'Qxf7#', explanation: 'f7 is weak.' },
            status: 'in_progress',
            next: q(1),
          },
        }),
    });
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Position 1 of 12' })).toBeInTheDocument();
    expect(screen.getByTestId('calibration-countdown')).toHaveTextContent(/^0:4[45]$/);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Position' }));
    const popup = await screen.findByTestId('calibration-popup');
    expect(popup).toHaveTextContent('Incorrect');
    expect(popup).toHaveTextContent('The best move was Qxf7#.');
    // Moves are ignored while the popup shows.
    expect(screen.getByRole('button', { name: 'Skip Position' })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/calibration/submit-move').map((c) => c.body)).toEqual([
      { move: 'skip', timeSpent: expect.any(Number) as number, questionIndex: 0 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Position 2 of 12' }, { timeout: 4500 })).toBeInTheDocument();
    expect(screen.queryByTestId('calibration-popup')).toBeNull();
    // The authorization is real: the account's bearer token.
    const fetchMock = vi.mocked(fetch);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
  }, 15_000);

  it('sends a timeout when the countdown reaches zero', async () => {
    signIn();
    const calls = stubFetch({
      'GET /calibration/start': () => answer(200, { success: true, data: { status: 'in_progress', ...q(0, 1) } }),
      'POST /calibration/submit-move': () =>
        answer(200, {
          success: true,
          data: {
            result: { isCorrect: false, correctMove: 'Qxf7#', explanation: '' },
            status: 'in_progress',
            next: q(1),
          },
        }),
    });
    renderWidget();
    await screen.findByRole('heading', { name: 'Position 1 of 12' });
    expect(await screen.findByTestId('calibration-popup', {}, { timeout: 3000 })).toHaveTextContent('Incorrect');
    expect(calls.filter((c) => c.path === '/calibration/submit-move').map((c) => c.body)).toEqual([
      { move: 'timeout', timeSpent: 1, questionIndex: 0 },
    ]);
  }, 10_000);

  it("shows the catalogue's text when the start fails, and Try Again starts afresh", async () => {
    signIn();
    let failing = true;
    const calls = stubFetch({
      'GET /calibration/start': () => answer(500, { success: false, message: 'Server error' }),
      'GET /calibration/start?restart=1': () =>
        failing
          ? answer(500, { success: false, message: 'x' })
          : answer(200, { success: true, data: { status: 'in_progress', ...q(0) } }),
    });
    renderWidget();
    const panel = await screen.findByTestId('calibration-error', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Error');
    expect(panel).toHaveTextContent('Failed to start calibration');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Position 1 of 12' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/calibration/start?restart=1')).toBe(true);
  }, 40_000);

  it("shows 'Failed to submit move' when an answer is refused", async () => {
    signIn();
    stubFetch({
      'GET /calibration/start': () => answer(200, { success: true, data: { status: 'in_progress', ...q(0) } }),
      'POST /calibration/submit-move': () =>
        answer(409, { success: false, message: 'This position was already answered', code: 'conflict' }),
    });
    renderWidget();
    await screen.findByRole('heading', { name: 'Position 1 of 12' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip Position' }));
    const panel = await screen.findByTestId('calibration-error');
    expect(panel).toHaveTextContent('Failed to submit move');
    expect(panel).toHaveTextContent('This position was already answered');
  });
});
