import { afterEach, describe, expect, it, vi } from 'vitest';

import { ok } from '@/testing';

import { getDailyPlan } from '../get-daily-plan';
import { getProgress } from '../get-progress';
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
});
