// A token that is sent and fails is a 401, and the browser refreshes and retries (issue 29): a
// signed-in learner whose access token expires mid-lesson finishes the lesson and keeps it. This
// spec runs its own server whose access tokens hold 3 s, so every pause below outlives one.

import type { Browser, Page } from '@playwright/test';

import { startAcademyServer, type RunningServer } from './academy-server';
import { expect, test } from './fixtures';
import { signUp, storedSession } from './support/accounts';
import { content } from './support/content';
import { skipLessonPuzzles } from './support/lessons';

interface LessonModule {
  type: string;
  positions?: { accepted: string[] }[];
  questions?: { correct: number }[];
  count?: number;
}

const TOKEN_SECONDS = 3;
/** Longer than a token's life: whatever the page sends next carries an expired token. */
const OUTLIVE_TOKEN_MS = (TOKEN_SECONDS + 1) * 1000;

let server: RunningServer;

test.beforeAll(async () => {
  server = await startAcademyServer(['--access-token-seconds', String(TOKEN_SECONDS)]);
});

test.afterAll(async () => {
  await server?.stop();
});

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

test('a learner whose access token expires mid-lesson finishes the lesson and keeps it', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageOn(browser);
  await page.goto('/lessons');
  await signUp(page, { tag: 'expiry', displayName: 'Late Learner' });
  const first = (await storedSession(page)).token;
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 && r.url().includes('/api/')) refused.push(new URL(r.url()).pathname);
  });

  const lesson = content<{ modules: LessonModule[] }>('lessons/curriculum/basics/chess-101.json');
  await page.goto('/lessons/chess-101');
  const card = page.getByTestId('module-card');
  for (const [i, module] of lesson.modules.entries()) {
    await expect(page.getByTestId('module-counter')).toHaveText(`Module ${i + 1} of ${lesson.modules.length}`);
    for (const [p, position] of (module.type === 'interactive' ? (module.positions ?? []) : []).entries()) {
      await page.waitForTimeout(OUTLIVE_TOKEN_MS);
      await card.getByLabel('Move', { exact: true }).fill(position.accepted[0] ?? '');
      await card.getByRole('button', { name: 'Play move' }).click();
      await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
      if (p < (module.positions?.length ?? 0) - 1) await card.getByRole('button', { name: 'Next position' }).click();
    }
    if (module.type === 'puzzle') await skipLessonPuzzles(card, module.count ?? 0);
    if (module.type === 'quiz') {
      for (const [q, question] of (module.questions ?? []).entries()) {
        await card.getByTestId(`question-${q}`).getByRole('button').nth(question.correct).click();
      }
      await page.waitForTimeout(OUTLIVE_TOKEN_MS);
      await card.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(card.getByTestId('quiz-explanation')).toHaveCount(module.questions?.length ?? 0);
    }
    if (i < lesson.modules.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.waitForTimeout(OUTLIVE_TOKEN_MS);
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByTestId('lesson-summary')).toBeVisible();

  // The expired token was refused and replaced, and the learner is still signed in.
  expect(refused.length).toBeGreaterThan(0);
  const after = await storedSession(page);
  expect(after.isAuthenticated).toBe(true);
  expect(after.token).not.toBe(first);

  // The completion is the account's: kept after a reload, in the lesson list and the counters.
  await page.waitForTimeout(OUTLIVE_TOKEN_MS);
  await page.goto('/lessons/category/basics');
  await expect(page.getByTestId('lesson-chess-101').getByRole('link', { name: 'Review' })).toBeVisible();
  await page.goto('/dashboard');
  const yours = page.getByRole('region', { name: 'Your Progress' });
  await expect(yours.getByTestId('progress-figure').nth(0)).toHaveText('Lessons Completed1');
  await page.context().close();
});
