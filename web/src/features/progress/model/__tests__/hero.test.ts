import { describe, expect, it } from 'vitest';

import { dailyPlan, emptyDay } from '../daily';
import { planMessage } from '../hero';

const plan = (puzzles: number, lessons: number, games: number, streak = 0, isActive = false) =>
  dailyPlan('2026-03-10', { ...emptyDay(), puzzles, lessons, games }, { current: streak, longest: streak, isActive });

// The server's texts (server/src/learn/progress/progress_hero.cpp), word for word.
describe('planMessage', () => {
  it('fits the day', () => {
    expect(planMessage(plan(0, 0, 0))).toBe("A fresh day: three puzzles, one lesson and one game make today's plan.");
    expect(planMessage(plan(0, 0, 0, 4))).toBe('Your 4-day streak is waiting: one puzzle today keeps it going.');
    expect(planMessage(plan(1, 0, 0, 1, true))).toBe('Good start! Next: solve 2 more puzzles.');
    expect(planMessage(plan(2, 0, 0, 1, true))).toBe('Good start! Next: solve 1 more puzzle.');
    expect(planMessage(plan(3, 0, 0, 1, true))).toBe('Almost there: finish a lesson.');
    expect(planMessage(plan(3, 1, 0, 1, true))).toBe('Almost there: play a game.');
    expect(planMessage(plan(3, 1, 1, 1, true))).toBe('Plan complete! Come back tomorrow to start a streak.');
    expect(planMessage(plan(3, 1, 1, 5, true))).toBe(
      'Plan complete, and a 5-day streak! Come back tomorrow to make it 6.',
    );
  });
});
