// Tabs and filters live in the URL (issue 30): choosing one changes the address, a reload keeps
// it and Back returns to the one before.

import { expect, test } from './fixtures';

test('the puzzle page: its tabs are in the URL, kept by a reload, undone by Back', async ({ page }) => {
  await page.goto('/puzzles');
  const curriculum = page.getByRole('tab', { name: 'Curriculum' });
  const rated = page.getByRole('tab', { name: 'Rated puzzles' });
  const dashboard = page.getByRole('tab', { name: 'Theme dashboard' });
  await expect(curriculum).toHaveAttribute('aria-selected', 'true');

  await rated.click();
  await expect(page).toHaveURL(/\/puzzles\?tab=rated$/);
  await expect(page.getByTestId('puzzle-player')).toBeVisible();
  await page.reload();
  await expect(rated).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('puzzle-player')).toBeVisible();

  await dashboard.click();
  await expect(page).toHaveURL(/\/puzzles\?tab=dashboard$/);
  await expect(page.getByTestId('theme-dashboard')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/puzzles\?tab=rated$/);
  await expect(rated).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/puzzles$/);
  await expect(curriculum).toHaveAttribute('aria-selected', 'true');

  // A set is in the URL too: Back closes it.
  await page
    .getByTestId('set-checkmate-patterns')
    .getByRole('button', { name: /Start Learning|Continue/ })
    .click();
  await expect(page).toHaveURL(/\/puzzles\?set=checkmate-patterns$/);
  await expect(page.getByTestId('puzzle-position')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Structured learning path' })).toBeVisible();
});

test('the leaderboard: the scope tab and the board are in the URL', async ({ page }) => {
  await page.goto('/leaderboard');
  const global = page.getByRole('tab', { name: 'Global' });
  const friends = page.getByRole('tab', { name: 'Friends' });
  await expect(global).toHaveAttribute('aria-selected', 'true');
  await friends.click();
  await expect(page).toHaveURL(/\/leaderboard\?scope=friends$/);
  await page.getByRole('radio', { name: 'Rating' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?scope=friends&board=rating$/);
  await page.reload();
  await expect(friends).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Rating' })).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/leaderboard\?scope=friends$/);
  await expect(page.getByRole('radio', { name: 'Weekly XP' })).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expect(global).toHaveAttribute('aria-selected', 'true');
});

test("the academy's puzzle category is in the URL", async ({ page }) => {
  await page.goto('/academy?view=puzzles');
  const categories = page.getByRole('group', { name: 'Puzzle categories' });
  const all = categories.getByRole('button', { name: 'All' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  const second = categories.getByRole('button').nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/[?&]category=[a-z-]+/);
  await page.reload();
  await expect(categories.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
});
