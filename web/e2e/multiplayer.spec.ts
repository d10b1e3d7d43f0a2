import type { Browser, Page } from '@playwright/test';

import { clickSquare } from './board-mouse';
import { expect, test } from './fixtures';

test.setTimeout(120_000);

/** Frames and answers the pages refused as not matching their schemas (there must be none). */
const refused: string[] = [];

function watchSchemas(page: Page) {
  page.on('console', (m) => {
    if (/Dropped a malformed|Unexpected answer from/.test(m.text())) refused.push(m.text());
  });
}

async function openLobby(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  watchSchemas(page);
  await page.goto('/multiplayer');
  await expect(page.getByTestId('connection-status')).toHaveText('Connected & Ready');
  return page;
}

async function move(page: Page, from: string, to: string) {
  await page.getByLabel('Move', { exact: true }).fill(from + to);
  await page.getByRole('button', { name: 'Play move' }).click();
}

test('two visitors find each other in 3+0, chat, survive a reload and play to checkmate while a spectator watches', async ({
  browser,
  server,
}) => {
  const a = await openLobby(browser, server.baseURL);
  const b = await openLobby(browser, server.baseURL);
  for (const page of [a, b]) {
    await page.getByRole('radio', { name: /3\+0/ }).click();
    await page.getByRole('button', { name: 'Play 3+0' }).click();
  }
  await expect(a).toHaveURL(/\/game\/\w+$/);
  await expect(b).toHaveURL(/\/game\/\w+$/);
  expect(a.url()).toBe(b.url());
  const gameId = a.url().split('/').pop() ?? '';

  await expect(a.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  await expect(b.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  const aIsWhite = (await a.locator('[data-player-color]').getAttribute('data-player-color')) === 'white';
  const white = aIsWhite ? a : b;
  const black = aIsWhite ? b : a;
  await expect(white.getByTestId('status-strip')).toContainText('WHITE TO MOVE');
  await expect(white.getByTestId('status-strip')).toContainText('blitz 3+0');

  const spectator = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  watchSchemas(spectator);
  await spectator.goto(`/spectate/${gameId}`);
  await expect(spectator.locator('[data-player-color="spectator"]')).toBeVisible();
  await expect(spectator.getByLabel('Move', { exact: true })).toBeDisabled();
  await expect(spectator.getByRole('button', { name: 'Resign Game' })).toHaveCount(0);
  await expect(spectator.getByRole('textbox', { name: 'Chat message' })).toHaveCount(0);

  // Chat both ways.
  await expect(white.getByText('No messages yet...')).toBeVisible();
  await white.getByRole('textbox', { name: 'Chat message' }).fill('Good luck from white');
  await white.getByRole('textbox', { name: 'Chat message' }).press('Enter');
  await expect(black.getByText('Good luck from white')).toBeVisible();
  await black.getByRole('textbox', { name: 'Chat message' }).fill('Thanks, you too');
  await black.getByRole('button', { name: 'Send' }).click();
  await expect(white.getByText('Thanks, you too')).toBeVisible();
  await expect(black.getByRole('button', { name: 'Send' })).toBeDisabled();

  await move(white, 'f2', 'f3');
  await expect(black.getByTestId('move-list')).toContainText('f3');
  await move(black, 'e7', 'e5');
  await expect(white.getByTestId('move-list')).toContainText('e5');
  await expect(spectator.getByTestId('move-list')).toContainText('e5');

  // White reloads mid-game and lands back in the same position with the clocks.
  const fen = await white.getByTestId('chess-board').getAttribute('data-fen');
  await white.reload();
  await expect(white.locator('[data-player-color="white"]')).toBeVisible();
  await expect(white.getByTestId('chess-board')).toHaveAttribute('data-fen', fen ?? '');
  await expect(white.getByRole('timer').first()).toHaveText(/^(3:00|2:5\d)$/);
  await expect(white.getByRole('timer').last()).toHaveText(/^(3:00|2:5\d)$/);
  await expect(white.getByText('Thanks, you too')).toBeVisible();

  await move(white, 'g2', 'g4');
  await expect(black.getByTestId('move-list')).toContainText('g4');
  await move(black, 'd8', 'h4');

  for (const page of [white, black, spectator]) {
    await expect(page.getByTestId('status-strip')).toContainText('Game Over - Black wins by checkmate');
  }
  await expect(white.getByLabel('Move', { exact: true })).toBeDisabled();
  await expect(white.getByRole('link', { name: 'Download PGN' })).toHaveAttribute('href', `/api/games/${gameId}.pgn`);
  // Every event and answer of the game matched the schema the pages check it against.
  expect(refused).toEqual([]);
});

test('an unknown game shows Game not found', async ({ page }) => {
  await page.goto('/game/doesnotexist');
  await expect(page.getByText('Game not found')).toBeVisible();
  await expect(page.getByText('The game may have ended or the ID is invalid.')).toBeVisible();
});

test('the Moves panel grows with the board and keeps the last move in view', async ({ browser, server }) => {
  const a = await openLobby(browser, server.baseURL);
  const b = await openLobby(browser, server.baseURL);
  for (const page of [a, b]) {
    await page.getByRole('radio', { name: /10\+0/ }).click();
    await page.getByRole('button', { name: 'Play 10+0' }).click();
  }
  await expect(a).toHaveURL(/\/game\/\w+$/);
  await expect(b).toHaveURL(/\/game\/\w+$/);
  await expect(a.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  const aIsWhite = (await a.locator('[data-player-color]').getAttribute('data-player-color')) === 'white';
  const white = aIsWhite ? a : b;
  const black = aIsWhite ? b : a;

  // Forty moves that never repeat a position: twenty rows, more than the panel shows at once.
  const files = 'abcdefgh';
  const plies: [string, string][] = [];
  for (const [w, b] of [
    ['2', '7'],
    ['3', '6'],
  ]) {
    for (const f of files) plies.push([`${f}${w}`, `${f}${Number(w) + 1}`], [`${f}${b}`, `${f}${Number(b) - 1}`]);
  }
  plies.push(
    ['b1', 'c3'],
    ['b8', 'c6'],
    ['g1', 'f3'],
    ['g8', 'f6'],
    ['a1', 'b1'],
    ['a8', 'b8'],
    ['h1', 'g1'],
    ['h8', 'g8'],
  );
  for (const [i, [from, to]] of plies.entries()) {
    await move(i % 2 === 0 ? white : black, from, to);
    // Each row is number, White's move, Black's move.
    const cell = 3 * Math.floor(i / 2) + 1 + (i % 2);
    for (const page of [white, black])
      await expect(page.getByTestId('move-list').locator('span').nth(cell)).toHaveText(new RegExp(`${to}$`));
  }

  // The list has scrolled to its end: the last move shows, the first has scrolled away.
  const list = white.getByTestId('move-list');
  await expect(list.getByText('Rg8', { exact: true })).toBeInViewport();
  await expect(list.getByText('a3', { exact: true })).not.toBeInViewport();
  // On a wide screen the panel shares the board's column with the chat instead of three rows.
  const panel = (await white.getByRole('region', { name: 'Moves' }).boundingBox())!;
  const chat = (await white.getByRole('region', { name: 'Chat' }).boundingBox())!;
  const strip = (await white.getByTestId('status-strip').boundingBox())!;
  expect(panel.height).toBeGreaterThan(300);
  expect(Math.abs(chat.y + chat.height - (strip.y + strip.height))).toBeLessThanOrEqual(2);
});

test('after "Draw offer declined" appears above the board, clicks still land on the right squares', async ({
  browser,
  server,
}) => {
  const a = await openLobby(browser, server.baseURL);
  const b = await openLobby(browser, server.baseURL);
  for (const page of [a, b]) {
    await page.getByRole('radio', { name: /10\+0/ }).click();
    await page.getByRole('button', { name: 'Play 10+0' }).click();
  }
  await expect(a.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  await expect(b.locator('[data-player-color="white"], [data-player-color="black"]')).toBeVisible();
  const aIsWhite = (await a.locator('[data-player-color]').getAttribute('data-player-color')) === 'white';
  const white = aIsWhite ? a : b;
  const black = aIsWhite ? b : a;

  const board = white.getByTestId('chess-board');
  const before = (await board.boundingBox())!;
  await white.getByRole('button', { name: 'Offer Draw' }).click();
  await black.getByRole('alertdialog', { name: 'Draw offer' }).getByRole('button', { name: 'Decline Draw' }).click();
  await expect(white.getByRole('alert').filter({ hasText: 'Draw offer declined' })).toBeVisible();
  const after = (await board.boundingBox())!;
  expect(after.y).toBeGreaterThan(before.y + 20);

  // White plays e2-e4 with the mouse where the board is now.
  await clickSquare(white, board, 'e2');
  await clickSquare(white, board, 'e4');
  await expect(black.getByTestId('move-list')).toContainText('e4');
});
