// Guided practice and practice positions end to end (issue 17), against the real server and
// content: basic-tactics' guided practice played to its summary with one wrong move (the mistake
// counted, the restricted-move hint and Help shown); a K+Q vs K practice position won against the
// educational bot, each of our moves the one the server's /api/analysis names best.

import type { Locator, Page } from '@playwright/test';
import { Chess } from 'chess.js';

import { clickSquare } from './board-mouse';
import { expect, test } from './fixtures';

interface Step {
  id: string;
  title: string;
  stepType: string;
  allowedMoves?: { from: string; to: string }[];
  suggestedMove?: string;
  computerMove?: string;
  choices?: { text: string; explanation?: string; nextStep?: string }[];
  explanation?: { title: string; description: string; position: string };
}
interface GuidedModule {
  id: string;
  title: string;
  type: string;
  guidedPractice: { initialFen: string; steps: Step[] };
}

async function data<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const res = body === undefined ? await page.request.get(path) : await page.request.post(path, { data: body });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function typeMove(scope: Locator, move: string) {
  await scope.getByLabel('Move', { exact: true }).fill(move);
  await scope.getByRole('button', { name: 'Play move' }).click();
}

test('basic-tactics guided practice: one wrong move, the hint, then every step to the summary', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/lessons/basic-tactics');
  const { lesson } = await data<{ lesson: { modules: GuidedModule[] } }>(page, '/api/lessons/basic-tactics');
  const index = lesson.modules.findIndex((m) => m.type === 'guided-practice');
  const module = lesson.modules[index]!;
  await page.getByRole('button', { name: `Module ${index + 1}: ${module.title}` }).click();

  const player = page.getByTestId('guided-player');
  const board = player.getByTestId('chess-board');
  await expect(board).toHaveAttribute('data-fen', module.guidedPractice.initialFen);
  const steps = module.guidedPractice.steps;
  let fen = module.guidedPractice.initialFen;
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
      // The knight capture is the idea of the lesson; its explanation shows before Continue.
      const choices = step.choices ?? [];
      const pick = choices.find((c) => /knight/i.test(c.text) && /f7/.test(c.text)) ?? choices[0]!;
      await panel.getByRole('button', { name: pick.text }).click();
      if (pick.explanation) await expect(panel.getByTestId('choice-explanation')).toHaveText(pick.explanation);
      await panel.getByRole('button', { name: 'Continue' }).click();
    } else if (step.stepType === 'computer-move') {
      const chess = new Chess(fen);
      const move = chess.move(step.computerMove!);
      fen = chess.fen();
      await expect(board).toHaveAttribute('data-fen', fen);
      await expect(player.getByTestId('computer-explanation')).toContainText(`The computer played ${move.san}`);
      // The server's grounded explanation of the move (POST /api/explain), not the placeholder
      // the panel shows when the server is silent.
      const text = player.getByTestId('computer-explanation-text');
      await expect(text).toHaveAttribute('aria-busy', 'false');
      await expect(text).not.toHaveText(`${move.san} was played.`);
      explained.push((await text.textContent()) ?? '');
    } else {
      const allowed = step.allowedMoves ?? [];
      await expect(player.getByTestId('board-arrow').first()).toBeAttached();
      if (step.explanation) {
        const box = player.getByTestId('board-explanation');
        await expect(box).toHaveAttribute('data-position', step.explanation.position);
        await expect(box).toContainText(step.explanation.title);
        placements.add(step.explanation.position);
      }
      if (!wrongDone) {
        // A legal move with a piece the step does not move: refused, counted, and the hint to move
        // the highlighted piece; the position stays.
        const froms = new Set(allowed.map((m) => m.from));
        const wrong = new Chess(fen).moves({ verbose: true }).find((m) => !froms.has(m.from))!;
        await typeMove(player, wrong.from + wrong.to);
        await expect(player.getByTestId('guided-mistakes')).toHaveText('Mistakes: 1');
        await expect(player.getByTestId('guided-feedback')).toHaveText('Try moving the highlighted piece instead!');
        await expect(board).toHaveAttribute('data-fen', fen);
        for (const from of froms) await expect(board).toHaveAttribute('data-highlights', new RegExp(`\\b${from}\\b`));
        // Help opens after its 10-second countdown; the first hint names the piece to move.
        await expect(player.getByTestId('help-status')).toHaveText('Help is available', { timeout: 15_000 });
        await player.getByTestId('help-panel').getByRole('button', { name: 'Help' }).click();
        await expect(player.getByTestId('help-message')).toHaveText(
          `Look at the piece on ${step.suggestedMove!.slice(0, 2)}. What can it do?`,
        );
        await expect(player.getByTestId('hints-left')).toHaveText('4 of 5 hints left');
        wrongDone = true;
      }
      const uci = step.suggestedMove!;
      // The right move with the mouse, as a player would.
      await clickSquare(page, board, uci.slice(0, 2), 'white');
      await clickSquare(page, board, uci.slice(2, 4), 'white');
      const chess = new Chess(fen);
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      fen = chess.fen();
      correct += 1;
      await expect(player.getByTestId('guided-correct')).toHaveText(`Correct: ${correct}`);
    }
  }

  // Each computer move was explained, and in its own words.
  expect(explained.length).toBe(steps.filter((s) => s.stepType === 'computer-move').length);
  expect(new Set(explained).size).toBe(explained.length);

  // The lesson shows the step-explanation box in each of its four placements.
  expect([...placements].sort()).toEqual(['bottom', 'left', 'right', 'top']);

  const summary = player.getByTestId('guided-summary');
  await expect(summary).toContainText('Practice complete');
  const rate = Math.round((correct / (correct + 1)) * 100);
  await expect(summary.getByTestId('success-rate')).toHaveText(`${rate}%`);
  await expect(summary.getByTestId('success-rate')).toHaveAttribute(
    'data-tone',
    correct / (correct + 1) >= 0.7 ? 'good' : 'weak',
  );
  const firstUserStep = steps.find((s) => s.stepType === 'user-move')!;
  await expect(summary.getByTestId('improvement-areas')).toContainText(firstUserStep.title);
  const expected =
    correct / (correct + 1) > 0.8
      ? "Excellent work! You're ready for more challenging lessons."
      : correct / (correct + 1) > 0.6
        ? 'Good progress! Keep practicing these patterns.'
        : 'Take your time to think through each move. Practice makes perfect!';
  await expect(summary.getByTestId('session-feedback')).toHaveText(expected);
});

interface PracticeList {
  sections: { id: string; positions: { id: string; title: string; goal: { kind: string } }[] }[];
}
interface PracticePosition {
  id: string;
  fen: string;
}

/** Only kings and one white queen on the board. */
function isKQK(fen: string): boolean {
  const pieces = fen
    .split(' ')[0]!
    .replace(/[^a-zA-Z]/g, '')
    .split('')
    .sort()
    .join('');
  return pieces === 'KQk' || pieces === 'Kkq';
}

test("K+Q vs K practice position: mate the bot, with each move the engine's best", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/practice');
  const list = await data<PracticeList>(page, '/api/practice');
  expect(list.sections).toHaveLength(5);
  let target: PracticePosition | undefined;
  for (const p of list.sections.find((s) => s.id === 'checkmates')?.positions ?? []) {
    const position = await data<PracticePosition>(page, `/api/practice/${p.id}`);
    if (isKQK(position.fen)) {
      target = position;
      break;
    }
  }
  expect(target, 'a K+Q vs K position in the checkmates section').toBeDefined();

  await page.getByTestId(`practice-position-${target!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${target!.id}$`));
  const board = page.getByTestId('chess-board');
  await expect(page.getByTestId('practice-turn')).toHaveText('Your move.');
  await expect(page.getByTestId('goal-reachable')).toHaveText('The goal can still be reached.');

  for (let move = 0; move < 60; move++) {
    const result = page.getByTestId('practice-result');
    if (await result.isVisible()) break;
    const fen = (await board.getAttribute('data-fen'))!;
    const { bestMove } = await data<{ bestMove: string }>(page, '/api/analysis', { fen, depth: 14 });
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
  await expect(page.getByTestId(`practice-position-${target!.id}`).getByTestId('stars')).toHaveAttribute(
    'data-stars',
    String(stars),
  );
});
