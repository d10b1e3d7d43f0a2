import { describe, expect, it } from 'vitest';

import {
  canContinue,
  initialSteps,
  resumeSteps,
  showsHint,
  stepProgress,
  stepReducer,
  type StepAction,
  type StepLike,
  type StepState,
} from '../interactive-step';

const STEPS: StepLike[] = [{ type: 'instruction' }, { type: 'practice' }, { type: 'practice' }];
const reduce = stepReducer(STEPS);
const run = (...actions: StepAction[]): StepState => actions.reduce(reduce, initialSteps);

describe('interactive step lesson', () => {
  it('goes on from an instruction with Continue, not from an unsolved practice step', () => {
    const s = run({ type: 'next' });
    expect(s.index).toBe(1);
    expect(canContinue(s, STEPS[1]!)).toBe(false);
    expect(reduce(s, { type: 'next' }).index).toBe(1);
  });

  it('shows the hint from the second wrong move, and a right move resets the count', () => {
    let s = run({ type: 'next' }, { type: 'wrong', hintSquares: ['f3'] });
    expect(showsHint(s)).toBe(false);
    s = reduce(s, { type: 'wrong', hintSquares: ['f3'] });
    expect(showsHint(s)).toBe(true);
    expect(s.hintSquares).toEqual(['f3']);
    s = reduce(s, { type: 'right', move: 'g1f3' });
    expect(s.wrong).toBe(0);
    expect(showsHint(s)).toBe(false);
  });

  it('holds a step with an explanation until the advance, and moves on at once without one', () => {
    // The server's verdict brought an explanation with the right move.
    let s = run({ type: 'next' }, { type: 'right', move: 'g1f3', explanation: 'Knights jump.' });
    expect(s).toMatchObject({ index: 1, explaining: true, played: 'g1f3', explanation: 'Knights jump.' });
    expect(canContinue(s, STEPS[1]!)).toBe(true);
    s = reduce(s, { type: 'advance' });
    expect(s).toMatchObject({ index: 2, explaining: false, played: undefined, explanation: undefined });
    s = reduce(s, { type: 'right', move: 'e2e4' });
    expect(s.completed).toBe(true);
    expect(stepProgress(s, STEPS)).toBe(100);
  });

  it('counts progress by steps done, goes back, and restarts from the beginning', () => {
    let s = run({ type: 'next' });
    expect(stepProgress(s, STEPS)).toBe(33);
    s = reduce(s, { type: 'previous' });
    expect(s.index).toBe(0);
    s = reduce(
      run({ type: 'next' }, { type: 'right', move: 'g1f3' }, { type: 'advance' }, { type: 'right', move: 'e2e4' }),
      { type: 'restart' },
    );
    expect(s).toEqual(initialSteps);
  });

  it('ignores moves on an instruction step and after the step is solved', () => {
    expect(run({ type: 'wrong' }).wrong).toBe(0);
    expect(run({ type: 'right', move: 'x' }).index).toBe(0);
    const s = run({ type: 'next' }, { type: 'right', move: 'g1f3', explanation: 'Knights jump.' }, { type: 'wrong' });
    expect(s.wrong).toBe(0);
  });

  it('reads 100% on a closing instruction step, and counts the instruction on screen as read', () => {
    // "Step 11 of 11 · 91% complete" was the last step of How the Pieces Move (issue 30).
    const steps: StepLike[] = [{ type: 'instruction' }, { type: 'practice' }, { type: 'instruction' }];
    const r = stepReducer(steps);
    let s = initialSteps;
    expect(stepProgress(s, steps)).toBe(33);
    s = r(s, { type: 'next' });
    expect(stepProgress(s, steps)).toBe(33); // the practice step is not solved yet
    s = r(s, { type: 'right', move: 'e2e4' });
    expect(s.index).toBe(2);
    expect(stepProgress(s, steps)).toBe(100);
    expect(s.completed).toBe(false);
  });

  it('opens where the record says, with the solved steps done', () => {
    const steps: StepLike[] = [
      { type: 'instruction' },
      { type: 'practice' },
      { type: 'practice' },
      { type: 'instruction' },
    ];
    expect(resumeSteps(steps, undefined)).toEqual(initialSteps);
    const s = resumeSteps(steps, { step: 2, solved: [1], completed: false });
    expect(s.index).toBe(2);
    expect(s.done).toEqual([true, true, false, false]);
    expect(canContinue(s, steps[2]!)).toBe(false);
    // A completed lesson opens at its start, its steps solved.
    const again = resumeSteps(steps, { step: 2, solved: [1, 2], completed: true });
    expect(again.index).toBe(0);
    expect(again.done).toEqual([false, true, true, false]);
  });
});
