// Lessons end to end (issue 16), against the real server and content: chess-101 from Start to
// Complete Lesson (a wrong quiz answer shown red, the right ones green), Review on its card and the
// lesson in the dashboard's counters; a learner who leaves chess-101 halfway and comes back is
// resumed by "Continue" at the same module and position, and the completion's summary (accuracy,
// XP, quiz score) leads to the next lesson (issue 30); interactive lesson 2 finished after a wrong move brought the
// hint; an academy puzzle solved.
//
// The routes ship no answers (issue 29): the test knows them from the content the server reads,
// and every move and quiz answer it plays is judged by the server.

import type { Page } from '@playwright/test';
import { Chess } from 'chess.js';

import { expect, test } from './fixtures';
import { content } from './support/content';
import { skipLessonPuzzles, typeMove } from './support/lessons';

interface Position {
  fen: string;
  accepted: string[];
}
interface Question {
  options: string[];
  correct: number;
}
interface LessonModule {
  id: string;
  title: string;
  type: string;
  positions?: Position[];
  questions?: Question[];
  count?: number;
}
interface Step {
  type: 'instruction' | 'practice';
  fen?: string;
  correctMoves?: string[];
  explanation?: string;
}
interface AcademyPuzzle {
  id: string;
  fen: string;
  solution: string[];
}

async function data<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A legal move of `fen` that is none of `right`. */
function wrongMove(fen: string, right: string[]): string {
  const move = new Chess(fen)
    .moves({ verbose: true })
    .find((m) => !right.includes(m.from + m.to + (m.promotion ?? '')));
  if (!move) throw new Error(`no wrong move in ${fen}`);
  return move.from + move.to + (move.promotion ?? '');
}

function fenAfter(fen: string, moves: string[]): string {
  const chess = new Chess(fen);
  for (const m of moves) chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return chess.fen();
}

test('chess-101 from Start to Complete Lesson, then Review and the dashboard counters', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/lessons');
  const served = await data<{ lesson: { modules: LessonModule[] } }>(page, '/api/lessons/chess-101');
  // What the player is shown carries no answers; the content has them.
  expect(JSON.stringify(served)).not.toMatch(/"(accepted|correct)"/);
  const lesson = content<{ modules: LessonModule[] }>('lessons/curriculum/basics/chess-101.json');
  expect(lesson.modules.map((m) => m.id)).toEqual(served.lesson.modules.map((m) => m.id));

  await page.getByTestId('category-basics').getByRole('link', { name: 'View Lessons' }).click();
  await expect(page).toHaveURL(/\/lessons\/category\/basics$/);
  await page.getByTestId('lesson-chess-101').getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/lessons\/chess-101$/);

  const card = page.getByTestId('module-card');
  for (const [i, module] of lesson.modules.entries()) {
    await expect(page.getByTestId('module-counter')).toHaveText(`Module ${i + 1} of ${lesson.modules.length}`);
    await expect(card).toHaveAttribute('data-module-type', module.type);
    if (module.type === 'interactive') {
      for (const [p, position] of (module.positions ?? []).entries()) {
        await expect(card.getByTestId('position-counter')).toHaveText(
          `Position ${p + 1} of ${module.positions?.length}`,
        );
        await typeMove(card, position.accepted[0] ?? '');
        await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
        if (p < (module.positions?.length ?? 0) - 1) await card.getByRole('button', { name: 'Next position' }).click();
      }
    }
    if (module.type === 'puzzle') await skipLessonPuzzles(card, module.count ?? 0);
    if (module.type === 'quiz') {
      const questions = module.questions ?? [];
      await expect(
        page
          .getByRole('button', { name: 'Next', exact: true })
          .or(page.getByRole('button', { name: 'Complete Lesson' })),
      ).toBeDisabled();
      for (const [q, question] of questions.entries()) {
        // The first question answered wrong on purpose, the rest right.
        const pick = q === 0 ? (question.correct + 1) % question.options.length : question.correct;
        await card.getByTestId(`question-${q}`).getByRole('button').nth(pick).click();
      }
      await card.getByRole('button', { name: 'Submit Quiz' }).click();
      const first = card.getByTestId('question-0').getByRole('button');
      const wrong = first.nth((questions[0]!.correct + 1) % questions[0]!.options.length);
      const right = first.nth(questions[0]!.correct);
      await expect(wrong).toHaveAttribute('data-result', 'wrong');
      await expect(wrong).toHaveClass(/border-red-600/);
      await expect(right).toHaveAttribute('data-result', 'correct');
      await expect(right).toHaveClass(/border-green-600/);
      await expect(right).toBeDisabled();
      await expect(card.getByTestId('quiz-explanation')).toHaveCount(questions.length);
    }
    if (i < lesson.modules.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  await expect(page.getByTestId('lesson-summary')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Lessons' }).click();
  await expect(page).toHaveURL(/\/lessons\/category\/basics$/);
  await expect(page.getByTestId('lesson-chess-101').getByRole('link', { name: 'Review' })).toBeVisible();
  await expect(page.getByTestId('category-completed')).toContainText('1');

  await page.goto('/dashboard');
  const yours = page.getByRole('region', { name: 'Your Progress' });
  await expect(yours.getByTestId('progress-figure').nth(0)).toHaveText('Lessons Completed1');
  await expect(page.getByTestId('todays-plan').getByTestId('plan-count-lessons')).toHaveText('1/1');
});

test('a learner leaves chess-101 halfway; "Continue" opens the same module and position; the summary leads on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lesson = content<{ title: string; modules: LessonModule[] }>('lessons/curriculum/basics/chess-101.json');
  const practiceAt = lesson.modules.findIndex((m) => m.type === 'interactive');
  const practice = lesson.modules[practiceAt]!.positions ?? [];
  const total = lesson.modules.length;
  expect(practice.length).toBeGreaterThanOrEqual(3);

  await page.goto('/lessons/category/basics');
  await page.getByTestId('lesson-chess-101').getByRole('link', { name: 'Start' }).click();
  for (let i = 0; i < practiceAt; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
  const card = page.getByTestId('module-card');
  // Position 1 right at once; position 2 at the second try; then the learner leaves at position 3.
  await typeMove(card, practice[0]!.accepted[0]!);
  await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
  await card.getByRole('button', { name: 'Next position' }).click();
  await typeMove(card, wrongMove(practice[1]!.fen, practice[1]!.accepted));
  await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'wrong');
  await typeMove(card, practice[1]!.accepted[0]!);
  await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
  // The place reaches the server before the learner goes.
  const placed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/lessons/chess-101/place') &&
      (r.request().postDataJSON() as { position?: number }).position === 2,
  );
  await card.getByRole('button', { name: 'Next position' }).click();
  await expect(card.getByTestId('position-counter')).toHaveText(`Position 3 of ${practice.length}`);
  expect((await placed).status()).toBe(200);

  // Away, then back through a fresh page load: the place is the server's, not the tab's.
  await page.goto('/dashboard');
  // The dashboard greets the returning learner with the lesson.
  await expect(page.getByTestId('continue-lesson')).toHaveText(`Continue: ${lesson.title}`);
  await page.goto('/lessons/category/basics');
  await page.getByTestId('lesson-chess-101').getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('module-counter')).toHaveText(`Module ${practiceAt + 1} of ${total}`);
  await expect(card.getByTestId('position-counter')).toHaveText(`Position 3 of ${practice.length}`);
  // What was done there is kept: the first two positions are solved.
  await expect(card).toContainText(`Solved 2 of ${practice.length}`);

  // Finish: the rest of the positions (the third by Show answer), the puzzles skipped, the quiz.
  await card.getByRole('button', { name: 'Show answer' }).click();
  await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'revealed');
  for (let p = 3; p < practice.length; p++) {
    await card.getByRole('button', { name: 'Next position' }).click();
    await typeMove(card, practice[p]!.accepted[0]!);
    await expect(card.getByTestId('position-feedback')).toHaveAttribute('data-result', 'correct');
  }
  let questions = 0;
  for (const [i, module] of lesson.modules.entries()) {
    if (i <= practiceAt) continue;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByTestId('module-counter')).toHaveText(`Module ${i + 1} of ${total}`);
    if (module.type === 'puzzle') await skipLessonPuzzles(card, module.count ?? 0);
    if (module.type === 'quiz') {
      for (const [q, question] of (module.questions ?? []).entries())
        // The options (a question with a diagram has its board's controls too).
        await card.getByTestId(`question-${q}`).locator('button[aria-pressed]').nth(question.correct).click();
      await card.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(card.getByTestId('quiz-score')).toBeVisible();
      questions += module.questions?.length ?? 0;
    }
  }
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  const summary = page.getByTestId('lesson-summary');
  await expect(summary).toBeVisible();
  // Positions: 1 + 1/2 + 0 (shown) + 1 each after; puzzles skipped: 0; every answer right.
  const puzzles = lesson.modules.find((m) => m.type === 'puzzle')?.count ?? 0;
  const credit = 1 + 0.5 + 0 + (practice.length - 3) + questions;
  const accuracy = Math.round((100 * credit) / (practice.length + puzzles + questions));
  await expect(summary.getByTestId('summary-accuracy')).toHaveText(`${accuracy}%`);
  await expect(summary.getByTestId('summary-quiz')).toHaveText('100%');
  await expect(summary.getByTestId('summary-xp')).toHaveText(/^\+[1-9]\d*$/);
  for (const [name, size] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(summary).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`lesson-summary-${name}.png`) });
  }
  await page.getByRole('link', { name: /^Next lesson: / }).click();
  await expect(page).toHaveURL(/\/lessons\/pawn-moves$/);
  await expect(page.getByTestId('module-counter')).toHaveText(/^Module 1 of /);
});

test('interactive lesson 2: a wrong move, then another, brings the hint; the lesson is finished', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/lessons/2');
  const served = await data<{ lesson: { steps: Step[] } }>(page, '/api/interactive-lessons/2');
  expect(JSON.stringify(served)).not.toContain('correctMoves');
  const lesson = content<{ steps: Step[] }>('lessons/interactive/2.json');
  expect(lesson.steps).toHaveLength(served.lesson.steps.length);
  let hinted = false;
  for (const [i, step] of lesson.steps.entries()) {
    await expect(page.getByTestId('step-counter')).toHaveText(`Step ${i + 1} of ${lesson.steps.length}`);
    if (step.type === 'instruction') {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      continue;
    }
    const right = step.correctMoves ?? [];
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    if (!hinted) {
      const wrong = wrongMove(step.fen ?? '', right);
      await typeMove(page.getByTestId('step-lesson'), wrong);
      await expect(page.getByTestId('step-feedback')).toContainText('Not quite right. Try a different move');
      await expect(page.getByTestId('step-hint')).toHaveCount(0);
      await typeMove(page.getByTestId('step-lesson'), wrong);
      await expect(page.getByTestId('step-hint')).toHaveText(/^Hint: the right moves? go(es)? to [a-h][1-8]/);
      await expect(page.getByTestId('step-hint')).toContainText(right[0]?.slice(2, 4) ?? '');
      hinted = true;
    }
    await typeMove(page.getByTestId('step-lesson'), right[0] ?? '');
    if (i === lesson.steps.length - 1) break;
    // With an explanation the lesson moves on after 3 s, without one at once.
    await expect(page.getByTestId('step-counter')).toHaveText(`Step ${i + 2} of ${lesson.steps.length}`, {
      timeout: 6_000,
    });
  }
  // The server completes it from the moves it judged: a lesson of the course, with its summary.
  const summary = page.getByTestId('lesson-summary');
  await expect(summary).toBeVisible({ timeout: 6_000 });
  expect(hinted).toBe(true);
  await expect(summary.getByTestId('summary-xp')).toHaveText(/^\+[1-9]\d*$/);
  await expect(summary.getByRole('link', { name: 'Back to Lessons' })).toHaveAttribute('href', '/lessons');
});

test('an academy puzzle solved: the computer replies, the solve is remembered', async ({ page }) => {
  await page.goto('/academy?view=puzzles');
  const served = await data<{ puzzles: { id: string }[] }>(page, '/api/academy/puzzles');
  expect(JSON.stringify(served)).not.toContain('"solution"');
  const puzzle = content<{ puzzles: AcademyPuzzle[] }>('academy/puzzles.json').puzzles[0]!;
  expect(puzzle.id).toBe(served.puzzles[0]?.id);
  await page.getByTestId(`academy-puzzle-${puzzle.id}`).getByRole('button', { name: 'Solve' }).click();
  const player = page.getByTestId('academy-puzzle-player');
  const board = player.getByTestId('chess-board');
  for (let i = 0; i < puzzle.solution.length; i += 2) {
    await expect(board).toHaveAttribute('data-fen', fenAfter(puzzle.fen, puzzle.solution.slice(0, i)));
    await typeMove(player, puzzle.solution[i] ?? '');
  }
  await expect(player.getByTestId('academy-puzzle-solved')).toContainText('Puzzle solved!');
  await expect(page.getByTestId(`academy-puzzle-${puzzle.id}`)).toHaveAttribute('data-solved', 'true');
  await page.getByRole('button', { name: 'Overview' }).click();
  await expect(page.getByTestId('academy-puzzles-done')).toContainText('1 /');
});
