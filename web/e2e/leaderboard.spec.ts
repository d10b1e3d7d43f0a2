// The leaderboard with two real accounts in two browsers (issue 15): each registers and solves a
// puzzle (XP this week); the second sets a country in Settings, follows the first from their public
// profile and finds them on the Friends tab; the Global tab lists both, the Country tab the second.

import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signUp } from './support/accounts';
import { solveOnePuzzle } from './support/puzzles';

test.setTimeout(120_000);

async function register(browser: Browser, baseURL: string, name: string, displayName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Dropped a malformed|Unexpected answer from/.test(m.text())) throw new Error(m.text());
  });
  await page.goto('/dashboard');
  await signUp(page, { username: name, displayName });
  return page;
}

/** The Top Players list of the open tab, all pages of twenty when there are more than five. */
async function openBoard(page: Page, tab: 'Global' | 'Friends' | 'Country') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  const players = page.getByRole('region', { name: 'Top Players' });
  const viewAll = players.getByRole('button', { name: 'View all' });
  if (await viewAll.isVisible()) await viewAll.click();
  return players;
}

test('a second player sets a country, follows the first and finds them on Friends; Global lists both', async ({
  browser,
  server,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const first = `lbfirst${stamp}`;
  const second = `lbsecond${stamp}`;

  const a = await register(browser, server.baseURL, first, 'First Leader');
  await solveOnePuzzle(a, request);
  const b = await register(browser, server.baseURL, second, 'Second Leader');
  await solveOnePuzzle(b, request);

  // The country, from the ISO 3166 list in Settings.
  await b.goto('/settings');
  await b.getByLabel('Country').selectOption('NO');
  await b.getByRole('button', { name: 'Save country' }).click();
  await expect(b.getByText('Country saved.')).toBeVisible();

  // Follow the first player from their public profile.
  await b.goto(`/u/${first}`);
  await expect(b.getByRole('heading', { name: 'First Leader' })).toBeVisible();
  await expect(b.getByTestId('profile-followers')).toHaveText('0 followers');
  await expect(b.getByTestId('profile-level')).toHaveText(/^Level [1-9]/);
  await b.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(b.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(b.getByTestId('profile-followers')).toHaveText('1 follower');

  // The leaderboard: skeleton first, then the weekly race and the boards.
  await b.goto('/leaderboard');
  await expect(b.getByTestId('leaderboard-skeleton')).toBeVisible();
  await expect(b.getByTestId('event-banner')).toContainText('Weekly XP Race');
  await expect(b.getByTestId('event-countdown')).toHaveText(/^(\d+d )?\d\dh \d\dm \d\ds$/);

  const friends = await openBoard(b, 'Friends');
  await expect(friends.locator(`[data-username="${first}"]`)).toContainText('First Leader');
  await expect(friends.locator(`[data-username="${second}"]`)).toContainText('You');

  const country = await openBoard(b, 'Country');
  await expect(country.locator(`[data-username="${second}"]`)).toBeVisible();
  await expect(country.locator(`[data-username="${first}"]`)).toHaveCount(0);

  const global = await openBoard(b, 'Global');
  await expect(global.locator(`[data-username="${first}"]`)).toBeVisible();
  await expect(global.locator(`[data-username="${second}"]`)).toBeVisible();
  await expect(global.locator(`[data-username="${first}"] [data-testid="entry-score"]`)).toHaveText(/^[1-9][\d,]* XP$/);
  await expect(b.getByTestId('your-rank')).toHaveText(/^#\d+$/);

  // The first player, unsigned by the country, sees the second on Global too and no Country board.
  await a.goto('/leaderboard');
  const theirs = await openBoard(a, 'Global');
  await expect(theirs.locator(`[data-username="${second}"]`)).toBeVisible();
  await a.getByRole('tab', { name: 'Country' }).click();
  await expect(a.getByText('Set your country in')).toBeVisible();

  // Unfollowing takes them off the Friends tab.
  await b.goto(`/u/${first}`);
  await b.getByRole('button', { name: 'Unfollow' }).click();
  await expect(b.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await b.goto('/leaderboard');
  const after = await openBoard(b, 'Friends');
  await expect(after.locator(`[data-username="${second}"]`)).toBeVisible();
  await expect(after.locator(`[data-username="${first}"]`)).toHaveCount(0);
});

test('Challenge Friend: the challenger sends a challenge from the leaderboard, the friend accepts it in the lobby, both play', async ({
  browser,
  server,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const friend = `lbfriend${stamp}`;
  const challenger = `lbchal${stamp}`;
  const f = await register(browser, server.baseURL, friend, 'Friendly Foe');
  const c = await register(browser, server.baseURL, challenger, 'Eager Challenger');

  await c.goto(`/u/${friend}`);
  await c.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(c.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  // The friend waits in the lobby, connected as their account.
  await f.goto('/multiplayer');
  await expect(f.getByTestId('connection-status')).toHaveText('Connected & Ready');

  await c.goto('/leaderboard');
  await c.getByRole('button', { name: 'Challenge Friend' }).click();
  await c
    .getByRole('group', { name: 'Choose a friend' })
    .getByRole('button', { name: 'Challenge Friendly Foe' })
    .click();
  await expect(c).toHaveURL(new RegExp(`/multiplayer\\?challenge=${friend}$`));
  await expect(c.getByTestId('connection-status')).toHaveText('Connected & Ready');
  await c.getByRole('radio', { name: /5\+0/ }).click();
  await c.getByRole('button', { name: 'Send challenge' }).click();
  await expect(c.getByTestId('challenge-sent')).toContainText('Waiting for Friendly Foe');

  const offer = f.getByTestId('challenge-received');
  await expect(offer).toContainText('Eager Challenger');
  await expect(offer).toContainText('5+0 blitz');
  await offer.getByRole('button', { name: 'Accept' }).click();

  await expect(f).toHaveURL(/\/game\/\w+$/);
  await expect(c).toHaveURL(/\/game\/\w+$/);
  expect(f.url()).toBe(c.url());
  await expect(c.getByTestId('status-strip')).toContainText('blitz 5+0');
});
