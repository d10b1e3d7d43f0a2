// One course (issue 30), end to end against the real server and content: a new learner's
// "Start Learning" on the dashboard opens the first step lesson; finishing it (its closing step
// reads 100%) is a lesson of the course, completed by the server, whose summary leads to Chess 101;
// the learner leaves Chess 101 halfway, the dashboard's "Continue" opens it at the same module and
// position, and once it is finished its summary offers the next lesson, which the dashboard then
// proposes, with both lessons in "Lessons Completed". Screenshots of each screen at 1280×800 and
// 390×844 go to the test's output folder.

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { content } from './support/content';
import { playLessonModules, playStepLesson, typeMove, type ContentModule } from './support/lessons';

const SIZES = [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const;

/** The page at both sizes, kept as `<name>-<width>.png`; the page is left at 1280×800. */
async function screenshots(page: Page, name: string) {
  for (const [width, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(SIZES[0][1]);
}

test('a new learner: Start Learning, the first step lesson, Chess 101 left and continued, then the next step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const steps = content<{ title: string }>('lessons/interactive/1.json');
  const chess101 = content<{ title: string; modules: ContentModule[] }>('lessons/curriculum/basics/chess-101.json');
  const next = content<{ title: string }>('lessons/curriculum/basics/pawn-moves.json');
  const practiceAt = chess101.modules.findIndex((m) => m.type === 'interactive');
  const positions = chess101.modules[practiceAt]?.positions ?? [];
  expect(positions.length).toBeGreaterThanOrEqual(2);

  // A new learner starts the course at its first lesson: the first step lesson.
  await page.goto('/dashboard');
  const start = page.getByTestId('start-learning');
  await expect(start).toHaveAttribute('href', '/lessons/1');
  await expect(page.getByTestId('continue-lesson')).toHaveCount(0);
  await screenshots(page, 'dashboard-new');
  await start.click();
  await expect(page).toHaveURL(/\/lessons\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(steps.title);
  await playStepLesson(page, 1);

  // Completed by the server from the judged moves: a lesson of the course, with its XP.
  const summary = page.getByTestId('lesson-summary');
  await expect(summary).toContainText(steps.title);
  await expect(summary.getByTestId('summary-accuracy')).toHaveText('100%');
  await expect(summary.getByTestId('summary-xp')).toHaveText(/^\+[1-9]\d*$/);
  await expect(summary.getByTestId('summary-quiz')).toHaveCount(0);
  await screenshots(page, 'step-lesson-summary');
  await summary.getByRole('link', { name: `Next lesson: ${chess101.title}` }).click();
  await expect(page).toHaveURL(/\/lessons\/chess-101$/);

  // Halfway through Chess 101: the first position solved, on to the second, then away.
  for (let i = 0; i < practiceAt; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
  const card = page.getByTestId('module-card');
  await typeMove(card, positions[0]!.accepted[0]!);
  await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
  const placed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/lessons/chess-101/place') &&
      (r.request().postDataJSON() as { position?: number }).position === 1,
  );
  await card.getByRole('button', { name: 'Next position' }).click();
  expect((await placed).status()).toBe(200);

  // The dashboard greets the returning learner with the lesson, and Continue opens it where it was.
  await page.goto('/dashboard');
  const resume = page.getByTestId('continue-lesson');
  await expect(resume).toHaveText(`Continue: ${chess101.title}`);
  await expect(page.getByTestId('start-learning')).toHaveCount(0);
  await screenshots(page, 'dashboard-continue');
  await resume.click();
  await expect(page).toHaveURL(/\/lessons\/chess-101$/);
  await expect(page.getByTestId('module-counter')).toHaveText(`Module ${practiceAt + 1} of ${chess101.modules.length}`);
  await expect(card.getByTestId('position-counter')).toHaveText(`Position 2 of ${positions.length}`);

  // Finished: the summary and the course's next lesson.
  await playLessonModules(page, chess101.modules, { module: practiceAt, position: 1 });
  await expect(summary).toContainText(chess101.title);
  await expect(summary.getByRole('link', { name: `Next lesson: ${next.title}` })).toHaveAttribute(
    'href',
    '/lessons/pawn-moves',
  );

  // The dashboard proposes the next step; both lessons count.
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-lesson-step')).toHaveText(`Next lesson: ${next.title}`);
  await expect(page.getByTestId('next-lesson-step')).toHaveAttribute('href', '/lessons/pawn-moves');
  await expect(page.getByTestId('progress-figure').filter({ hasText: 'Lessons Completed' })).toContainText('2');
  await screenshots(page, 'dashboard-next');

  // The course lists the step lesson first in the basics, completed.
  await page.goto('/lessons/category/basics');
  const card1 = page.getByTestId('lesson-interactive-1');
  await expect(card1).toContainText(steps.title);
  await expect(card1.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/lessons/1');
  await screenshots(page, 'basics-category');
  await page.goto('/academy?view=lessons');
  await expect(page.getByTestId('step-lesson-card-1').getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '/lessons/1',
  );
  await screenshots(page, 'academy-lessons');
});
