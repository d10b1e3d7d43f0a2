// Progress everywhere it shows (issue 15): a visitor's solve moves the Today's Plan card (the
// solve made them an anonymous learner, whose record the server keeps); an account's solve moves
// it from the server, with the level in the sidebar; and a streak grows across two calendar days
// of the server's (test) clock.

import { expect, test } from './fixtures';
import { signUp } from './support/accounts';
import { solveOnePuzzle } from './support/puzzles';

test("a visitor's solved puzzle moves Today's Plan and XP", async ({ page, request }) => {
  await page.goto('/dashboard');
  const plan = page.getByTestId('todays-plan');
  await expect(plan.getByTestId('plan-count-puzzles')).toHaveText('0/3');
  await expect(plan.getByTestId('plan-xp')).toHaveText('0 XP');

  await solveOnePuzzle(page, request);
  // The first solve unlocks First Puzzle: a toast says so.
  await expect(page.getByTestId('toast').filter({ hasText: 'Achievement unlocked' }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(plan.getByTestId('plan-count-puzzles')).toHaveText('1/3');
  await expect(plan.getByTestId('plan-xp')).toHaveText(/^[1-9]\d* XP$/);
  await expect(plan.getByTestId('plan-message')).toHaveText('Good start! Next: solve 2 more puzzles.');
  // Your Progress counts the solved puzzle; the one rating is the puzzle rating that solve moved,
  // and it says where it came from (issue 30).
  const yours = page.getByRole('region', { name: 'Your Progress' });
  await expect(yours.getByTestId('progress-figure').nth(1)).toHaveText('Puzzles Solved1');
  await expect(yours.getByTestId('progress-figure').nth(2)).toHaveText(/^Current Rating\d+From your rated puzzles$/);
  // The sidebar shows the visitor's level from the same record.
  await expect(page.getByTestId('account-level')).toHaveText(/^Level [1-9]\d* · \d+\/\d+ XP$/);
  await expect(page.getByTestId('account-achievements')).toHaveText(/^[1-9]\d*\/14$/);
});

test("an account's solved puzzle counts on the server: the plan and the sidebar's level", async ({ page, request }) => {
  await page.goto('/dashboard');
  await signUp(page, { tag: 'prog', displayName: 'Progress Tester' });

  // A new account starts at level 0 with the plan untouched.
  const plan = page.getByTestId('todays-plan');
  await expect(plan.getByTestId('plan-count-puzzles')).toHaveText('0/3');
  await expect(page.getByTestId('account-level')).toHaveText('Level 0 · 0/100 XP');

  const daily = page.waitForResponse((r) => r.url().includes('/api/daily-plan') && r.ok());
  await solveOnePuzzle(page, request);
  await page.goto('/dashboard');
  // Read from the server, as the account's.
  const answer = (await (await daily).json()) as { data: { tasks: { puzzles: { completed: number } } } };
  expect(answer.data.tasks.puzzles.completed).toBe(1);
  await expect(plan.getByTestId('plan-count-puzzles')).toHaveText('1/3');
  await expect(plan.getByTestId('plan-xp')).toHaveText(/^[1-9]\d* XP$/);

  const progress = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}') as { state?: { token?: string } };
    const res = await fetch('/api/progress', { headers: { Authorization: `Bearer ${auth.state?.token ?? ''}` } });
    return ((await res.json()) as { data: { level: number; xpInCurrentLevel: number; xpForNextLevel: number } }).data;
  });
  expect(progress.level).toBeGreaterThan(0);
  await expect(page.getByTestId('account-level')).toHaveText(
    `Level ${progress.level} · ${progress.xpInCurrentLevel}/${progress.xpForNextLevel} XP`,
  );
  await expect(page.getByTestId('account-achievements')).toHaveText(/^[1-9]\d*\/14$/);
});

test('a streak grows across two calendar days on the server clock', async ({ page, request }) => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  await page.goto('/dashboard');
  await signUp(page, { tag: 'prog', displayName: 'Progress Tester' });
  await solveOnePuzzle(page, request);
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-streak')).toHaveText('1 day');

  // The server under test runs with --test-clock: move it to tomorrow, and back afterwards so
  // the other tests of this worker keep today. The browser's calendar moves with it (the plan
  // and the streak are the player's own days, which the browser names).
  const moved = await request.post('/api/test/clock', { data: { advanceMs: DAY_MS } });
  expect(moved.ok()).toBe(true);
  await page.clock.setSystemTime(Date.now() + DAY_MS);
  try {
    await page.goto('/dashboard');
    // Tomorrow with nothing done yet: the streak still stands at one day, the plan is fresh.
    await expect(page.getByTestId('account-streak')).toHaveText('1 day');
    await expect(page.getByTestId('todays-plan').getByTestId('plan-count-puzzles')).toHaveText('0/3');

    // A puzzle not solved before (a solve counts once): the first of another set.
    await solveOnePuzzle(page, request, 'forks');
    // The second day's first activity grows the streak: a toast says so, the sidebar shows it.
    await expect(page.getByTestId('toast').filter({ hasText: '2-day streak!' }).first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('account-streak')).toHaveText('2 days');
  } finally {
    await request.post('/api/test/clock', { data: { advanceMs: -DAY_MS } });
  }
});
