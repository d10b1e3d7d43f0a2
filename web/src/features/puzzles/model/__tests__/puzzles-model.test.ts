import { describe, expect, it } from 'vitest';

import {
  MSG_DONT_GIVE_UP,
  MSG_HANG_IN_THERE,
  MSG_KEEP_TRYING,
  MSG_TRY_AGAIN,
  hintFor,
  wrongMoveFeedback,
} from '../feedback';
import { elapsedSeconds, hasSpeedBonus, isPerfect, positionLabel, puzzleXp } from '../scoring';

describe('feedback escalation', () => {
  it('says try again, then do not give up', () => {
    expect(wrongMoveFeedback(1, 'e2e4').message).toBe(MSG_TRY_AGAIN);
    expect(wrongMoveFeedback(1, 'e2e4').type).toBe('error');
    expect(wrongMoveFeedback(2, 'e2e4').message).toBe(MSG_DONT_GIVE_UP);
  });
  it('names the squares from the third attempt, with the encouragements', () => {
    const third = wrongMoveFeedback(3, 'g1f3');
    expect(third.type).toBe('hint');
    expect(third.hint).toEqual({ from: 'g1', to: 'f3' });
    expect(third.message).toContain('g1');
    expect(third.message).toContain('f3');
    expect(third.notify).toBe(true);
    expect(third.encouragement).toBe(MSG_HANG_IN_THERE);
    expect(wrongMoveFeedback(4, 'g1f3').encouragement).toBeUndefined();
    expect(wrongMoveFeedback(5, 'g1f3').encouragement).toBe(MSG_KEEP_TRYING);
  });
  it('gives no hint when hints are off', () => {
    expect(wrongMoveFeedback(3, 'g1f3', false).type).toBe('error');
  });
  it('escalates help from the source square to the full move, five hints at most', () => {
    expect(hintFor(1, 'e2e4')?.squares).toEqual(['e2']);
    expect(hintFor(3, 'e2e4')?.squares).toEqual(['e2', 'e4']);
    expect(hintFor(2, 'e2e4')?.message).toBe('Look at the piece on e2. What can it do?');
    expect(hintFor(5, 'e2e4', 'e4')?.message).toBe('The best move is e4 (e2 to e4).');
    expect(hintFor(6, 'e2e4')).toBeNull();
  });
});

describe('XP and timers', () => {
  it('awards 30, +20 on the first attempt, +15 under 30 s', () => {
    expect(puzzleXp(0, 10)).toBe(65);
    expect(puzzleXp(0, 30)).toBe(50);
    expect(puzzleXp(2, 29)).toBe(45);
    expect(puzzleXp(1, 100)).toBe(30);
    expect(isPerfect(0)).toBe(true);
    expect(isPerfect(1)).toBe(false);
    expect(hasSpeedBonus(29)).toBe(true);
    expect(hasSpeedBonus(30)).toBe(false);
  });
  it('counts whole seconds and labels the position', () => {
    expect(elapsedSeconds(1000, 3999)).toBe(2);
    expect(elapsedSeconds(5000, 1000)).toBe(0);
    expect(positionLabel(0, 25)).toBe('1 of 25');
  });
});
