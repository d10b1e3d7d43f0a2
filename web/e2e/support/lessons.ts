// Playing a curriculum lesson's puzzle module in the end-to-end specs: a lesson is complete only
// when each of its puzzles is solved or skipped (issue 30), and the specs that are not about
// puzzles skip them.

import type { Locator } from '@playwright/test';

import { expect } from '../fixtures';

/** Skips each of the `count` puzzles of the puzzle module shown in `card`. */
export async function skipLessonPuzzles(card: Locator, count: number) {
  for (let k = 1; k <= count; k++) {
    await card.getByRole('button', { name: 'Skip puzzle' }).click();
    await expect(card.getByTestId('puzzle-counter')).toContainText(`skipped ${k}`);
  }
}
