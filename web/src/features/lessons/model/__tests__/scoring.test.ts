import { describe, expect, it } from 'vitest';

import { quizScore } from '../scoring';

describe('lesson scoring', () => {
  it('scores the quiz as the share of right answers', () => {
    const questions = [{ correct: 1 }, { correct: 0 }, { correct: 2 }, { correct: 0 }];
    expect(quizScore(questions, [1, 0, 2, 0])).toBe(100);
    expect(quizScore(questions, [1, 1, 2, 0])).toBe(75);
    expect(quizScore(questions, [null, -1])).toBe(0);
    expect(quizScore([], [])).toBeNull();
  });
});
