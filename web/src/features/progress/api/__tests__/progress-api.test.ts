import { afterEach, describe, expect, it, vi } from 'vitest';

import { ok } from '@/testing';

import { eventFor } from '../../model/visitor-ledger';
import { getDailyPlan } from '../get-daily-plan';
import { getProgress } from '../get-progress';
import { mergeProgress } from '../merge-progress';
import { postProgressEvents } from '../post-progress-events';
import { dailyPlanAnswer, progressAnswer } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

function stub(data: unknown) {
  const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => ok(data));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('progress api', () => {
  it('GET /api/progress sends the offset in minutes east of UTC and reads the documented answer', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60); // Paris in winter
    const fetchSpy = stub(progressAnswer());
    const data = await getProgress();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/progress\?timeZoneOffsetMinutes=60$/);
    expect(data.level).toBe(6);
    expect(data.achievements).toHaveLength(14);
  });

  it('accepts a player before any rated game (rating all null)', async () => {
    stub(progressAnswer({ rating: { speed: null, current: null, weeklyChange: null } }));
    await expect(getProgress()).resolves.toMatchObject({ rating: { current: null } });
  });

  it('refuses an answer of another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub({ ...progressAnswer(), level: 'six' });
    await expect(getProgress()).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('GET /api/daily-plan sends the offset too', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300); // New York in winter
    const fetchSpy = stub(dailyPlanAnswer());
    const plan = await getDailyPlan();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/daily-plan\?timeZoneOffsetMinutes=-300$/);
    expect(plan.message).toBe('Good start! Next: solve 2 more puzzles.');
  });

  it('POSTs events and merges with the offset in the body', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    const event = eventFor(
      { kind: 'lesson_completed', lessonId: 'knight-forks', accuracy: 90 },
      5,
      '2026-03-10',
      () => 'l1',
    );
    let fetchSpy = stub({ stored: 1, duplicates: 0, progress: progressAnswer() });
    await expect(postProgressEvents([event])).resolves.toMatchObject({ stored: 1 });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/progress\/events$/);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      timeZoneOffsetMinutes: 120,
      events: [event],
    });

    fetchSpy = stub({ stored: 0, duplicates: 1, skipped: 2, progress: progressAnswer() });
    await expect(mergeProgress([event])).resolves.toMatchObject({ duplicates: 1, skipped: 2 });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/progress\/merge$/);
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});
