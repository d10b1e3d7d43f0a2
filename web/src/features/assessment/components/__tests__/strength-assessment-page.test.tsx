import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import { answer, renderWithProviders, stubFetch } from '@/testing';

import { SAVED_SESSION_KEY } from '../../model/saved-session';
import { INTRO_CLAIM } from '../assessment-intro';
import { StrengthAssessmentPage } from '../strength-assessment-page';

// Two positions keep the test short; the screen reads the total from the server.
const q0 = {
  fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  timeLimit: 45,
  progress: 0,
  totalPositions: 2,
  theme: 'backRankMate',
  difficulty: 2,
  description: 'White to play and mate in one',
  sideToMove: 'white',
};
const q1 = {
  ...q0,
  fen: 'r3k3/8/8/8/8/8/8/4K2R w - - 0 1',
  progress: 1,
  theme: 'skewer',
  difficulty: 3,
  description: 'White to play and win material',
};
const result = {
  rating: 1100,
  interval: { low: 900, high: 1300 },
  level: 'Improving',
  score: { correct: 1, total: 2 },
  strengths: ['backRankMate'],
  areasToImprove: ['skewer'],
  nextSteps: [{ text: 'Practise skewers', href: '/puzzles' }],
  completedAt: '2026-01-10T10:00:00Z',
};

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

function renderPage() {
  return renderWithProviders(<StrengthAssessmentPage />);
}

async function play(move: string) {
  await userEvent.type(screen.getByLabelText('Move', { exact: true }), move);
  await userEvent.click(screen.getByRole('button', { name: 'Play move' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('the strength assessment', () => {
  it("runs a visitor's test: intro, a right answer, a hint, a wrong answer with its solution, Skip, results", async () => {
    const calls = stubFetch({
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /assessment/start': () =>
        answer(200, { success: true, data: { sessionId: 'sess-1', status: 'in_progress', ...q0 } }),
      'POST /assessment/sess-1/answer': ({ body }) => {
        const b = body as { questionIndex: number };
        return b.questionIndex === 0
          ? answer(200, {
              success: true,
              data: {
                result: { isCorrect: true, correctMove: 'Ra8#', explanation: 'Back rank.' },
                status: 'in_progress',
                next: null,
              },
            })
          : answer(200, {
              success: true,
              data: {
                result: { isCorrect: false, correctMove: 'Rh8+', explanation: 'The rook skewers king and rook.' },
                status: 'completed',
                next: null,
              },
            });
      },
      // The next position is asked for when it is shown (its clock starts on the server then).
      'GET /assessment/sess-1': () =>
        answer(200, { success: true, data: { sessionId: 'sess-1', status: 'in_progress', ...q1, timeLeft: 45 } }),
      'POST /assessment/sess-1/hint': () => answer(200, { success: true, data: { square: 'h1' } }),
      'GET /assessment/sess-1/result': () => answer(200, { success: true, data: result }),
    });
    renderPage();
    expect(screen.getByText(INTRO_CLAIM)).toBeInTheDocument();
    expect(
      screen.getByText(/Takes about 10-15 minutes\. The assessment can be taken once every few months/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take Assessment Test' }));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByTestId('theme-badge')).toHaveTextContent('Back rank mate');
    expect(screen.getByTestId('difficulty-badge')).toHaveTextContent('2/6');
    expect(screen.getByTestId('correct-count')).toHaveTextContent('Correct: 0');
    // Skip is not offered before a wrong answer (the timer is off).
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    // The start made the visitor an anonymous learner, whose record holds the test.
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf('/auth/anonymous')).toBeLessThan(paths.indexOf('/assessment/start'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: 'learner-token' });
    // The way back to the session is kept in the browser, for a reload.
    expect(JSON.parse(localStorage.getItem(SAVED_SESSION_KEY) ?? '{}')).toMatchObject({ sessionId: 'sess-1' });

    await play('Ra8');
    const sent = calls.find((c) => c.path === '/assessment/sess-1/answer');
    expect(sent?.body).toMatchObject({ questionIndex: 0, move: 'Ra8#' });
    expect(typeof (sent?.body as { timeSpent: number }).timeSpent).toBe('number');
    expect(await screen.findByTestId('assessment-success')).toHaveTextContent('Correct! Well done!');
    expect(screen.getByTestId('correct-count')).toHaveTextContent('Correct: 1');
    // Two seconds later the next position, asked for then.
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' }, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/assessment/sess-1')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('assessment-hint')).toHaveTextContent('h1');
    expect(screen.getByRole('button', { name: 'Hint used' })).toBeDisabled();
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-highlights', 'h1');

    await play('Rh7');
    const solution = await screen.findByTestId('assessment-solution');
    expect(solution).toHaveTextContent('Not quite right.');
    expect(solution).toHaveTextContent('Solution: Rh8+ — The rook skewers king and rook.');
    expect(screen.getByTestId('correct-count')).toHaveTextContent('Correct: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));

    const results = await screen.findByTestId('assessment-results');
    expect(within(results).getByTestId('assessment-rating')).toHaveTextContent('1100');
    expect(within(results).getByTestId('assessment-interval')).toHaveTextContent('Estimate 1100 ± 200');
    expect(within(results).getByTestId('rating-band')).toHaveTextContent('90% interval: 900–1300');
    expect(within(results).getByTestId('assessment-level')).toHaveTextContent('Improving');
    expect(within(results).getByTestId('assessment-score')).toHaveTextContent('1/2');
    expect(within(results).getByTestId('assessment-strengths')).toHaveTextContent('Back rank mate');
    expect(within(results).getByTestId('assessment-areas')).toHaveTextContent('Skewer');
    expect(within(results).getByRole('link', { name: 'Practise skewers' })).toHaveAttribute('href', '/puzzles');
    expect(within(results).getByRole('link', { name: 'Start Solving Puzzles' })).toHaveAttribute('href', '/puzzles');
    expect(within(results).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The band: 900–1300 on 400–1800 starts at 35.7% and spans 28.6%.
    const band = within(results).getByTestId('rating-band-interval');
    expect(parseFloat(band.style.left)).toBeCloseTo(35.71, 1);
    expect(parseFloat(band.style.width)).toBeCloseTo(28.57, 1);
    // Over: the result is the record's, nothing is kept here; signing up keeps it with the account.
    await waitFor(() => expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull());
    expect(within(results).getByRole('button', { name: 'Create a free account' })).toBeInTheDocument();
  }, 20_000);

  it('shows Skip at zero with the timer on and sends a timeout', async () => {
    const calls = stubFetch({
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /assessment/start': () =>
        answer(200, { success: true, data: { sessionId: 's2', status: 'in_progress', ...q0, timeLimit: 1 } }),
      'POST /assessment/s2/answer': () =>
        answer(200, {
          success: true,
          data: {
            result: { isCorrect: false, correctMove: 'Ra8#', explanation: '' },
            status: 'in_progress',
            next: null,
          },
        }),
      'GET /assessment/s2': () =>
        answer(200, { success: true, data: { sessionId: 's2', status: 'in_progress', ...q1 } }),
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Take Assessment Test' }));
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await userEvent.click(screen.getByLabelText('Enable timer'));
    expect(screen.getByTestId('assessment-timer')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/assessment/s2/answer')?.body).toMatchObject({
      questionIndex: 0,
      move: 'timeout',
    });
  }, 15_000);

  it("shows the server's refusal of an early retake on the intro", async () => {
    stubFetch({
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /assessment/start': () =>
        answer(403, {
          success: false,
          message: 'The assessment can be taken once every few months',
          code: 'retake_too_soon',
          retakeAvailableAt: 1,
        }),
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Take Assessment Test' }));
    expect(await screen.findByTestId('assessment-error')).toHaveTextContent(
      'The assessment can be taken once every few months',
    );
    expect(screen.getByRole('button', { name: 'Take Assessment Test' })).toBeEnabled();
  });

  it('resumes the test kept in the browser after a reload, where the server says it stands', async () => {
    localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify({ sessionId: 's3', question: q0, correct: 1 }));
    // Another tab answered on: the server's position wins over the one kept here.
    stubFetch({
      'GET /assessment/s3': () =>
        answer(200, { success: true, data: { sessionId: 's3', status: 'in_progress', ...q1 } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByTestId('correct-count')).toHaveTextContent('Correct: 1');
  });

  it('forgets a kept session the server no longer knows', async () => {
    localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify({ sessionId: 's4', question: q1, correct: 1 }));
    stubFetch({});
    renderPage();
    expect(await screen.findByRole('button', { name: 'Take Assessment Test' })).toBeInTheDocument();
    expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
  });
});
