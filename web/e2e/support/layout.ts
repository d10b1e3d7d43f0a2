// What the layout specs measure of a page as a user sees it: whether it scrolls sideways, and the
// theme it is shown in, switched with the top bar's button as a user switches it.

import { expect, type Page } from '@playwright/test';

export type Theme = 'dark' | 'light';

/** How far the page reaches past the viewport's right edge (0: nothing scrolls sideways), and what sticks out. */
export async function overflow(page: Page): Promise<{ excess: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${el.getBoundingClientRect().right}`,
      );
    return { excess: document.documentElement.scrollWidth - window.innerWidth, widest };
  });
}

/** Shows the page in `theme` with the top bar's theme button (no reload: the page keeps its state). */
export async function showTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== theme) {
    await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  }
  await expect(html).toHaveAttribute('data-theme', theme);
}
