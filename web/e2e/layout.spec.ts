// The layout on a phone (390×844, an iPhone 12-15): no page scrolls sideways, and each names itself. Every route of the
// router (src/app/router.tsx) is visited, with real ids where the route takes one, and the page's
// scroll width is compared with the viewport's once the page has drawn.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { overflow } from './support/layout';

const PHONE = { width: 390, height: 844 };

// A short game to review (the reviewed page is where /review was 642 px wide at 390).
const PGN = `[Event "Layout"]
[White "Ann"]
[Black "Bob"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 *`;

// path, and what shows once its page has drawn (a heading or a test id of its main part).
const ROUTES: [string, (page: Page) => Promise<void>][] = [
  ['/dashboard', heading],
  ['/lessons', heading],
  ['/lessons/category/basics', heading],
  ['/lessons/1', board],
  ['/lessons/chess-101', heading],
  ['/lessons/basic-tactics', heading],
  ['/puzzles', heading],
  ['/practice', heading],
  ['/practice/queen-mate-centre', board],
  ['/play', heading],
  ['/play?level=1&color=white', board],
  ['/leaderboard', heading],
  ['/strength-assessment', heading],
  ['/academy', heading],
  ['/academy?view=puzzles', heading],
  ['/multiplayer', heading],
  ['/review', heading],
  ['/phase0', heading],
  ['/debug', heading],
  ['/demo', heading],
  ['/demo?tab=bot-game', heading],
  ['/profile', heading],
  ['/u/nobody-here', heading],
  ['/settings', heading],
  ['/game/doesnotexist', heading],
  ['/spectate/doesnotexist', heading],
  ['/auth/callback?error=access_denied', heading],
  ['/auth/success', heading],
  ['/auth/error', heading],
];

async function heading(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 15_000 });
}
async function board(page: Page) {
  await expect(page.getByTestId('chess-board').first()).toBeVisible({ timeout: 15_000 });
}

test.use({ viewport: PHONE });

for (const [path, drawn] of ROUTES) {
  test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
    await page.goto(path);
    await drawn(page);
    // The browser tab and the top bar name the page, not just the app.
    await expect(page).toHaveTitle(/^[A-Z][A-Za-z ]+ · Chess Academy$/);
    expect(await page.title()).toBe(`${await page.getByTestId('page-name').innerText()} · Chess Academy`);
    // ... whole, not cut to "Strength A…" by the top bar's buttons.
    const name = page.getByTestId('page-name');
    expect(
      await name.evaluate((el) => el.scrollWidth - el.clientWidth),
      'the page name is cut off',
    ).toBeLessThanOrEqual(0);
    // Late parts (coach, progress cards, toasts) have a moment to arrive.
    await page.waitForTimeout(500);
    const { excess, widest } = await overflow(page);
    expect(excess, `wider than the viewport: ${widest.join('; ')}`).toBeLessThanOrEqual(0);
  });
}

test('a reviewed game does not scroll sideways at 390 px', async ({ page }) => {
  await page.goto('/review');
  await page.getByLabel('PGN', { exact: true }).fill(PGN);
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page).toHaveURL(/\/review\?id=/);
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('move-1')).toHaveAttribute('data-class', /.+/, { timeout: 60_000 });
  const { excess, widest } = await overflow(page);
  expect(excess, `wider than the viewport: ${widest.join('; ')}`).toBeLessThanOrEqual(0);
});
