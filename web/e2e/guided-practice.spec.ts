// Guided practice end to end (issues 17, 29, 30), against the real server and content:
// basic-tactics' guided practice played to its summary. The lesson's GET carries no answer, so the
// test knows the answers from the content the server reads; before each move no arrow, tooltip or
// explanation box gives it away, after the right move they show; a wrong move is counted and
// answered with the hint and Help; a wrong choice is answered in words. Step 5 keeps the board at
// its size and the tooltip inside it at 1280×800 and 390×844, in both themes (screenshots kept in
// test-results/ to look at).

import type { Locator, Page } from '@playwright/test';
import { Chess } from 'chess.js';

import { clickSquare } from './board-mouse';
import { expect, test } from './fixtures';
import { content } from './support/content';

interface Step {
  id: string;
  title: string;
  stepType: string;
  allowedMoves?: { from: string; to: string }[];
  suggestedMove?: string;
  computerMove?: string;
  choices?: { text: string; explanation: string; nextStep: string; correct?: boolean }[];
  moveArrows?: unknown[];
  tooltip?: { square: string; message: string };
  explanation?: { title: string; description: string; position: string };
}
interface GuidedModule {
  id: string;
  title: string;
  type: string;
  guidedPractice: { initialFen: string; steps: Step[] };
}

const LESSON = 'basic-tactics';
/** The content the server judges by: where the answers are. */
const practice = content<{ modules: GuidedModule[] }>(
  `lessons/curriculum/beginner-fundamentals/${LESSON}.json`,
).modules.find((m) => m.type === 'guided-practice')!.guidedPractice;

async function sent(page: Page): Promise<{ index: number; module: GuidedModule }> {
  const res = await page.request.get(`/api/lessons/${LESSON}`);
  expect(res.status()).toBe(200);
  const { lesson } = ((await res.json()) as { data: { lesson: { modules: GuidedModule[] } } }).data;
  const index = lesson.modules.findIndex((m) => m.type === 'guided-practice');
  return { index, module: lesson.modules[index]! };
}

async function typeMove(scope: Locator, move: string) {
  await scope.getByLabel('Move', { exact: true }).fill(move);
  await scope.getByRole('button', { name: 'Play move' }).click();
}

async function openPractice(page: Page): Promise<Locator> {
  await page.goto(`/lessons/${LESSON}`);
  const { index, module } = await sent(page);
  await page.getByRole('button', { name: `Module ${index + 1}: ${module.title}` }).click();
  const player = page.getByTestId('guided-player');
  await expect(player.getByTestId('chess-board')).toHaveAttribute('data-fen', practice.initialFen);
  return player;
}

/** Nothing of a user-move step's answer is on screen. */
async function expectNoAnswer(player: Locator) {
  await expect(player.getByTestId('board-arrow')).toHaveCount(0);
  await expect(player.getByRole('tooltip')).toHaveCount(0);
  await expect(player.getByTestId('board-explanation')).toHaveCount(0);
}

async function playRight(page: Page, board: Locator, uci: string) {
  // On a phone the board may start below the fold: bring it to the middle of the screen, clear
  // of the sticky top bar, first.
  await board.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await clickSquare(page, board, uci.slice(0, 2), 'white');
  await clickSquare(page, board, uci.slice(2, 4), 'white');
}

test('the lesson GET carries no answer of its guided practice', async ({ page }) => {
  const { module } = await sent(page);
  for (const step of module.guidedPractice.steps) {
    expect(step.allowedMoves, step.id).toBeUndefined();
    expect(step.suggestedMove, step.id).toBeUndefined();
    if (step.stepType === 'user-move') {
      expect(step.moveArrows, step.id).toBeUndefined();
      expect(step.tooltip, step.id).toBeUndefined();
      expect(step.explanation, step.id).toBeUndefined();
    }
    for (const c of step.choices ?? []) expect(Object.keys(c)).toEqual(['text']);
  }
});

test('basic-tactics guided practice: the answer only after the move, a wrong move and a wrong choice answered, to the summary', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const player = await openPractice(page);
  const board = player.getByTestId('chess-board');
  const steps = practice.steps;
  let fen = practice.initialFen;
  let wrongDone = false;
  let correct = 0;
  const placements = new Set<string>();
  const explained: string[] = [];

  for (const [i, step] of steps.entries()) {
    const panel = player.getByTestId('guided-step');
    // A computer step moves on by itself 0.3 s after its move: only its result is checked.
    if (step.stepType !== 'computer-move') {
      await expect(player.getByTestId('guided-step-counter')).toHaveText(`Step ${i + 1} of ${steps.length}`);
      await expect(panel).toContainText(step.title);
    }
    if (step.stepType === 'explanation') {
      await panel.getByRole('button', { name: i === steps.length - 1 ? 'Complete Lesson' : 'Continue' }).click();
    } else if (step.stepType === 'choice') {
      const choices = step.choices ?? [];
      const right = choices.find((c) => c.correct)!;
      const wrong = choices.find((c) => !c.correct)!;
      // A wrong choice is answered in words, and Continue waits for the right one.
      await panel.getByRole('button', { name: wrong.text }).click();
      const said = panel.getByTestId('choice-explanation');
      await expect(said).toHaveText(`Not this one: ${wrong.explanation}`);
      await expect(panel.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await panel.getByRole('button', { name: right.text }).click();
      await expect(said).toHaveText(right.explanation);
      await panel.getByRole('button', { name: 'Continue' }).click();
    } else if (step.stepType === 'computer-move') {
      const chess = new Chess(fen);
      const move = chess.move(step.computerMove!);
      fen = chess.fen();
      await expect(board).toHaveAttribute('data-fen', fen);
      await expect(player.getByTestId('computer-explanation')).toContainText(`The computer played ${move.san}`);
      // The server's grounded explanation of the move (POST /api/explain), not the placeholder.
      const text = player.getByTestId('computer-explanation-text');
      await expect(text).toHaveAttribute('aria-busy', 'false');
      await expect(text).not.toHaveText(`${move.san} was played.`);
      explained.push((await text.textContent()) ?? '');
    } else {
      const allowed = step.allowedMoves ?? [];
      await expect(board).toHaveAttribute('data-fen', fen);
      await expectNoAnswer(player);
      if (!wrongDone) {
        // A legal move with a piece the step does not move: refused, counted, and the hint to move
        // the highlighted piece; the position stays, and still nothing of the answer shows.
        const froms = new Set(allowed.map((m) => m.from));
        const wrong = new Chess(fen).moves({ verbose: true }).find((m) => !froms.has(m.from))!;
        await typeMove(player, wrong.from + wrong.to);
        await expect(player.getByTestId('guided-mistakes')).toHaveText('Mistakes: 1');
        await expect(player.getByTestId('guided-feedback')).toHaveText('Try moving the highlighted piece instead!');
        await expect(board).toHaveAttribute('data-fen', fen);
        for (const from of froms) await expect(board).toHaveAttribute('data-highlights', new RegExp(`\\b${from}\\b`));
        await expect(player.getByTestId('board-arrow')).toHaveCount(0);
        // Help opens after its 10-second countdown; the first hint names the piece to move.
        await expect(player.getByTestId('help-status')).toHaveText('Help is available', { timeout: 15_000 });
        await player.getByTestId('help-panel').getByRole('button', { name: 'Help' }).click();
        await expect(player.getByTestId('help-message')).toHaveText(
          `Look at the piece on ${step.suggestedMove!.slice(0, 2)}. What can it do?`,
        );
        wrongDone = true;
      }
      const uci = step.suggestedMove!;
      await playRight(page, board, uci);
      const chess = new Chess(fen);
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      fen = chess.fen();
      correct += 1;
      await expect(player.getByTestId('guided-correct')).toHaveText(`Correct: ${correct}`);
      // Now the answer shows: the arrow, the tooltip and the explanation box, until Continue.
      await expect(player.getByTestId('board-arrow').first()).toBeAttached();
      if (step.tooltip) await expect(player.getByRole('tooltip')).toHaveText(step.tooltip.message);
      if (step.explanation) {
        const box = player.getByTestId('board-explanation');
        await expect(box).toHaveAttribute('data-position', step.explanation.position);
        await expect(box).toContainText(step.explanation.title);
        placements.add(step.explanation.position);
      }
      await player.getByTestId('guided-continue').click();
    }
  }

  expect(explained.length).toBe(steps.filter((s) => s.stepType === 'computer-move').length);
  expect(new Set(explained).size).toBe(explained.length);
  expect([...placements].sort()).toEqual(['bottom', 'left', 'right', 'top']);

  const summary = player.getByTestId('guided-summary');
  await expect(summary).toContainText('Practice complete');
  await expect(summary.getByTestId('success-rate')).toHaveText(`${Math.round((correct / (correct + 1)) * 100)}%`);
  const firstUserStep = steps.find((s) => s.stepType === 'user-move')!;
  await expect(summary.getByTestId('improvement-areas')).toContainText(firstUserStep.title);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`step 5 keeps the board at its size and the tooltip inside it (${size.width}×${size.height}, ${theme})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await page.addInitScript((t) => localStorage.setItem('chess-academy-theme', t), theme);
      const player = await openPractice(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const board = player.getByTestId('chess-board');
      const sizeBefore = (await board.boundingBox())!.width;
      // Steps 1-4 with their answers: Continue, Ng5 (then Continue), ...h6, the knight capture.
      await player.getByRole('button', { name: 'Continue' }).click();
      await playRight(page, board, practice.steps[1]!.suggestedMove!);
      await player.getByTestId('guided-continue').click();
      const choice = practice.steps[3]!.choices!.find((c) => c.correct)!;
      await player.getByRole('button', { name: choice.text }).click();
      await player.getByRole('button', { name: 'Continue' }).click();
      await expect(player.getByTestId('guided-step-counter')).toHaveText(`Step 5 of ${practice.steps.length}`);
      await expectNoAnswer(player);
      await page.screenshot({ path: testInfo.outputPath(`guided-step5-before-${size.width}-${theme}.png`) });

      await playRight(page, board, practice.steps[4]!.suggestedMove!);
      await expect(player.getByTestId('board-explanation')).toContainText(practice.steps[4]!.explanation!.title);
      const tooltip = player.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`guided-step5-after-${size.width}-${theme}.png`) });

      // The explanation box stands beside the board, never inside its column: the board keeps
      // its width (a 28rem column at 1280 px, the page width less its padding on a phone; the
      // side panel made it about 250 px).
      const box = (await board.boundingBox())!;
      expect(box.width).toBeCloseTo(sizeBefore, 0);
      expect(box.width).toBeGreaterThan(size.width >= 1024 ? 400 : 300);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      // The tooltip stays on the board, so it covers no heading above it.
      const tip = (await tooltip.boundingBox())!;
      expect(tip.y).toBeGreaterThanOrEqual(box.y);
      expect(tip.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(tip.x + tip.width).toBeLessThanOrEqual(box.x + box.width + 1);
      // No sideways scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
}
