// Lesson progress as the curriculum shows it (docs/lessons.md, "Lesson progress": 0, 25 on start,
// 100 on completion, Review once completed, all the server's), and the category and curriculum
// figures.

import type { Category, LessonSummary } from '../api/schemas';

export type LessonAction = 'Start' | 'Continue' | 'Review';

export const STARTED = 25;
export const COMPLETED = 100;

/** Start at 0%, Continue from 1 to 99%, Review at 100%. */
export function lessonAction(progress: number): LessonAction {
  if (progress >= COMPLETED) return 'Review';
  return progress > 0 ? 'Continue' : 'Start';
}

/** The lesson a category's Start/Continue opens: its first unfinished one (the first when all are done). */
export function firstUnfinished(category: Category): LessonSummary | undefined {
  return category.lessons.find((l) => l.progress < COMPLETED) ?? category.lessons[0];
}

/** A category reads Start before any lesson is opened, Review when all are done, else Continue. */
export function categoryAction(category: Category): LessonAction {
  if (category.lessons.length > 0 && category.lessons.every((l) => l.progress >= COMPLETED)) return 'Review';
  return category.lessons.some((l) => l.progress > 0) ? 'Continue' : 'Start';
}

export interface CategoryStats {
  total: number;
  completed: number;
  /** Sum of the lessons' durations, in minutes. */
  minutes: number;
  /** Mean of the lessons' progress, rounded, 0-100. */
  averageProgress: number;
}

export function categoryStats(category: Category): CategoryStats {
  const lessons = category.lessons;
  const sum = lessons.reduce((s, l) => s + l.progress, 0);
  return {
    total: category.totalLessons,
    completed: lessons.filter((l) => l.progress >= COMPLETED).length,
    minutes: lessons.reduce((s, l) => s + l.duration, 0),
    averageProgress: lessons.length ? Math.round(sum / lessons.length) : 0,
  };
}

export interface CurriculumSummary {
  /** Sum of the categories' lesson counts. */
  totalLessons: number;
  completed: number;
  totalHours: number;
  categories: number;
}

export function curriculumSummary(categories: Category[]): CurriculumSummary {
  return {
    totalLessons: categories.reduce((s, c) => s + c.totalLessons, 0),
    completed: categories.reduce((s, c) => s + categoryStats(c).completed, 0),
    totalHours: categories.reduce((s, c) => s + c.estimatedHours, 0),
    categories: categories.length,
  };
}

/** A rating range as the cards show it: "0-400". */
export function ratingBand(range: { min: number; max: number }): string {
  return `${range.min}-${range.max}`;
}

/** Category progress as a share of its lessons done, 0-100. */
export function categoryPercent(category: Category): number {
  const { total, completed: done } = categoryStats(category);
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** The lesson a returning learner continues: the first started and not completed, in course order. */
export function lessonToContinue(categories: Category[]): LessonSummary | undefined {
  for (const c of categories) {
    const started = c.lessons.find((l) => l.progress > 0 && l.progress < COMPLETED);
    if (started) return started;
  }
  return undefined;
}

/**
 * What the dashboard proposes (issue 30, "One course"): Continue the lesson left halfway; else the
 * course's first lesson not completed, as Start for a learner who has completed none (the first
 * step lesson) and as Next once some are done.
 */
export function nextStep(
  categories: Category[],
): { lesson: LessonSummary; action: 'Start' | 'Continue' | 'Next' } | undefined {
  const started = lessonToContinue(categories);
  if (started) return { lesson: started, action: 'Continue' };
  const all = categories.flatMap((c) => c.lessons);
  const next = all.find((l) => l.progress < COMPLETED);
  if (!next) return undefined;
  return { lesson: next, action: all.some((l) => l.progress >= COMPLETED) ? 'Next' : 'Start' };
}

const STEP_LESSON = /^interactive-(\d+)$/;

/** Where a lesson of the course opens: a step lesson ("interactive-1") at /lessons/1. */
export function lessonPath(id: string): string {
  const step = STEP_LESSON.exec(id);
  return `/lessons/${step ? step[1] : encodeURIComponent(id)}`;
}
