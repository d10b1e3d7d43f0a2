import { describe, expect, it } from 'vitest';

import {
  categoryAction,
  categoryPercent,
  categoryStats,
  curriculumSummary,
  firstUnfinished,
  lessonAction,
  lessonPath,
  lessonToContinue,
  nextStep,
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

describe('the lesson a returning learner continues', () => {
  it('is the first started and unfinished lesson in course order, none when nothing is started', () => {
    const cats = [
      category('a', [lesson('done', 100), lesson('fresh', 0)]),
      category('b', [lesson('halfway', 25), lesson('later', 25)]),
    ];
    expect(lessonToContinue(cats)?.id).toBe('halfway');
    expect(lessonToContinue([category('a', [lesson('done', 100), lesson('fresh', 0)])])).toBeUndefined();
  });
});

describe("the dashboard's next step in the course", () => {
  it('is Start on the first lesson, Continue on one left halfway, else Next on the first not completed', () => {
    const fresh = [category('a', [lesson('interactive-1', 0), lesson('chess-101', 0)])];
    expect(nextStep(fresh)).toMatchObject({ action: 'Start', lesson: { id: 'interactive-1' } });
    const afterSteps = [category('a', [lesson('interactive-1', 100), lesson('chess-101', 0)])];
    expect(nextStep(afterSteps)).toMatchObject({ action: 'Next', lesson: { id: 'chess-101' } });
    const halfway = [category('a', [lesson('interactive-1', 100), lesson('chess-101', 25)])];
    expect(nextStep(halfway)).toMatchObject({ action: 'Continue', lesson: { id: 'chess-101' } });
    expect(nextStep([category('a', [lesson('interactive-1', 100)])])).toBeUndefined();
  });

  it('opens a step lesson at its number and a curriculum lesson at its id', () => {
    expect(lessonPath('interactive-3')).toBe('/lessons/3');
    expect(lessonPath('chess-101')).toBe('/lessons/chess-101');
  });
});
