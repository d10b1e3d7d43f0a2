import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AccountStats } from '@/app/shell/account-stats';
import { userStatsQueryOptions, type UserStats } from '@/features/profile/api/get-user-stats';
import { useAuthStore } from '@/lib/auth/auth-store';
import { progressKeys } from '@/lib/progress-keys';
import { createTestQueryClient, renderWithProviders, stubFetch } from '@/testing';

const base: UserStats = {
  ratings: { blitz: 1518, rapid: 1650 },
  rating: 1518,
  ratingSpeed: 'blitz',
  weeklyChange: -24,
  gamesPlayed: 7,
  liveGames: 4,
  computerGames: 3,
  wins: 3,
  losses: 3,
  draws: 1,
  puzzleRating: null,
  puzzlesSolved: 0,
};

function renderWith(stats: UserStats, compact = false) {
  useAuthStore.setState({
    user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
    token: 'access-token',
    isAuthenticated: true,
  });
  const client = createTestQueryClient({ staleTime: Infinity });
  client.setQueryData(userStatsQueryOptions('7').queryKey, stats);
  renderWithProviders(<AccountStats compact={compact} />, { client });
  return client;
}

afterEach(() => {
  useAuthStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('AccountStats', () => {
  it("shows one rating, its speed named, and that speed's 7-day change worded once", () => {
    renderWith(base, true);
    const stats = screen.getByTestId('account-stats');
    expect(stats).toHaveTextContent('Blitz rating1518');
    expect(stats).toHaveTextContent('Last 7 days\u221224');
    expect(stats.textContent).not.toMatch(/week/i);
    expect(stats.textContent).not.toContain('1650');
  });

  it('leaves out a change that does not exist and counts every game played', () => {
    renderWith({ ...base, weeklyChange: null });
    const stats = screen.getByTestId('account-stats');
    expect(stats).not.toHaveTextContent('Last 7 days');
    expect(stats).toHaveTextContent('Games played7');
  });

  it('counts a game as soon as a finished activity marks the progress stale', async () => {
    const client = renderWith(base);
    stubFetch({ 'GET /users/stats': { ...base, gamesPlayed: 8 } });
    await act(() => client.invalidateQueries({ queryKey: progressKeys.all }));
    await vi.waitFor(() => expect(screen.getByTestId('account-stats')).toHaveTextContent('Games played8'));
  });
});
