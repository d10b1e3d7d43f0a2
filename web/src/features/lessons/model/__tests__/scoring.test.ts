import { describe, expect, it } from 'vitest';

import { quizScore } from '../scoring';

const verdict = (correct: boolean) => ({ chosen: 0, correct, answer: 0, explanation: '' });

describe('lesson scoring', () => {
  it('scores the quiz as the share of answers the server judged right', () => {
    const questions = [verdict(true), verdict(false), verdict(true), verdict(true)];
    expect(quizScore({ questions, correctCount: 3 })).toBe(75);
    expect(quizScore({ questions, correctCount: 4 })).toBe(100);
    expect(quizScore({ questions: [], correctCount: 0 })).toBeNull();
    expect(quizScore(undefined)).toBeNull();
  });
});
