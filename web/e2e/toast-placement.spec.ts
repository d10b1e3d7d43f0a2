// Toasts never cover the controls or the result (issue 30): they take their own row under the top
// bar, so the puzzle panel's figures and buttons, the board and the top bar's buttons stay clear,
// at 1280×800 and at 390×844.

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { solveOnePuzzle } from './support/puzzles';

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of every visible element `locator` finds. */
async function boxes(locator: Locator): Promise<{ name: string; box: Box }[]> {
  const out: { name: string; box: Box }[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) out.push({ name: ((await element.textContent()) ?? '').trim().slice(0, 40), box });
  }
  return out;
}

async function controls(page: Page) {
  const player = page.getByTestId('puzzle-player');
  return [
    ...(await boxes(player.getByRole('button'))),
    ...(await boxes(player.getByTestId('moves-completed'))),
    ...(await boxes(player.locator('dl[aria-label="Progress"]'))),
    ...(await boxes(player.getByTestId('solved-panel'))),
    ...(await boxes(page.getByTestId('chess-board'))),
    ...(await boxes(page.getByRole('navigation', { name: 'Puzzle navigation' }).getByRole('button'))),
    ...(await boxes(page.getByRole('banner').getByRole('button'))),
  ];
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} the toast after a solve covers no control of the puzzle`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await solveOnePuzzle(page, request);
    const toast = page.getByTestId('toast').first();
    await expect(toast).toBeVisible();
    // Only one toast at a time (those that arrive together are merged).
    await expect(page.getByTestId('toast')).toHaveCount(1);
    const toastBox = (await toast.boundingBox())!;
    // Wholly on screen ...
    expect(toastBox.y).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(size.width);
    // ... and over nothing the learner uses or reads.
    const under = (await controls(page)).filter((c) => intersects(toastBox, c.box)).map((c) => c.name);
    expect(under).toEqual([]);
  });
}
