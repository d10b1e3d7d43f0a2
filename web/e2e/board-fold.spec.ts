// The board of every training screen is wholly visible without scrolling, on a laptop (1280×800)
// and on a phone (390×844): header, tabs and stat cards do not push it below the fold.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const PGN = `[Event "Fold"]
[White "Ann"]
[Black "Bob"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 *`;

// Each training screen, opened as a learner opens it.
const SCREENS: [string, (page: Page) => Promise<void>][] = [
  [
    'puzzle',
    async (page) => {
      await page.goto('/puzzles');
      await page
        .getByTestId('set-checkmate-patterns')
        .getByRole('button', { name: /Start Learning|Continue/ })
        .click();
      await expect(page.getByTestId('puzzle-position')).toHaveText(/^1 of \d+$/);
    },
  ],
  ['step lesson', (page) => page.goto('/lessons/1').then(() => undefined)],
  ['practice', (page) => page.goto('/practice/queen-mate-centre').then(() => undefined)],
  [
    'assessment',
    async (page) => {
      await page.goto('/strength-assessment');
      await page.getByRole('button', { name: 'Take Assessment Test' }).click();
      await expect(page.getByTestId('assessment-question')).toBeVisible();
    },
  ],
  ['play', (page) => page.goto('/play?level=1&color=white').then(() => undefined)],
  [
    'review',
    async (page) => {
      await page.goto('/review');
      await page.getByLabel('PGN', { exact: true }).fill(PGN);
      await page.getByRole('button', { name: 'Review this game' }).click();
      await expect(page).toHaveURL(/\/review\?id=/);
    },
  ],
];

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const [name, open] of SCREENS) {
      test(`the ${name} board is wholly on screen without scrolling`, async ({ page }) => {
        await open(page);
        const board = page.getByTestId('chess-board').first();
        await expect(board).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(500);
        const box = (await board.boundingBox())!;
        const scrollY = await page.evaluate(() => window.scrollY);
        expect(scrollY).toBe(0);
        expect(box.y, 'the board starts below the top bar').toBeGreaterThanOrEqual(0);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height, `board ${JSON.stringify(box)}`).toBeLessThanOrEqual(size.height);
      });
    }
  });
}
