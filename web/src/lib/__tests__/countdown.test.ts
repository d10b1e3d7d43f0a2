import { describe, expect, it } from 'vitest';

import { clockText, countdownTone, deadlineOf, secondsLeft, secondsSpent } from '../countdown';

describe('countdown', () => {
  it('counts whole seconds left from the deadline, rounding up, never below zero', () => {
    const deadline = deadlineOf(10_000, 45);
    expect(deadline).toBe(55_000);
    expect(secondsLeft(deadline, 10_000)).toBe(45);
    expect(secondsLeft(deadline, 10_001)).toBe(45);
    expect(secondsLeft(deadline, 11_000)).toBe(44);
    expect(secondsLeft(deadline, 54_999)).toBe(1);
    expect(secondsLeft(deadline, 55_000)).toBe(0);
    expect(secondsLeft(deadline, 90_000)).toBe(0);
  });

  it('does not stretch time when the page slept: the clock, not the ticks, decides', () => {
    // One tick after 30 s of sleep still shows what is really left.
    expect(secondsLeft(deadlineOf(0, 45), 30_000)).toBe(15);
  });

  it('measures the time spent to a tenth of a second', () => {
    expect(secondsSpent(1_000, 13_345)).toBe(12.3);
    expect(secondsSpent(1_000, 500)).toBe(0);
  });

  it('writes the clock as m:ss and turns urgent in the last seconds', () => {
    expect(clockText(65)).toBe('1:05');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(240)).toBe('4:00');
    expect(countdownTone(45, 45)).toBe('calm');
    expect(countdownTone(10, 45)).toBe('hurry');
    expect(countdownTone(48, 240)).toBe('hurry');
    expect(countdownTone(49, 240)).toBe('calm');
    expect(countdownTone(0, 45)).toBe('over');
  });
});
