import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import { Chess } from 'chess.js';

import { expect, test } from './fixtures';
import { signUp } from './support/accounts';

// The labels the level cards must show, read from the table the game itself uses.
const engineLevels = JSON.parse(
  readFileSync(new URL('../../content/play/computer-levels.json', import.meta.url), 'utf8'),
) as { levels: { level: number; expectedElo: number }[] };

/** The SAN moves of the game so far, replayed with chess.js (which throws on an illegal move). */
async function replay(page: Page, startFen?: string): Promise<Chess> {
  const sans = await page.getByTestId('move-list').locator('li').allTextContents();
  const chess = new Chess(startFen);
  for (const text of sans) chess.move(text.replace(/^\d+\.\s*/, '').trim());
  return chess;
}

async function typeMove(page: Page, uci: string) {
  await page.getByLabel('Move', { exact: true }).fill(uci);
  await page.getByRole('button', { name: 'Play move' }).click();
}

async function startFromGrid(page: Page, color: 'White' | 'Black') {
  await page.goto('/play');
  await page.getByRole('button', { name: 'Level 1: First Steps' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your colour' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${color}`) }).click();
  await expect(page.getByTestId('level-badge')).toHaveText(/Level 1/);
}

test('play as White against level 1: the computer answers five times with legal moves', async ({ page }) => {
  test.setTimeout(120_000);
  await startFromGrid(page, 'White');
  for (let answered = 0; answered < 5; answered++) {
    const before = await replay(page);
    if (before.isGameOver()) break;
    // The first legal move in chess.js order is as good as any for this test.
    const move = before.moves({ verbose: true })[0]!;
    await typeMove(page, move.from + move.to + (move.promotion ?? ''));
    const plies = before.history().length + 2;
    await expect(page.getByTestId('move-list').locator('li')).toHaveCount(plies, { timeout: 15_000 });
    const after = await replay(page);
    expect(after.history().length).toBe(plies);
  }
  const game = await replay(page);
  expect(game.history().length).toBeGreaterThanOrEqual(10);
});

test('play as Black: the computer opens', async ({ page }) => {
  await startFromGrid(page, 'Black');
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(1, { timeout: 10_000 });
  const game = await replay(page);
  expect(game.turn()).toBe('b');
  await expect(page.getByTestId('turn-line')).toHaveText('Black to move');
});

test('forfeit after confirmation shows the loss summary', async ({ page }) => {
  await startFromGrid(page, 'White');
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forfeit' }).click();
  const summary = page.getByTestId('game-summary');
  await expect(summary.getByRole('heading', { name: 'You lost' })).toBeVisible();
  // Given up before the 5th move: aborted, not counted, no points (no farming of a level's loss).
  await expect(summary.getByTestId('summary-aborted')).toBeVisible();
  await expect(summary.getByTestId('summary-points')).toHaveText('+0');
  // No move played: nothing to measure, so a dash rather than a percentage.
  await expect(summary.getByTestId('summary-efficiency')).toHaveText('\u2014');
  await expect(summary.getByRole('button', { name: 'Next Level' })).toHaveCount(0);
  // The visitor's game was the server's, in the record of the learner its start made.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}').state?.token as string,
  );
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/games/computer/stats', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()).data;
    })
    .toMatchObject({ gamesPlayed: 0, losses: 0, points: 0 });
});

test('a game from a test position ends in checkmate with the win summary and its points', async ({ page }) => {
  const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';
  await page.goto(`/play?fen=${encodeURIComponent(fen)}&level=1&color=white`);
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', fen);
  await typeMove(page, 'a1a8');
  await expect(page.getByTestId('turn-line')).toHaveText('Game Over!');
  const summary = page.getByTestId('game-summary');
  await expect(summary.getByRole('heading', { name: 'You won!' })).toBeVisible();
  // Level 1, one move (within 1.2 x 25): 10 x 1 + 20.
  await expect(summary.getByTestId('summary-points')).toHaveText('+30');
  await expect(summary.getByTestId('summary-performance')).toHaveText('Excellent');
  await expect(summary.getByRole('button', { name: 'Next Level' })).toBeVisible();
  await expect(page.getByTestId('move-announcer')).toHaveText('White played Ra8#');
});

test("a signed-in account plays the server's computer: the game resumes after a reload and the server scores it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/play');
  await signUp(page, { tag: 'play', displayName: 'Player One' });
  await expect(page.getByRole('banner').getByText('Player One')).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('chess-academy-auth') ?? '{}').state?.token as string,
  );

  // The old claim of a finished game earns nothing.
  const claim = await page.request.post('/api/games/computer', {
    headers: { Authorization: `Bearer ${token}` },
    data: { level: 25, color: 'black', result: 'win', moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] },
  });
  expect(claim.status()).toBe(400);

  // The player's move goes to the server, which answers with the computer's.
  await page.goto('/play?level=2&color=white');
  await typeMove(page, 'e2e4');
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(2, { timeout: 15_000 });
  const game = await replay(page);

  // A reload finds the game where it was.
  await page.reload();
  await expect(page.getByTestId('level-badge')).toHaveText(/Level 2/);
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(2);
  expect((await replay(page)).fen()).toBe(game.fen());
  const current = await page.request.get('/api/games/computer/current', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await current.json()).data.moves).toHaveLength(2);

  // Four more moves of the player's: resigned after the 5th, a loss worth the level by the
  // server's count (earlier it would be aborted, uncounted).
  for (let played = 1; played < 5; played++) {
    const before = await replay(page);
    if (before.isGameOver()) break;
    const move = before.moves({ verbose: true })[0]!;
    await typeMove(page, move.from + move.to + (move.promotion ?? ''));
    await expect(page.getByTestId('move-list').locator('li')).toHaveCount(before.history().length + 2, {
      timeout: 15_000,
    });
  }
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forfeit' }).click();
  await expect(page.getByTestId('game-summary').getByTestId('summary-points')).toHaveText('+2');
  await expect(page.getByTestId('game-summary').getByTestId('summary-aborted')).toHaveCount(0);
  // The sidebar counts the game at once, without a reload (issue 30, defect 12).
  await expect(page.getByTestId('account-stats')).toContainText('Games played1');

  await expect
    .poll(async () => {
      const response = await page.request.get('/api/games/computer/stats', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()).data;
    })
    .toMatchObject({ gamesPlayed: 1, losses: 1, totalMoves: 5, bestLevel: 0, points: 2 });

  // The profile counts the game and lists it among the recent games.
  await page.goto('/profile');
  await expect(page.getByTestId('games-played')).toHaveText('Games played: 1');
  const recent = page.getByRole('list', { name: 'Recent games' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem').first()).toContainText('vs Computer level 2');
  await expect(recent.getByRole('listitem').first()).toContainText('Loss');
});

test('each level card shows its measured rating and says what the scale is', async ({ page }) => {
  await page.goto('/play');
  await expect(page.getByTestId('rating-meaning')).toContainText('measured on the CCRL scale');
  // Words for players, no developer's file name (issue 30).
  await expect(page.getByTestId('rating-meaning')).not.toContainText('docs/');
  for (const { level, expectedElo } of [engineLevels.levels[0]!, engineLevels.levels[19]!]) {
    const card = page.getByRole('button', { name: new RegExp(`^Level ${level}:`) });
    await expect(card).toContainText(`≈${expectedElo} CCRL`);
  }
});
