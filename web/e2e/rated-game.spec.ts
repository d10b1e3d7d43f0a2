import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signUp } from './support/accounts';

test.setTimeout(120_000);

/** Opens the lobby as a visitor (the socket connects as a guest), then signs up from the header. */
async function signUpInLobby(browser: Browser, baseURL: string, displayName: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/multiplayer');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected & Ready');
  await signUp(page, { tag: 'rated', displayName });
  await expect(page.getByRole('banner').getByText(displayName)).toBeVisible();
  // The socket authenticates again as the account before any matchmaking.
  await expect(page.getByTestId('connection-status')).toHaveText('Connected & Ready');
  return page;
}

async function move(page: Page, uci: string) {
  await page.getByLabel('Move', { exact: true }).fill(uci);
  await page.getByRole('button', { name: 'Play move' }).click();
}

test('players who sign in on the lobby play a rated game and see their rating changes at the end', async ({
  browser,
  server,
}) => {
  const a = await signUpInLobby(browser, server.baseURL, 'Ada Rated');
  const b = await signUpInLobby(browser, server.baseURL, 'Bo Rated');
  for (const page of [a, b]) {
    await page.getByRole('radio', { name: /5\+0/ }).click();
    await page.getByRole('button', { name: 'Play 5+0' }).click();
  }
  await expect(a).toHaveURL(/\/game\/\w+$/);
  await expect(b).toHaveURL(/\/game\/\w+$/);
  await expect(a.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  const aIsWhite = (await a.locator('[data-player-color]').getAttribute('data-player-color')) === 'white';
  const white = aIsWhite ? a : b;
  const black = aIsWhite ? b : a;
  // The game is played by the accounts, not by the guests the pages opened as.
  await expect(white.getByTestId('player-bar').first()).toContainText(/Ada Rated|Bo Rated/);
  await expect(white.getByTestId('player-bar').last()).toContainText(/Ada Rated|Bo Rated/);

  await move(white, 'e2e4');
  await expect(black.getByTestId('move-list')).toContainText('e4');
  await move(black, 'e7e5');
  await expect(white.getByTestId('move-list')).toContainText('e5');

  black.once('dialog', (d) => void d.accept());
  await black.getByRole('button', { name: 'Resign Game' }).click();

  const whiteName = aIsWhite ? 'Ada Rated' : 'Bo Rated';
  const blackName = aIsWhite ? 'Bo Rated' : 'Ada Rated';
  for (const page of [white, black]) {
    await expect(page.getByTestId('status-strip')).toContainText('Game Over - White wins');
    const changes = page.getByRole('list', { name: 'Rating changes' });
    // New players start at 1500: the winner gains what the loser drops.
    await expect(changes.getByRole('listitem').first()).toHaveText(
      new RegExp(`^${whiteName} 1[5-9]\\d\\d\\?? \\(\\+\\d+\\)$`),
    );
    await expect(changes.getByRole('listitem').last()).toHaveText(
      new RegExp(`^${blackName} 1[0-4]\\d\\d\\?? \\(\u2212\\d+\\)$`),
    );
  }
});
