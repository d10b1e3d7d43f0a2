// A token that is sent and fails is a 401, and the browser refreshes and retries (issue 29): a
// signed-in learner whose access token expires mid-lesson finishes the lesson and keeps it. This
// spec runs its own server whose access tokens hold 3 s, so every pause below outlives one.

import type { Browser, Page } from '@playwright/test';

import { startAcademyServer, type RunningServer } from './academy-server';
import { expect, test } from './fixtures';
import { signUp, storedSession } from './support/accounts';
import { content } from './support/content';
import { completeLesson, type ContentModule } from './support/lessons';

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

  const lesson = content<{ modules: ContentModule[] }>('lessons/curriculum/basics/chess-101.json');
  // Each answer waits out the token first, so the request carries an expired one.
  await completeLesson(page, 'basics', 'chess-101', lesson.modules, {
    beforeAnswer: () => page.waitForTimeout(OUTLIVE_TOKEN_MS),
  });

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
