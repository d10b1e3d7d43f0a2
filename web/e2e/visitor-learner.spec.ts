// One learner, one record, on the server (issue 29): a visitor's first solve makes them an
// anonymous learner whose record the server keeps; signing up turns that learner into the account
// with every figure kept, also on a new browser signed in to it; signing in to an existing account
// moves the learner's record into it by the once-only rules (a puzzle counted once).

import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { logIn, signUp, storedSession, TEST_PASSWORD, uniqueName } from './support/accounts';
import { puzzleById, solveOnePuzzle } from './support/puzzles';

interface Figures {
  totalXP: number;
  level: number;
  xpInCurrentLevel: number;
  xpForNextLevel: number;
  counters: { puzzlesSolved: number };
}

/** GET /api/progress with the browser's own token: the record the page shows. */
async function serverFigures(page: Page): Promise<Figures> {
  const { token } = await storedSession(page);
  const res = await page.request.get('/api/progress', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Figures }).data;
}

/** The sidebar's level line, the Your Progress puzzles card and the plan's XP as a player sees them. */
async function expectShown(page: Page, figures: Figures) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-level')).toHaveText(
    `Level ${figures.level} · ${figures.xpInCurrentLevel}/${figures.xpForNextLevel} XP`,
  );
  const yours = page.getByRole('region', { name: 'Your Progress' });
  await expect(yours.getByTestId('progress-figure').nth(1)).toHaveText(
    `Puzzles Solved${figures.counters.puzzlesSolved}`,
  );
}

/** An account made through the API, as another device would; its session token. */
async function registerThroughApi(request: APIRequestContext, tag: string) {
  const name = uniqueName(tag);
  const email = `${name}@example.com`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: TEST_PASSWORD, username: name, displayName: 'Existing Player' },
  });
  expect(res.status()).toBe(201);
  const { accessToken } = ((await res.json()) as { data: { accessToken: string } }).data;
  return { email, token: accessToken };
}

/** The account solves a set's first puzzle through the API: served, then the solver's moves. */
async function solveThroughApi(request: APIRequestContext, token: string, set: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const detail = await request.get(`/api/puzzles/sets/${set}`, { headers });
  const id = ((await detail.json()) as { data: { puzzles: { id: string }[] } }).data.puzzles[0]!.id;
  const puzzle = await puzzleById(request, id);
  await request.get(`/api/puzzles/${id}`, { headers });
  // Each move judged by the server with the moves before it; the last one solves.
  const moves = puzzle.moves.filter((_, i) => i % 2 === 1);
  let result = '';
  for (let i = 1; i <= moves.length; i++) {
    const res = await request.post(`/api/puzzles/${id}/moves`, { headers, data: { moves: moves.slice(0, i) } });
    result = ((await res.json()) as { data: { result: string } }).data.result;
  }
  expect(result).toBe('solved');
}

test("a visitor's solve is the server's record, kept whole by signing up and on a new browser", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Looking around makes nobody: no session, the empty state.
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-level')).toHaveText('Level 0 · 0/100 XP');
  expect((await storedSession(page)).token).toBeNull();

  await solveOnePuzzle(page, request);
  await expect(page.getByTestId('xp-earned')).toHaveText(/^\+[1-9]\d* XP$/);
  // The solve made an anonymous learner: a visitor to the eye, with a record on the server.
  const learner = await storedSession(page);
  expect(learner).toMatchObject({ isAuthenticated: false, user: { anonymous: true } });
  await expect(page.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
  const before = await serverFigures(page);
  expect(before.totalXP).toBeGreaterThan(0);
  expect(before.counters.puzzlesSolved).toBe(1);
  await expectShown(page, before);

  // Signing up turns the learner into the account: the same figures.
  const username = await signUp(page, { tag: 'learner', displayName: 'Learner Turned' });
  await expect(page.getByRole('banner').getByText('Learner Turned')).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ isAuthenticated: true, user: { anonymous: false } });
  const after = await serverFigures(page);
  expect(after).toMatchObject({
    totalXP: before.totalXP,
    level: before.level,
    counters: { puzzlesSolved: 1 },
  });
  await expectShown(page, after);
  await page.reload();
  await expectShown(page, after);

  // A new browser signed in to that account finds the same record.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await logIn(other, `${username}@example.com`);
  await expect(other.getByRole('banner').getByText('Learner Turned')).toBeVisible();
  await expectShown(other, after);
  await other.reload();
  await expectShown(other, after);
  await context.close();
});

test('a visitor with progress who signs in to an existing account adds it once, by the server rules', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The account, elsewhere: the first puzzle of two sets.
  const existing = await registerThroughApi(request, 'existing');
  await solveThroughApi(request, existing.token, 'checkmate-patterns');
  await solveThroughApi(request, existing.token, 'forks');
  const mine = await request.get('/api/progress', { headers: { Authorization: `Bearer ${existing.token}` } });
  const accountBefore = ((await mine.json()) as { data: Figures }).data;
  expect(accountBefore.counters.puzzlesSolved).toBe(2);

  // A visitor here solves one of those puzzles and one the account has not solved.
  await solveOnePuzzle(page, request, 'checkmate-patterns');
  await solveOnePuzzle(page, request, 'pins');
  const learner = await serverFigures(page);
  expect(learner.counters.puzzlesSolved).toBe(2);

  // Signing in moves the learner's record into the account: the shared puzzle counts once.
  await page.goto('/dashboard');
  await logIn(page, existing.email);
  await expect(page.getByRole('banner').getByText('Existing Player')).toBeVisible();
  const combined = await serverFigures(page);
  expect(combined.counters.puzzlesSolved).toBe(3);
  expect(combined.totalXP).toBeGreaterThan(accountBefore.totalXP);
  await expectShown(page, combined);
  await page.reload();
  await expectShown(page, combined);
});
