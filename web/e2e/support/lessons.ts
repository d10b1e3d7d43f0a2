// Playing a curriculum lesson's puzzle module in the end-to-end specs: a lesson is complete only
// when each of its puzzles is solved or skipped (issue 30), and the specs that are not about
// puzzles skip them.

import type { Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';

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
 * Opens lesson `id` of `category` from /lessons and plays it to its summary with the content's
 * answers (`modules`, read from content/lessons): every position's first accepted move, the
 * puzzles skipped, every quiz answer right; each judged by the server.
 */
export async function completeLesson(
  page: Page,
  category: string,
  id: string,
  modules: ContentModule[],
  { beforeAnswer = async () => {} }: LessonWalk = {},
) {
  await page.goto(`/lessons/category/${category}`);
  await page
    .getByTestId(`lesson-${id}`)
    .getByRole('link', { name: /Start|Continue/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));
  const card = page.getByTestId('module-card');
  for (const [i, module] of modules.entries()) {
    await expect(card).toHaveAttribute('data-module-type', module.type);
    await expect(page.getByTestId('module-counter')).toHaveText(`Module ${i + 1} of ${modules.length}`);
    for (const [p, position] of (module.type === 'interactive' ? (module.positions ?? []) : []).entries()) {
      await beforeAnswer();
      await card.getByLabel('Move', { exact: true }).fill(position.accepted[0] ?? '');
      await card.getByRole('button', { name: 'Play move' }).click();
      await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
      if (p < (module.positions?.length ?? 0) - 1) await card.getByRole('button', { name: 'Next position' }).click();
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
