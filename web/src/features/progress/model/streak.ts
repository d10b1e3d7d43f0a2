// The daily streak, counted in the player's own calendar days (server twin:
// server/src/learn/progress/progress_streak.cpp).

import { dayNumber } from './events';

export interface Streak {
  current: number;
  longest: number;
  /** YYYY-MM-DD, null before the first activity. */
  lastActivityDate: string | null;
  /** The one freeze of this streak has bridged a missed day. */
  freezeUsed: boolean;
}

export const NO_STREAK: Streak = { current: 0, longest: 0, lastActivityDate: null, freezeUsed: false };

function daysSinceLast(streak: Streak, day: string): number | null {
  if (streak.lastActivityDate === null) return null;
  const last = dayNumber(streak.lastActivityDate);
  const now = dayNumber(day);
  return last === null || now === null ? null : now - last;
}

/**
 * The streak after an activity on `day` (a valid YYYY-MM-DD):
 * - same day as the last activity, or an earlier one (the player crossed time zones westwards):
 *   no change;
 * - the next day: +1;
 * - exactly one day missed, the streak non-zero and its freeze unused: the freeze covers the missed
 *   day (that day itself adds nothing) and today adds 1;
 * - otherwise a new streak of 1, which has its own freeze again.
 * The longest streak is kept throughout.
 */
export function streakAfterActivity(streak: Streak, day: string): Streak {
  const gap = daysSinceLast(streak, day);
  if (gap !== null && gap <= 0) return streak;
  let { current, freezeUsed } = streak;
  if (gap === 1) {
    current += 1;
  } else if (gap === 2 && current > 0 && !freezeUsed) {
    freezeUsed = true;
    current += 1;
  } else {
    current = 1;
    freezeUsed = false;
  }
  return { current, longest: Math.max(streak.longest, current), lastActivityDate: day, freezeUsed };
}

export interface StreakView {
  current: number;
  longest: number;
  /** There was activity on the day in question. */
  isActive: boolean;
}

/**
 * What the player sees on `today`: the streak still stands if the last activity was today or
 * yesterday, or the day before yesterday while the freeze is unused (it would bridge yesterday at
 * the next activity); otherwise it has lapsed and shows 0.
 */
export function streakOn(streak: Streak, today: string | null): StreakView {
  const view = { current: streak.current, longest: streak.longest, isActive: false };
  const gap = today === null ? null : daysSinceLast(streak, today);
  if (gap === null) return view;
  const lapsed = gap > 2 || (gap === 2 && streak.freezeUsed);
  return { ...view, current: lapsed ? 0 : streak.current, isActive: gap <= 0 };
}
