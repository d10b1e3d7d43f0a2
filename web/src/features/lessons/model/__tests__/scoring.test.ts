import { describe, expect, it } from 'vitest';

import { lessonAccuracy, practiceAccuracy, quizScore } from '../scoring';

describe('lesson scoring', () => {
  it('scores the quiz as the share of right answers', () => {
    const questions = [{ correct: 1 }, { correct: 0 }, { correct: 2 }, { correct: 0 }];
    expect(quizScore(questions, [1, 0, 2, 0])).toBe(100);
    expect(quizScore(questions, [1, 1, 2, 0])).toBe(75);
    expect(quizScore(questions, [null, -1])).toBe(0);
    expect(quizScore([], [])).toBeNull();
  });

  it('counts a position as accurate only when the first move tried solved it', () => {
    const positions = [{ accepted: ['e1e8'] }, { accepted: ['e1g1', 'h1f1'] }, { accepted: ['a2a4'] }];
    expect(practiceAccuracy(positions, [['e1e8'], ['h1f1'], ['a2a4']])).toBe(100);
    expect(practiceAccuracy(positions, [['e1e7', 'e1e8'], ['e1g1'], []])).toBe(33);
    expect(practiceAccuracy([], [])).toBeNull();
  });

  it('falls back to the quiz, then to 100', () => {
    expect(lessonAccuracy(67, 50)).toBe(67);
    expect(lessonAccuracy(null, 50)).toBe(50);
    expect(lessonAccuracy(null, null)).toBe(100);
  });
});
