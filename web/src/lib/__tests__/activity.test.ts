import { describe, expect, it, vi } from 'vitest';

import { MAX_QUEUED_ACTIVITIES, onActivity, reportActivity } from '../activity';

describe('activity bus', () => {
  it('hands activities reported before anyone listened to the first listener, then delivers live', () => {
    reportActivity({ kind: 'practice_finished' }, false, 1);
    const seen = vi.fn();
    const off = onActivity(seen);
    expect(seen).toHaveBeenCalledWith({ activity: { kind: 'practice_finished' }, at: 1, account: false });
    reportActivity({ kind: 'time_spent', minutes: 5 }, true, 2);
    expect(seen).toHaveBeenLastCalledWith({ activity: { kind: 'time_spent', minutes: 5 }, at: 2, account: true });
    off();
    // Nobody listens again: queued for the next listener, not delivered to the old one.
    reportActivity({ kind: 'practice_finished' }, false, 3);
    expect(seen).toHaveBeenCalledTimes(2);
    const next = vi.fn();
    onActivity(next)();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps a bounded queue while nobody listens', () => {
    for (let i = 0; i < MAX_QUEUED_ACTIVITIES + 5; i++) reportActivity({ kind: 'practice_finished' }, false, i);
    const seen = vi.fn();
    onActivity(seen)();
    expect(seen).toHaveBeenCalledTimes(MAX_QUEUED_ACTIVITIES);
    expect(seen.mock.calls[0]?.[0]).toMatchObject({ at: 5 });
  });
});
