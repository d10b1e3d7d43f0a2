// Playing lessons in the end-to-end specs with the content's answers, each judged by the server:
// a curriculum lesson's modules (a lesson is complete only when each of its puzzles is solved or
// skipped, issue 30, and the specs that are not about puzzles skip them) and a step lesson's steps.

import type { Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';
import { content } from './content';

/** Types a move into the board's move field (SAN or UCI) inside `scope`. */
export async function typeMove(scope: Locator, move: string) {
  await scope.getByLabel('Move', { exact: true }).fill(move);
  await scope.getByRole('button', { name: 'Play move' }).click();
}

/** Skips each of the `count` puzzles of the puzzle module shown in `card`. */
export async function skipLessonPuzzles(card: Locator, count: number) {
  for (let k = 1; k <= count; k++) {
    await card.getByRole('button', { name: 'Skip puzzle' }).click();
    await expect(card.getByTestId('puzzle-counter')).toContainText(`skipped ${k}`);
  }
}

export interface ContentModule {
  type: string;
  positions?: { accepted: string[] }[];
  questions?: { correct: number }[];
  count?: number;
}

/** What a spec does around the walk of completeLesson. */
export interface LessonWalk {
  /** Awaited before each answer the server judges (a move, Submit Quiz, Complete Lesson). */
  beforeAnswer?: () => Promise<void>;
}

/**
 * Plays the open lesson's modules from module `from.module` (its positions from `from.position`)
 * to the last one: every position's first accepted move, the puzzles skipped, every quiz answer
 * right; then Complete Lesson, to the summary.
 */
export async function playLessonModules(
  page: Page,
  modules: ContentModule[],
  from: { module: number; position: number } = { module: 0, position: 0 },
  { beforeAnswer = async () => {} }: LessonWalk = {},
) {
  const card = page.getByTestId('module-card');
  for (const [i, module] of modules.entries()) {
    if (i < from.module) continue;
    await expect(card).toHaveAttribute('data-module-type', module.type);
    await expect(page.getByTestId('module-counter')).toHaveText(`Module ${i + 1} of ${modules.length}`);
    const positions = module.type === 'interactive' ? (module.positions ?? []) : [];
    for (const [p, position] of positions.entries()) {
      if (i === from.module && p < from.position) continue;
      await beforeAnswer();
      await typeMove(card, position.accepted[0] ?? '');
      await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
      if (p < positions.length - 1) await card.getByRole('button', { name: 'Next position' }).click();
    }
    if (module.type === 'puzzle') await skipLessonPuzzles(card, module.count ?? 0);
    if (module.type === 'quiz') {
      for (const [q, question] of (module.questions ?? []).entries())
        // The options (a question with a diagram has its board's controls too).
        await card.getByTestId(`question-${q}`).locator('button[aria-pressed]').nth(question.correct).click();
      await beforeAnswer();
      await card.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(card.getByTestId('quiz-explanation')).toHaveCount(module.questions?.length ?? 0);
    }
    if (i < modules.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await beforeAnswer();
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByTestId('lesson-summary')).toBeVisible();
}

/** Opens lesson `id` of `category` from its category page and plays it to its summary. */
export async function completeLesson(
  page: Page,
  category: string,
  id: string,
  modules: ContentModule[],
  walk: LessonWalk = {},
) {
  await page.goto(`/lessons/category/${category}`);
  await page
    .getByTestId(`lesson-${id}`)
    .getByRole('link', { name: /Start|Continue/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));
  await playLessonModules(page, modules, { module: 0, position: 0 }, walk);
}

interface ContentStep {
  type: 'instruction' | 'practice';
  correctMoves?: string[];
}

/**
 * Plays step lesson `n`, open at its first step, to its summary with the content's right moves:
 * Continue on each instruction, the first right move on each practice step (the lesson moves on
 * by itself, 3 s after an explanation). The closing step reads 100% before the last Continue.
 */
export async function playStepLesson(page: Page, n: number) {
  const steps = content<{ steps: ContentStep[] }>(`lessons/interactive/${n}.json`).steps;
  const lesson = page.getByTestId('step-lesson');
  for (const [i, step] of steps.entries()) {
    await expect(page.getByTestId('step-counter')).toHaveText(`Step ${i + 1} of ${steps.length}`, {
      timeout: 6_000,
    });
    if (i === steps.length - 1) await expect(page.getByTestId('step-progress')).toHaveText('100% complete');
    if (step.type === 'instruction') await page.getByRole('button', { name: 'Continue', exact: true }).click();
    else await typeMove(lesson, step.correctMoves?.[0] ?? '');
  }
  await expect(page.getByTestId('lesson-summary')).toBeVisible({ timeout: 6_000 });
}
