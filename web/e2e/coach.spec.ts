// The coach panel (issue 19): grounded answers without a key, the key dialog's validation texts,
// a saved key whose answers come through the (fake) provider, and a refused key falling back to
// the engine coach with the catalogue's text. The board carries only "Coach": the AI voice is an
// option in its gear menu and in Settings (issue 30). The server runs with --ai-url pointing at
// support/fake-messages-api.ts (academy-server.ts).
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { FAKE_AI_KEY, FAKE_AI_VOICE } from './support/fake-messages-api';
import { fenAfter, puzzleById, typeMove, wrongMove } from './support/puzzles';

async function openPuzzle(page: Page, request: APIRequestContext) {
  await page.goto('/puzzles');
  await page
    .getByTestId('set-checkmate-patterns')
    .getByRole('button', { name: /Start Learning|Continue/ })
    .click();
  const id = await page.getByTestId('puzzle-player').getAttribute('data-puzzle-id');
  const p = await puzzleById(request, id!);
  // The opponent's move is on the board: the solver's turn.
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', fenAfter(p, 1));
  return p;
}

test('the coach answers from the engine without a key, and through Claude with one', async ({ page, request }) => {
  const p = await openPuzzle(page, request);
  const panel = page.getByTestId('coach-panel');
  await expect(panel.getByRole('heading')).toHaveText('Coach');
  await expect(panel).not.toContainText('Demo Mode');

  // A wrong move: the engine coach corrects it at once, grounded in the position.
  await typeMove(page, wrongMove(p));
  const answer = panel.getByTestId('coach-answer');
  await expect(answer).toHaveAttribute('data-type', 'correction');
  await expect(answer).toHaveAttribute('data-voice', 'coach');
  // The puzzle's banner gives the verdict; the coach says why without repeating it (defect 13).
  await expect(page.getByTestId('puzzle-feedback')).toContainText('Not quite right. Try again!');
  await expect(panel.getByTestId('coach-message')).not.toContainText('Not quite right');

  // A hint without a key: the grounded coach.
  await panel.getByRole('button', { name: 'Get Hint' }).click();
  await expect(answer).toHaveAttribute('data-type', 'hint');
  await expect(answer).toHaveAttribute('data-voice', 'coach');
  await expect(panel.getByTestId('coach-message')).not.toContainText(FAKE_AI_VOICE);

  // The key dialog: its validation texts, then a key accepted and the dialog gone after 2 s.
  await panel.getByRole('button', { name: 'Coach settings' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a Claude API key');
  await dialog.getByLabel('Claude API key').fill('sk-proj-not-claude');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Claude API keys should start with "sk-ant-"');
  await dialog.getByLabel('Claude API key').fill(FAKE_AI_KEY);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText('Claude API key saved');
  await expect(dialog).toBeHidden({ timeout: 4_000 });
  // Kept in this browser only.
  expect(await page.evaluate(() => localStorage.getItem('chess-academy-claude-api-key'))).toBe(FAKE_AI_KEY);

  // The next answer came through the provider, which was given the engine coach's facts.
  await panel.getByRole('button', { name: 'Analyze Position' }).click();
  await expect(answer).toHaveAttribute('data-voice', 'ai');
  await expect(answer).toHaveAttribute('data-type', 'analysis');
  const facts = (await panel.getByTestId('coach-facts').textContent()) ?? '';
  expect(facts.length).toBeGreaterThan(10);
  await expect(panel.getByTestId('coach-message')).toHaveText(`${FAKE_AI_VOICE} ${facts}`);
});

test('a refused key falls back to the engine coach with the catalogue text; Remove Key goes back to the coach alone', async ({
  page,
  request,
}) => {
  await openPuzzle(page, request);
  const panel = page.getByTestId('coach-panel');
  await panel.getByRole('button', { name: 'Coach settings' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Claude API key').fill('sk-ant-this-key-is-refused');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 4_000 });

  await panel.getByRole('button', { name: 'Get Hint' }).click();
  const answer = panel.getByTestId('coach-answer');
  await expect(answer).toHaveAttribute('data-voice', 'coach');
  await expect(panel.getByTestId('coach-ai-error')).toContainText('Failed to get hint');
  await expect(panel.getByTestId('coach-message')).not.toBeEmpty();

  await panel.getByRole('button', { name: 'Coach settings' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Remove Key' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('chess-academy-claude-api-key'))).toBeNull();
  await panel.getByRole('button', { name: 'Get Hint' }).click();
  await expect(panel.getByTestId('coach-ai-error')).toBeHidden();
  await expect(answer).toHaveAttribute('data-voice', 'coach');
});
