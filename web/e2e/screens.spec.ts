// The main screens as a learner sees them, kept as pictures in docs/screens/ (issue 30):
// <screen>-<desktop|phone>-<dark|light>.png, at 1280×800 and 390×844, in both themes. One visitor
// walks the school on one page (a lesson completed, a puzzle opened, a game begun, a game
// reviewed, the assessment taken, an account made and then signed out elsewhere), and at each
// screen, at each size and theme, the test checks what a user would notice before the picture is
// taken: the screen's heading is on screen, its board (where it has one) is wholly inside the
// viewport without scrolling, and nothing scrolls sideways.

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signUp, storedSession } from './support/accounts';
import { assessmentAnswer } from './support/assessment';
import { content } from './support/content';
import { overflow, showTheme, type Theme } from './support/layout';
import { completeLesson } from './support/lessons';
import { startAsWhite } from './support/play';
import { typeMove } from './support/puzzles';

const SCREENS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/screens');

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type SizeName = (typeof SIZES)[number]['name'];
// Light in the middle: one theme switch per size change.
const THEMES: Record<SizeName, Theme[]> = { desktop: ['dark', 'light'], phone: ['light', 'dark'] };

const PGN = `[Event "Screens"]
[White "Ann"]
[Black "Bob"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 *`;

interface Shot {
  /** What names the screen to the user (a heading, at the top of what is shown). */
  heading: Locator;
  /** The screen's board, when it has one. */
  board?: boolean;
  /**
   * A size at which the board is known to reach below the fold (a defect reported to the
   * feature's owner): there the test only holds it to 90% on screen, so that it gets no worse.
   */
  boardShortAt?: SizeName;
  /** Scrolled to this first (a part below the fold), instead of the top of the page. */
  scrollTo?: Locator;
}

/**
 * Shows the current screen at each size and theme, checks what a user would notice, and keeps
 * docs/screens/<screen>-<size>-<theme>.png.
 */
async function shoot(page: Page, screen: string, { heading, board, boardShortAt, scrollTo }: Shot) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  // Loaded: no placeholder (a pulsing skeleton, a spinner) is left in the page.
  await expect(page.locator('main .animate-pulse, main .animate-spin')).toHaveCount(0, { timeout: 15_000 });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of THEMES[size.name]) {
      await showTheme(page, theme);
      // A part below the fold is brought up to just under the sticky top bar (64 px).
      if (scrollTo)
        await scrollTo.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      else await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => document.fonts.ready);
      const where = `${screen} at ${size.width}×${size.height} (${theme})`;
      await expect(heading, `${where}: the heading is on screen`).toBeInViewport();
      if (board) {
        await expect(page.getByTestId('chess-board').first(), `${where}: the whole board is on screen`).toBeInViewport({
          ratio: boardShortAt === size.name ? 0.9 : 1,
        });
      }
      const { excess, widest } = await overflow(page);
      expect(excess, `${where} scrolls sideways: ${widest.join('; ')}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size.name}-${theme}.png`, animations: 'disabled' });
    }
  }
}

function h1(page: Page, name?: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name }).first();
}

// One visitor, one page, screen after screen (the later screens show what the earlier ones did).
test.describe.configure({ mode: 'serial' });
// The pictures are the default product's (SQLite); the PostgreSQL pass of `make test` would only
// take them again, three minutes for nothing the other specs do not already check there.
test.skip(Boolean(process.env.ACADEMY_TEST_DB), 'screens are taken once, on the default SQLite');

let page: Page;

test.beforeAll(async ({ browser, server }) => {
  page = await browser.newPage({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await page.close();
});

test('lessons', async () => {
  await page.goto('/lessons');
  await shoot(page, 'lessons', { heading: h1(page) });
});

test('a step lesson', async () => {
  await page.goto('/lessons/1');
  await expect(page.getByTestId('chess-board')).toBeVisible();
  await shoot(page, 'step-lesson', { heading: h1(page), board: true });
});

test('a lesson, and its summary once completed', async () => {
  test.setTimeout(120_000);
  await page.goto('/lessons/chess-101');
  await expect(page.getByTestId('module-card')).toBeVisible();
  await shoot(page, 'lesson', { heading: h1(page) });
  const lesson = content<{ modules: Parameters<typeof completeLesson>[3] }>('lessons/curriculum/basics/chess-101.json');
  await completeLesson(page, 'basics', 'chess-101', lesson.modules);
  await expect(page.getByTestId('summary-quiz')).toHaveText('100%');
  await shoot(page, 'lesson-summary', { heading: h1(page, 'Lesson complete') });
});

test('guided practice', async () => {
  const LESSON = 'basic-tactics';
  const modules = content<{ modules: { title: string; type: string }[] }>(
    `lessons/curriculum/beginner-fundamentals/${LESSON}.json`,
  ).modules;
  const index = modules.findIndex((m) => m.type === 'guided-practice');
  await page.goto(`/lessons/${LESSON}`);
  await page.getByRole('button', { name: `Module ${index + 1}: ${modules[index]!.title}` }).click();
  await expect(page.getByTestId('guided-player').getByTestId('chess-board')).toBeVisible();
  // At 1280×800 the guided player's board ends about 12 px below the fold (features/lessons).
  await shoot(page, 'guided-practice', { heading: h1(page), board: true, boardShortAt: 'desktop' });
});

test('puzzles: the training page, a puzzle on the board, the Puzzle of the Day', async () => {
  await page.goto('/puzzles');
  await shoot(page, 'puzzles', { heading: h1(page) });
  await page
    .getByTestId('set-checkmate-patterns')
    .getByRole('button', { name: /Start Learning|Continue/ })
    .click();
  await expect(page.getByTestId('puzzle-position')).toHaveText(/^1 of \d+$/);
  await shoot(page, 'puzzle', { heading: h1(page), board: true });
  await page.goto('/puzzles?daily=1');
  await expect(page.getByTestId('daily-view').getByTestId('daily-date')).toBeVisible();
  await shoot(page, 'puzzle-of-the-day', { heading: h1(page), board: true });
  // shoot() ends at 390 px: the date is one line there, never "November 29," above "2026".
  const date = await page.getByTestId('daily-view').getByTestId('daily-date').boundingBox();
  expect(date?.height ?? 0, 'the date is on one line').toBeLessThan(30);
});

test('practice', async () => {
  await page.goto('/practice/queen-mate-centre');
  await expect(page.getByTestId('practice-turn')).toHaveText('Your move.');
  await shoot(page, 'practice', { heading: h1(page), board: true });
});

test('a game against the computer in progress', async () => {
  await startAsWhite(page, 1);
  const board = page.getByTestId('chess-board');
  const start = await board.getAttribute('data-fen');
  await typeMove(page, 'e2e4');
  await expect(board).not.toHaveAttribute('data-fen', start ?? '');
  await expect(page.getByTestId('turn-line')).toHaveText(/^White to move/, { timeout: 15_000 });
  await shoot(page, 'play', { heading: h1(page), board: true });
});

test('a reviewed game', async () => {
  test.setTimeout(120_000);
  await page.goto('/review');
  await page.getByLabel('PGN', { exact: true }).fill(PGN);
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\?id=/);
  await expect(page.getByTestId('move-1')).toHaveAttribute('data-class', /.+/, { timeout: 60_000 });
  await shoot(page, 'review', { heading: h1(page), board: true });
});

test('the strength assessment: a question, then the results of twelve right answers', async ({ request }) => {
  test.setTimeout(180_000);
  await page.goto('/strength-assessment');
  await page.getByRole('button', { name: 'Take Assessment Test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
  await shoot(page, 'assessment', { heading: h1(page), board: true });
  for (let i = 0; i < 12; i++) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of 12` })).toBeVisible();
    await page.getByLabel('Move', { exact: true }).fill(await assessmentAnswer(page, request));
    await page.getByRole('button', { name: 'Play move' }).click();
    await expect(page.getByTestId('assessment-success')).toHaveText('Correct! Well done!');
  }
  const results = page.getByTestId('assessment-results');
  await expect(results).toBeVisible({ timeout: 15_000 });
  await expect(results.getByTestId('assessment-score')).toHaveText('12/12');
  // Above the scale's top ("1800+") the estimate is not an interval of nothing ("1800 ± 0").
  await expect(results.getByTestId('assessment-interval')).not.toContainText('± 0');
  await shoot(page, 'assessment-results', { heading: h1(page, 'Your Assessment Results') });
});

test('the academy', async () => {
  await page.goto('/academy');
  await expect(page.getByTestId('daily-puzzle-card')).toBeVisible();
  await shoot(page, 'academy', { heading: h1(page) });
});

test('the leaderboard', async () => {
  await page.goto('/leaderboard');
  await shoot(page, 'leaderboard', { heading: h1(page) });
});

test('the multiplayer lobby', async () => {
  await page.goto('/multiplayer');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected & Ready', { timeout: 15_000 });
  await shoot(page, 'multiplayer', { heading: h1(page) });
});

test('the dashboard, and its progress after the walk', async () => {
  await page.goto('/dashboard');
  const progress = page.getByRole('region', { name: 'Your Progress' });
  await expect(progress.getByTestId('progress-figure').nth(0)).toHaveText('Lessons Completed1');
  await shoot(page, 'dashboard', { heading: h1(page) });
  // The one rating says where it comes from.
  await expect(progress.getByTestId('progress-figure').nth(2)).toContainText('From your strength assessment');
  await shoot(page, 'dashboard-progress', {
    heading: progress.getByRole('heading', { name: 'Your Progress' }),
    scrollTo: page.getByTestId('todays-plan'),
  });
});

test('an account: profile and settings, then signed out from another device', async () => {
  test.setTimeout(60_000);
  await page.goto('/dashboard');
  await signUp(page, { tag: 'screens', displayName: 'Screen Walker' });
  await page.goto('/profile');
  // The email stays inside its card, and the sidebar's "Games played" on one line (at 1280 px,
  // where the sidebar is open beside the page).
  await page.setViewportSize(SIZES[0]);
  const card = (await page.getByTestId('account-card').boundingBox())!;
  const email = (await page
    .getByTestId('account-card')
    .getByText(/@example\.com$/)
    .boundingBox())!;
  expect(email.x + email.width).toBeLessThanOrEqual(card.x + card.width);
  const gamesPlayed = page.getByTestId('account-stats').getByText('Games played');
  const lineHeight = await gamesPlayed.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await gamesPlayed.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await shoot(page, 'profile', { heading: h1(page) });
  await page.goto('/settings');
  // Check boxes and sliders in the school's accent, not the browser's blue.
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ca-accent').trim(),
  );
  const box = page.getByRole('checkbox').first();
  expect(await box.evaluate((el) => getComputedStyle(el).accentColor)).toBe(
    await page.evaluate((c) => {
      const probe = document.createElement('i');
      probe.style.color = c;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, accent),
  );
  await shoot(page, 'settings', { heading: h1(page, 'Settings') });

  // Another device ends every session of the account: the shell says why it was signed out.
  await page.goto('/multiplayer');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected & Ready', { timeout: 15_000 });
  const { token } = await storedSession(page);
  const res = await page.request.post('/api/auth/logout-all', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(res.status()).toBe(200);
  const banner = page.getByTestId('signed-out-banner');
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'signed-out', { heading: banner });
});
