// The whole visitor journey on one record (issue 29): a visitor completes a lesson, solves three
// puzzles, wins a game against level 1 and finishes a practice position, sees Today's Plan
// complete, then signs up. Every figure the school shows (XP, level, achievements, counters,
// plan, streak, puzzle rating, games, the game's review) is the same after sign-up, after a
// reload, and on a new browser signed in to the account. Every move is judged by the server.

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { logIn, signUp, storedSession } from './support/accounts';
import { content } from './support/content';
import { completeLesson } from './support/lessons';
import { playOutAsWhite, startAsWhite } from './support/play';
import { queenMatePosition, winPractice } from './support/practice';
import { solveOnePuzzle } from './support/puzzles';

/** Everything the server says about the browser's learner, read with the browser's own token. */
async function figures(page: Page) {
  const { token } = await storedSession(page);
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const read = async (path: string) => {
    const res = await page.request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const progress = await read('/api/progress');
  const plan = await read('/api/daily-plan');
  const puzzles = await read('/api/puzzles/dashboard');
  const games = await read('/api/games/computer/stats');
  const list = await page.request.get('/api/games/computer', { headers });
  expect(list.status()).toBe(200);
  return {
    totalXP: progress.totalXP,
    level: progress.level,
    streak: (progress.streak as { current: number }).current,
    achievements: (progress.achievements as { id: string; unlocked: boolean }[])
      .filter((a) => a.unlocked)
      .map((a) => a.id)
      .sort(),
    counters: progress.counters,
    plan: plan.tasks,
    puzzles,
    games,
    gameList: ((await list.json()) as { data: unknown }).data,
  };
}

/** What the dashboard shows of the record. */
async function expectDashboard(page: Page, f: Awaited<ReturnType<typeof figures>>) {
  await page.goto('/dashboard');
  const plan = page.getByTestId('todays-plan');
  await expect(plan.getByTestId('plan-count-puzzles')).toHaveText('3/3');
  await expect(plan.getByTestId('plan-count-lessons')).toHaveText('1/1');
  await expect(plan).toContainText('Daily Plan Complete');
  await expect(page.getByTestId('account-streak')).toHaveText(`${f.streak} day${f.streak === 1 ? '' : 's'}`);
  await expect(page.getByTestId('account-achievements')).toHaveText(`${f.achievements.length}/14`);
  const yours = page.getByRole('region', { name: 'Your Progress' });
  await expect(yours.getByTestId('progress-figure').nth(0)).toHaveText('Lessons Completed1');
  await expect(yours.getByTestId('progress-figure').nth(1)).toHaveText('Puzzles Solved3');
}

test('a visitor learns, solves, wins and practises; signing up keeps every figure, on every browser', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.goto('/dashboard');
  expect((await storedSession(page)).token).toBeNull();

  const lesson = content<{ modules: Parameters<typeof completeLesson>[3] }>('lessons/curriculum/basics/chess-101.json');
  await completeLesson(page, 'basics', 'chess-101', lesson.modules);

  for (const set of ['checkmate-patterns', 'forks', 'pins']) await solveOnePuzzle(page, request, set);

  await startAsWhite(page, 1);
  const reviewed = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
  await playOutAsWhite(page);
  const summary = page.getByTestId('game-summary');
  await expect(summary.getByRole('heading', { name: 'You won!' })).toBeVisible();

  // The summary asked for the game's review: the learner's, kept with the rest.
  const review = ((await (await reviewed).json()) as { data: { id: string } }).data.id;
  const reviewStatus = async (p: Page) =>
    (
      await p.request.get(`/api/reviews/${review}`, {
        headers: { Authorization: `Bearer ${(await storedSession(p)).token ?? ''}` },
      })
    ).status();
  expect(await reviewStatus(page)).toBe(200);

  await winPractice(page, await queenMatePosition(page));

  const before = await figures(page);
  expect(before.counters).toMatchObject({ lessonsCompleted: 1, puzzlesSolved: 3, gamesWon: 1, practiceSessions: 1 });
  // Today's Plan is complete: three puzzles, one lesson, one game.
  expect(before.plan).toMatchObject({
    puzzles: { completed: 3 },
    lessons: { completed: 1 },
    games: { completed: 1 },
  });
  expect(before.games).toMatchObject({ gamesPlayed: 1, wins: 1 });
  expect(before.achievements).toEqual(expect.arrayContaining(['first_puzzle', 'first_win']));
  expect(before.streak).toBe(1);
  expect(before.puzzles).toMatchObject({ solved: 3, rating: expect.any(Number) });
  expect(JSON.stringify(before.gameList)).toContain('"result":"win"');
  await expectDashboard(page, before);
  expect((await storedSession(page)).user).toMatchObject({ anonymous: true });

  const username = await signUp(page, { tag: 'journey', displayName: 'Journey Player' });
  expect(await storedSession(page)).toMatchObject({ isAuthenticated: true, user: { anonymous: false } });
  expect(await figures(page)).toEqual(before);
  expect(await reviewStatus(page)).toBe(200);
  await expectDashboard(page, before);
  await page.reload();
  await expectDashboard(page, before);

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await logIn(other, `${username}@example.com`);
  await expect(other.getByRole('banner').getByText('Journey Player')).toBeVisible();
  expect(await figures(other)).toEqual(before);
  expect(await reviewStatus(other)).toBe(200);
  await expectDashboard(other, before);
  await context.close();
});
