// The trickiest progress rules one by one: calendar days, the streak and its freeze, event checks,
// and that replaying the ledger does not depend on the order events arrive in.

import { describe, expect, it } from 'vitest';

import { dayNumber, eventProblem, type ProgressEvent } from '../events';
import { foldProgress } from '../fold';
import { levelForXp, levelThreshold } from '../rules';
import { NO_STREAK, streakAfterActivity, streakOn, type Streak } from '../streak';

const practice = (id: string, at: number, day: string): ProgressEvent => ({ id, at, day, kind: 'practice_finished' });
const afterDays = (days: string[]): Streak => days.reduce(streakAfterActivity, NO_STREAK);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('calendar days', () => {
  it('counts only real dates, across month ends and leap years', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-03-01')! - dayNumber('2024-02-28')!).toBe(2);
    expect(dayNumber('2025-03-01')! - dayNumber('2025-02-28')!).toBe(1);
    expect(dayNumber('2026-01-01')! - dayNumber('2025-12-31')!).toBe(1);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-01', '2025/03/01', '']) expect(dayNumber(bad)).toBeNull();
  });
});

describe('streak', () => {
  it('continues across a month end', () => {
    expect(afterDays(['2025-02-27', '2025-02-28', '2025-03-01'])).toMatchObject({ current: 3, longest: 3 });
  });

  it('bridges one missed day with the freeze, once per streak', () => {
    let s = afterDays(['2025-03-01', '2025-03-03']);
    expect(s).toMatchObject({ current: 2, freezeUsed: true });
    s = streakAfterActivity(s, '2025-03-05');
    expect(s).toMatchObject({ current: 1, longest: 2, freezeUsed: false });
    expect(streakAfterActivity(s, '2025-03-07')).toMatchObject({ current: 2, freezeUsed: true });
  });

  it('starts again at 1 after two missed days, and ignores an earlier local day', () => {
    expect(afterDays(['2025-03-01', '2025-03-02', '2025-03-05'])).toMatchObject({ current: 1, longest: 2 });
    expect(afterDays(['2025-03-02', '2025-03-01'])).toMatchObject({ current: 1, lastActivityDate: '2025-03-02' });
  });

  it('shows a lapsed streak as 0 only when no freeze can save it', () => {
    const s = afterDays(['2025-03-01', '2025-03-02']);
    expect(streakOn(s, '2025-03-02')).toEqual({ current: 2, longest: 2, isActive: true });
    expect(streakOn(s, '2025-03-03')).toEqual({ current: 2, longest: 2, isActive: false });
    expect(streakOn(s, '2025-03-04').current).toBe(2);
    expect(streakOn(s, '2025-03-05').current).toBe(0);
    expect(streakOn(afterDays(['2025-03-01', '2025-03-03']), '2025-03-05')).toEqual({
      current: 0,
      longest: 2,
      isActive: false,
    });
  });
});

describe('event checks', () => {
  it('names impossible values', () => {
    const base = { id: 'a', at: 1, day: '2025-03-01' };
    expect(eventProblem({ ...base, kind: 'practice_finished' })).toBeNull();
    expect(eventProblem({ ...base, kind: 'lesson_completed', lessonId: 'chess-101', accuracy: 101 })).toBe(
      'bad_accuracy',
    );
    expect(eventProblem({ ...base, kind: 'lesson_completed', lessonId: 'chess-101', accuracy: 90.5 })).toBe(
      'bad_accuracy',
    );
    expect(eventProblem({ ...base, kind: 'lesson_completed', lessonId: '', accuracy: 50 })).toBe('missing_lesson');
    expect(eventProblem({ ...base, kind: 'puzzle_solved', firstAttempt: true, seconds: -0.5 })).toBe('bad_seconds');
    expect(eventProblem({ ...base, kind: 'puzzle_solved', firstAttempt: true, seconds: NaN })).toBe('bad_seconds');
    expect(eventProblem({ ...base, kind: 'time_spent', minutes: 1441 })).toBe('bad_minutes');
    expect(eventProblem({ ...base, kind: 'time_spent', minutes: 1440 })).toBeNull();
    expect(eventProblem({ ...base, kind: 'practice_finished', moves: [{ touch: true, gesture: 'tap', ms: -1 }] })).toBe(
      'bad_move_time',
    );
    expect(eventProblem({ ...base, id: '', kind: 'practice_finished' })).toBe('missing_id');
    expect(eventProblem({ ...base, day: 'yesterday', kind: 'practice_finished' })).toBe('bad_day');
  });
});

describe('levels', () => {
  it('add a thousand XP per level beyond the table', () => {
    expect(levelThreshold(19)).toBe(10450);
    expect(levelThreshold(20)).toBe(11450);
    expect(levelThreshold(30)).toBe(21450);
    expect(levelForXp(21449).level).toBe(29);
  });
});

describe('foldProgress', () => {
  it('gives the same state for every arrival order, a resent event counting once', () => {
    const events: ProgressEvent[] = [
      practice('p1', 100, '2025-03-01'),
      { id: 'l1', at: 200, day: '2025-03-02', kind: 'lesson_completed', lessonId: 'chess-101', accuracy: 100 },
      { id: 'g1', at: 200, day: '2025-03-02', kind: 'computer_game_finished', result: 'win', mobile: true },
      { id: 'z9', at: 300, day: '2025-03-04', kind: 'puzzle_solved', firstAttempt: true, seconds: 12 },
      { id: 'l1', at: 250, day: '2025-03-02', kind: 'lesson_completed', lessonId: 'chess-101', accuracy: 100 },
    ];
    const reference = foldProgress(events);
    expect(reference.lessonCompletions).toBe(1);
    expect(reference.currentStreak).toBe(3);
    const orders = permutations(events);
    expect(orders).toHaveLength(120);
    for (const order of orders) expect(foldProgress(order)).toEqual(reference);
  });

  it('keeps the first timestamp of a resent event', () => {
    const lesson = { id: 'l1', kind: 'lesson_completed', lessonId: 'chess-101', accuracy: 80 } as const;
    const state = foldProgress([
      { ...lesson, at: 900, day: '2025-03-02' },
      { ...lesson, at: 500, day: '2025-03-01' },
    ]);
    expect(state.achievements[0]).toMatchObject({ id: 'first_lesson', unlockedAt: 500, unlockedOn: '2025-03-01' });
    expect(state.lessonCompletions).toBe(1);
  });

  it('falls back to the latest day when today is not a date', () => {
    const state = foldProgress([practice('a', 1, '2025-03-01')], 'not a day');
    expect(state.dailyPlan.date).toBe('2025-03-01');
    expect(state.streakActive).toBe(true);
  });
});
