import type { Locator, Page } from '@playwright/test';

/** The centre of a square on the board's screen rectangle, with White at the bottom unless told. */
async function squareCentre(
  board: Locator,
  square: string,
  orientation: 'white' | 'black',
): Promise<{ x: number; y: number }> {
  const box = await board.boundingBox();
  if (!box) throw new Error('the board is not on screen');
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

/**
 * Clicks the square where it is on screen now, without scrolling first (a scroll would make the
 * board measure itself again, hiding a stale measure).
 */
export async function clickSquare(
  page: Page,
  board: Locator,
  square: string,
  orientation: 'white' | 'black' = 'white',
) {
  const { x, y } = await squareCentre(board, square, orientation);
  await page.mouse.click(x, y);
}
