import { describe, expect, it } from 'vitest';

import {
  categoryAction,
  categoryPercent,
  categoryStats,
  completed,
  curriculumSummary,
  firstUnfinished,
  lessonAction,
  started,
  withLocalProgress,
} from '../lesson-progress';
import { category, lesson } from './fixtures';

describe('lesson progress', () => {
  it('reads Start at 0%, Continue from 1 to 99%, Review at 100%', () => {
    expect(lessonAction(0)).toBe('Start');
    expect(lessonAction(1)).toBe('Continue');
    expect(lessonAction(25)).toBe('Continue');
    expect(lessonAction(99)).toBe('Continue');
    expect(lessonAction(100)).toBe('Review');
  });

  it('goes to 25 on start, never back from further, and to 100 on completion', () => {
    expect(started(undefined)).toEqual({ progress: 25 });
    expect(started({ progress: 100, quizScore: 50, accuracy: 80 })).toEqual({
      progress: 100,
      quizScore: 50,
      accuracy: 80,
    });
    expect(completed(75, 90)).toEqual({ progress: 100, quizScore: 75, accuracy: 90 });
  });

  it("puts a visitor's own progress on the server's lessons", () => {
    const cats = [category('basics', [lesson('chess-101'), lesson('pawn-moves')])];
    const [c] = withLocalProgress(cats, {
      'chess-101': { progress: 100, quizScore: 75, accuracy: 50 },
      'pawn-moves': { progress: 25 },
    });
    expect(c?.lessons[0]).toMatchObject({ progress: 100, completed: true, quizScore: 75, accuracy: 50 });
    expect(c?.lessons[1]).toMatchObject({ progress: 25, completed: false });
  });
});

describe('categories', () => {
  const cat = category('basics', [lesson('a', 100), lesson('b', 25), lesson('c', 0), lesson('d', 0)], {
    totalLessons: 4,
  });

  it('opens the first unfinished lesson, or the first when all are done', () => {
    expect(firstUnfinished(cat)?.id).toBe('b');
    expect(firstUnfinished(category('x', [lesson('a', 100), lesson('b', 100)]))?.id).toBe('a');
  });

  it('reads Start, Continue or Review', () => {
    expect(categoryAction(category('x', [lesson('a'), lesson('b')]))).toBe('Start');
    expect(categoryAction(cat)).toBe('Continue');
    expect(categoryAction(category('x', [lesson('a', 100)]))).toBe('Review');
  });

  it('counts lessons, completions, minutes and the average progress', () => {
    expect(categoryStats(cat)).toEqual({ total: 4, completed: 1, minutes: 120, averageProgress: 31 });
    expect(categoryPercent(cat)).toBe(25);
  });

  it('sums the curriculum: lessons by category count, hours, categories', () => {
    const cats = [cat, category('y', [lesson('e', 100)], { totalLessons: 10, estimatedHours: 8 })];
    expect(curriculumSummary(cats)).toEqual({ totalLessons: 14, completed: 2, totalHours: 12, categories: 2 });
  });
});
