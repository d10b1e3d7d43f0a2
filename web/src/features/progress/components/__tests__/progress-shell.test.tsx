import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportActivity } from '@/lib/activity';
import { useAuthStore } from '@/lib/auth/auth-store';
import { readLocal, writeLocal } from '@/lib/storage';

import { progressAnswer } from '../../api/__tests__/fixtures';
import { progressQueryOptions } from '../../api/get-progress';
import type { MergeResult } from '../../api/types';
import { localDay } from '../../model/calendar';
import type { ProgressEvent } from '../../model/events';
import { eventFor } from '../../model/visitor-ledger';
import { useVisitorLedger } from '../../model/visitor-store';
import { ProgressToasts, seenKey } from '../progress-toasts';
import { mergeOnSignIn, startRecording } from '../recorder';
import { ACCOUNT, renderWith, signIn } from './helpers';

afterEach(() => {
  useAuthStore.getState().clearAuth();
  useVisitorLedger.getState().reset();
  localStorage.clear();
});

describe('recording activities', () => {
  it("keeps a visitor's in the browser's ledger and sends an account's lessons to the server", async () => {
    const client = new QueryClient();
    const post = vi.fn(async () => ({ stored: 1, duplicates: 0, progress: progressAnswer() }));
    const stop = startRecording(client, post);
    reportActivity({ kind: 'puzzle_solved', puzzleId: 'p1', firstAttempt: true, seconds: 9 }, false);
    expect(useVisitorLedger.getState().events.map((e) => e.kind)).toEqual(['puzzle_solved']);
    // An account's solve is the server's own record: nothing sent, nothing kept here.
    reportActivity({ kind: 'puzzle_solved', puzzleId: 'p2', firstAttempt: true, seconds: 9 }, true);
    reportActivity({ kind: 'lesson_completed', lessonId: 'knight-forks', accuracy: 100 }, true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      [expect.objectContaining({ kind: 'lesson_completed', lessonId: 'knight-forks' })],
    ]);
    expect(useVisitorLedger.getState().events).toHaveLength(1);
    stop();
  });
});

describe('merge on sign-in', () => {
  it("sends the visitor's browser-only events once when an account signs in", async () => {
    const now = new Date();
    const day = localDay(now);
    const ledger = useVisitorLedger.getState();
    ledger.record(
      eventFor({ kind: 'lesson_completed', lessonId: 'knight-forks', accuracy: 90 }, now.getTime(), day, () => 'l1'),
    );
    ledger.record(
      eventFor({ kind: 'puzzle_solved', puzzleId: 'p1', firstAttempt: true, seconds: 9 }, now.getTime(), day),
    );
    const merge = vi.fn(async (events: ProgressEvent[]): Promise<MergeResult> => ({
      stored: events.length,
      duplicates: 0,
      skipped: 0,
      progress: progressAnswer(),
    }));
    const client = new QueryClient();
    const stop = mergeOnSignIn(client, merge);
    expect(merge).not.toHaveBeenCalled();
    signIn();
    await vi.waitFor(() => expect(useVisitorLedger.getState().merged).toEqual(['l1']));
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge.mock.calls[0]?.[0].map((e) => e.id)).toEqual(['l1']);
    // Signing out and in again: nothing left to send.
    useAuthStore.getState().clearAuth();
    signIn();
    await new Promise((r) => setTimeout(r, 0));
    expect(merge).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the events for the next time when the merge fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const now = new Date();
    useVisitorLedger
      .getState()
      .record(eventFor({ kind: 'practice_finished' }, now.getTime(), localDay(now), () => 'p1'));
    const merge = vi.fn(async (): Promise<MergeResult> => {
      throw new Error('offline');
    });
    const stop = mergeOnSignIn(new QueryClient(), merge);
    signIn();
    await vi.waitFor(() => expect(merge).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(useVisitorLedger.getState().merged).toEqual([]);
    stop();
  });
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
    expect(toasts.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Achievement unlockedFirst Puzzle (+100 XP)'),
      expect.stringContaining('Level up!You reached level 7.'),
    ]);
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
    const texts = screen.getAllByTestId('toast').map((t) => t.textContent);
    expect(texts).toEqual([
      expect.stringContaining('+65 XP'),
      expect.stringContaining(`${first.streak.current + 1}-day streak!`),
    ]);
    vi.useRealTimers();
  });
});
