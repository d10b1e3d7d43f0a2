// Practice positions end to end (issue 17), against the real server and content: a K+Q vs K
// practice position won against the educational bot, each of our moves the one the server's
// /api/analysis names best. (Guided practice: guided-practice.spec.ts.)

import type { Locator } from '@playwright/test';

import { expect, test } from './fixtures';
import { apiData } from './support/api';
import { queenMatePosition } from './support/practice';

async function typeMove(scope: Locator, move: string) {
  await scope.getByLabel('Move', { exact: true }).fill(move);
  await scope.getByRole('button', { name: 'Play move' }).click();
}

interface PracticeList {
  sections: { id: string; positions: { id: string; title: string; goal: { kind: string } }[] }[];
}

test("K+Q vs K practice position: mate the bot, with each move the engine's best", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/practice');
  const list = await apiData<PracticeList>(page, '/api/practice');
  expect(list.sections).toHaveLength(5);
  const target = { id: await queenMatePosition(page) };
  await page.getByTestId(`practice-position-${target.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${target.id}$`));
  const board = page.getByTestId('chess-board');
  await expect(page.getByTestId('practice-turn')).toHaveText('Your move.');
  await expect(page.getByTestId('goal-reachable')).toHaveText('The goal can still be reached.');

  for (let move = 0; move < 60; move++) {
    const result = page.getByTestId('practice-result');
    if (await result.isVisible()) break;
    const fen = (await board.getAttribute('data-fen'))!;
    const { bestMove } = await apiData<{ bestMove: string }>(page, '/api/analysis', { fen, depth: 14 });
    await typeMove(page.getByTestId('practice-position'), bestMove);
    // Wait for the judge: the bot's reply, or the end.
    await expect
      .poll(
        async () =>
          (await result.isVisible()) || (await page.getByTestId('practice-turn').textContent()) === 'Your move.',
        { timeout: 20_000 },
      )
      .toBe(true);
    if (!(await result.isVisible()))
      await expect(page.getByTestId('practice-bot-move')).toContainText('The computer played');
  }

  const result = page.getByTestId('practice-result');
  await expect(result).toHaveAttribute('data-result', 'won');
  // The result stands alone: no stale 'The computer played …' beside 'Goal reached!'.
  await expect(page.getByTestId('practice-bot-move')).toHaveCount(0);
  await expect(result.getByTestId('stars')).toHaveAttribute('data-stars', /[123]/);
  const stars = Number(await result.getByTestId('stars').getAttribute('data-stars'));
  // The visitor's first move made them an anonymous learner: the stars are that record's, on the list.
  await page.getByRole('link', { name: '← Back to Practice' }).click();
  await expect(page.getByTestId(`practice-position-${target.id}`).getByTestId('stars')).toHaveAttribute(
    'data-stars',
    String(stars),
  );
});
