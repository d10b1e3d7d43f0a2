import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { answer, fail, ok } from '@/testing';

import { CATEGORIES, CHESS_101, chess101JudgeRoutes } from './data';
import { renderAt, stubApi } from './helpers';

const LEARNER_SESSION = {
  user: {
    id: '9',
    email: '',
    username: 'learner-9',
    displayName: 'Visitor',
    role: 'learner',
    anonymous: true,
    createdAt: '2026-01-01',
    country: null,
  },
  accessToken: 'learner-token',
  refreshToken: 'learner-refresh',
};

async function typeMove(text: string) {
  const field = screen.getByLabelText('Move');
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{enter}`);
}

async function playThrough() {
  expect(await screen.findByTestId('module-counter')).toHaveTextContent('Module 1 of 4');
  expect(screen.getByTestId('theory-text')).toHaveTextContent('White moves first.');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  // Practice: not legal, not right, then right.
  expect(screen.getByTestId('position-task')).toHaveTextContent('Mate in one.');
  await typeMove('Ra5');
  expect(screen.getByRole('alert')).toHaveTextContent('That move is not legal');
  await typeMove('Re7');
  expect(await screen.findByTestId('position-feedback')).toHaveTextContent('Not quite right. Try a different move');
  expect(screen.getByTestId('move-announcer')).toHaveTextContent('Re7: Not quite right. Try a different move');
  await typeMove('e1e6');
  expect(await screen.findByTestId('position-hint')).toHaveTextContent('Hint: the right move goes to e8.');
  await typeMove('Re8#');
  expect(await screen.findByText('The king has no escape square.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  // Quiz: Next waits for Submit Quiz; a wrong answer shows red, the right ones green.
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '32' }));
  await userEvent.click(screen.getByRole('button', { name: 'White' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
  expect(await screen.findByTestId('quiz-score')).toBeInTheDocument();
  const q0 = screen.getByTestId('question-0');
  expect(within(q0).getByRole('button', { name: /^32/ })).toHaveAttribute('data-result', 'wrong');
  expect(within(q0).getByRole('button', { name: /^64/ })).toHaveAttribute('data-result', 'correct');
  expect(within(q0).getByRole('button', { name: /^64/ })).toBeDisabled();
  expect(within(q0).getByTestId('quiz-explanation')).toHaveTextContent('Eight by eight is 64.');
  expect(screen.getByTestId('quiz-score')).toHaveTextContent('You answered 1 of 2 right (50%).');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByTestId('unknown-module')).toHaveTextContent('Unknown module type');
  expect(screen.getByRole('button', { name: 'Module 4: Mystery' })).toHaveAttribute('data-state', 'current');
  expect(screen.getByRole('button', { name: 'Module 1: Introduction' })).toHaveAttribute('data-state', 'passed');
}

const COMPLETED = { progress: 100, completed: true, quizScore: 50, accuracy: 67, xpAwarded: 50 };

function signIn() {
  useAuthStore.setState({
    user: { id: '7', email: 'a@b.c', username: 'a', displayName: 'A', createdAt: '2026-01-01' },
    token: 'tok',
    isAuthenticated: true,
  });
}

describe('module lesson player', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clearAuth();
  });

  it("a visitor's first answer makes them a learner; the server records and completes the lesson", async () => {
    const tokens: (string | undefined)[] = [];
    const calls = stubApi({
      ...chess101JudgeRoutes(),
      'GET /lessons/chess-101': { lesson: CHESS_101 },
      'GET /lessons': { categories: CATEGORIES },
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /lessons/chess-101/start': { progress: 25 },
      'POST /lessons/chess-101/place': { module: 0, position: 0 },
      'POST /lessons/chess-101/complete': (_request, init) => {
        tokens.push((init?.headers as Record<string, string> | undefined)?.Authorization);
        return ok({ ...COMPLETED, nextLesson: { id: 'pawn-moves', title: 'Pawn Moves' } });
      },
    });
    renderAt('/lessons/chess-101');
    expect(await screen.findByTestId('module-counter')).toHaveTextContent('Module 1 of 4');
    // Looking makes nobody.
    expect(calls.some((c) => c.path === '/auth/anonymous' || c.path.endsWith('/place'))).toBe(false);
    await playThrough();
    expect(calls.filter((c) => c.path === '/auth/anonymous')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/lessons/chess-101/positions/0/move').map((c) => c.body)).toEqual([
      { move: 'e1e7' },
      { move: 'e1e6' },
      { move: 'e1e8' },
    ]);
    expect(calls.find((c) => c.path === '/lessons/chess-101/quiz')?.body).toEqual({ module: 'quiz', answers: [0, 0] });
    // The learner's place is the server's from the moment there is a record.
    expect(calls.filter((c) => c.path.endsWith('/place')).map((c) => c.body)).toEqual([
      { module: 1, position: 0 },
      { module: 2, position: 0 },
      { module: 3, position: 0 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    expect(await screen.findByTestId('lesson-summary')).toBeInTheDocument();
    expect(screen.getByTestId('summary-accuracy')).toHaveTextContent('67%');
    expect(screen.getByTestId('summary-xp')).toHaveTextContent('+50');
    expect(screen.getByTestId('summary-quiz')).toHaveTextContent('50%');
    expect(screen.getByRole('link', { name: /Next lesson: Pawn Moves/ })).toHaveAttribute(
      'href',
      '/lessons/pawn-moves',
    );
    // The completion names nothing: the server reads its own record.
    expect(calls.find((c) => c.path.endsWith('/complete'))?.body).toBeUndefined();
    expect(tokens).toEqual(['Bearer learner-token']);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: 'learner-token' });
  });

  it("an account's lesson is completed by the server, which says what is left", async () => {
    signIn();
    let finished = false;
    const calls = stubApi({
      ...chess101JudgeRoutes(),
      'GET /lessons/chess-101': { lesson: CHESS_101 },
      'GET /lessons': { categories: CATEGORIES },
      'POST /lessons/chess-101/start': { progress: 25 },
      'POST /lessons/chess-101/place': { module: 0, position: 0 },
      'POST /lessons/chess-101/complete': () =>
        finished
          ? ok({ ...COMPLETED, nextLesson: null })
          : fail(409, 'The lesson is not finished yet: 1 practice position to solve or reveal.', 'conflict'),
    });
    renderAt('/lessons/chess-101');
    expect(await screen.findByTestId('module-counter')).toHaveTextContent('Module 1 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Module 3: Test Your Knowledge' }));
    await userEvent.click(screen.getByRole('button', { name: '64' }));
    await userEvent.click(screen.getByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await screen.findByTestId('quiz-score');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    expect(
      await screen.findByText('The lesson is not finished yet: 1 practice position to solve or reveal.'),
    ).toHaveAttribute('role', 'alert');
    finished = true;
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    expect(await screen.findByTestId('lesson-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('next-lesson')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/start'))).toBeDefined();
    // An account needs no learner.
    expect(calls.some((c) => c.path === '/auth/anonymous')).toBe(false);
  });

  it('"Continue" opens the module and position the server kept, with what was done there', async () => {
    signIn();
    const calls = stubApi({
      'GET /lessons/chess-101': {
        lesson: {
          ...CHESS_101,
          progress: 25,
          resume: { module: 1, position: 0 },
          record: {
            positions: [{ tries: 1, solved: false, revealed: true, move: 'e1e8', explanation: 'No escape.' }],
            puzzles: [],
            quizzes: [],
          },
        },
      },
      'GET /lessons': { categories: CATEGORIES },
    });
    renderAt('/lessons/chess-101');
    expect(await screen.findByTestId('module-counter')).toHaveTextContent('Module 2 of 4');
    // One module of four behind the learner: a quarter, not half.
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('position-feedback')).toHaveAttribute('data-result', 'revealed');
    expect(screen.getByTestId('position-feedback')).toHaveTextContent('No escape.');
    expect(screen.queryByRole('button', { name: 'Show answer' })).not.toBeInTheDocument();
    // Opening where it was left is no new place.
    expect(calls.some((c) => c.path.endsWith('/place'))).toBe(false);
  });

  it('Show answer asks the server, which records the position as revealed', async () => {
    signIn();
    const calls = stubApi({
      'GET /lessons/chess-101': { lesson: { ...CHESS_101, progress: 25, resume: { module: 1, position: 0 } } },
      'GET /lessons': { categories: CATEGORIES },
      'POST /lessons/chess-101/positions/0/reveal': {
        move: 'e1e8',
        san: 'Re8#',
        accepted: ['e1e8'],
        explanation: 'The king has no escape square.',
      },
    });
    renderAt('/lessons/chess-101');
    await userEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(await screen.findByTestId('position-feedback')).toHaveTextContent('The answer: Re8#');
    expect(screen.getByTestId('position-feedback')).toHaveTextContent('The king has no escape square.');
    expect(calls.filter((c) => c.path.endsWith('/reveal'))).toHaveLength(1);
  });

  it("says 'Lesson Not Found' for an unknown lesson and returns to /lessons", async () => {
    stubApi({ 'GET /lessons': { categories: CATEGORIES } });
    renderAt('/lessons/no-such-lesson');
    expect(await screen.findByText('Lesson Not Found')).toBeInTheDocument();
    expect(screen.getByText('The requested lesson could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByTestId('summary-total')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lessons$/);
  });
});
