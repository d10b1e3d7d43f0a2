import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { readLocal, writeLocal } from '@/lib/storage';

import { progressAnswer } from '../../api/__tests__/fixtures';
import { progressQueryOptions } from '../../api/get-progress';
import { ProgressToasts, seenKey } from '../progress-toasts';
import { ACCOUNT, becomeLearner, LEARNER, renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('ProgressToasts', () => {
  it('toasts each new notification of GET /api/progress once, not the ones seen before', async () => {
    signIn();
    const known = progressAnswer().notifications[0]!;
    writeLocal(seenKey(ACCOUNT.id), JSON.stringify({ at: known.at, key: `${known.eventId}|level_up|6` }));
    const fresh = [
      known,
      {
        kind: 'achievement_unlocked' as const,
        eventId: 'e2',
        at: known.at + 1,
        day: '2026-03-10',
        achievementId: 'first_puzzle',
        xp: 100,
      },
      { kind: 'level_up' as const, eventId: 'e2', at: known.at + 1, day: '2026-03-10', level: 7 },
    ];
    const { client, unmount } = renderWith(<ProgressToasts />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, progressAnswer({ notifications: fresh })),
    );
    const toasts = await screen.findAllByTestId('toast');
    // Both in one toast, in the order they came.
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Achievement unlockedFirst Puzzle (+100 XP) · Level up! You reached level 7.');
    expect(screen.getAllByRole('status')[0]).toContainElement(toasts[0]!);
    unmount();
    // Shown once: the same list again raises nothing.
    renderWith(<ProgressToasts />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, client.getQueryData(progressQueryOptions('7').queryKey)),
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(readLocal(seenKey(ACCOUNT.id))).toContain('e2|level_up|7');
  });

  it('does not replay an old history the first time, and toasts leave after 4 s', async () => {
    vi.useFakeTimers();
    signIn();
    const { client } = renderWith(<ProgressToasts />, (c) =>
      c.setQueryData(progressQueryOptions('7').queryKey, progressAnswer()),
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => {
      client.setQueryData(
        progressQueryOptions('7').queryKey,
        progressAnswer({
          notifications: [
            { kind: 'daily_goals_complete', eventId: 'g', at: 1_800_000_000_000, day: '2027-01-15', xp: 200 },
          ],
        }),
      );
      // The query cache tells its observers on the next tick.
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('toast')).toHaveTextContent('Daily goals complete!');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('toasts XP gained and a growing streak during the visit, not what the first reading held', () => {
    vi.useFakeTimers();
    signIn();
    const first = progressAnswer();
    const { client } = renderWith(<ProgressToasts />, (c) => c.setQueryData(progressQueryOptions('7').queryKey, first));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => {
      client.setQueryData(progressQueryOptions('7').queryKey, {
        ...first,
        totalXP: first.totalXP + 65,
        streak: { ...first.streak, current: first.streak.current + 1 },
      });
      vi.advanceTimersByTime(1);
    });
    // Arriving together, they are one toast: nothing stacks over the page.
    const [toast, ...more] = screen.getAllByTestId('toast');
    expect(more).toHaveLength(0);
    expect(toast).toHaveTextContent('+65 XP');
    expect(toast).toHaveTextContent(`${first.streak.current + 1}-day streak!`);
    vi.useRealTimers();
  });

  it("toasts a new learner's first XP and achievement: the visit began with nothing", () => {
    vi.useFakeTimers();
    const { client } = renderWith(<ProgressToasts />);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    const first = progressAnswer();
    act(() => {
      // The first solve made the visitor a learner; the server's record arrives.
      client.setQueryData(progressQueryOptions(LEARNER.id).queryKey, {
        ...first,
        totalXP: 165,
        streak: { ...first.streak, current: 0 },
        notifications: [
          {
            kind: 'achievement_unlocked',
            eventId: 'e1',
            at: 1,
            day: '2026-03-10',
            achievementId: 'first_puzzle',
            xp: 100,
          },
        ],
      });
      becomeLearner();
      vi.advanceTimersByTime(1);
    });
    // One toast, the achievement leading and the XP after it.
    const [toast, ...more] = screen.getAllByTestId('toast');
    expect(more).toHaveLength(0);
    expect(toast).toHaveTextContent(/^Achievement unlockedFirst Puzzle \(\+100 XP\) · .*\+165 XP/);
    vi.useRealTimers();
  });

  it("does not toast an account's whole history when a visitor signs in to it", () => {
    vi.useFakeTimers();
    const { client } = renderWith(<ProgressToasts />);
    act(() => {
      client.setQueryData(progressQueryOptions(ACCOUNT.id).queryKey, progressAnswer());
      signIn();
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
