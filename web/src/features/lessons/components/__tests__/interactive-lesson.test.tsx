import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answer } from '@/testing';

import { judgeMoveRoute } from './data';
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

const COMPLETED = {
  progress: 100,
  completed: true,
  quizScore: null,
  accuracy: 75,
  xpAwarded: 150,
  nextLesson: { id: 'chess-101', title: 'Chess 101' },
};

const LESSON = {
  id: 2,
  title: 'Checkmate Patterns',
  description: 'The mates every player must know.',
  steps: [
    { id: 1, title: 'Welcome', instruction: 'A checkmate ends the game.', type: 'instruction' },
    {
      id: 2,
      title: 'Back rank mate',
      instruction: 'Mate in one with the rook.',
      type: 'practice',
      fen: '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1',
      kind: 'best',
    },
    {
      id: 3,
      title: 'Castle',
      instruction: 'Castle short.',
      type: 'practice',
      fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
      kind: 'rule',
    },
  ],
};

describe('interactive step lesson', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hints from the second wrong move, moves on 3 s after the explanation, and the server completes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The lesson ships no answers: each move is judged by the server.
    const calls = stubApi({
      'GET /interactive-lessons/2': { lesson: LESSON },
      'POST /interactive-lessons/2/steps/1/move': judgeMoveRoute(['e1e8'], 'The pawns block their own king.'),
      'POST /interactive-lessons/2/steps/2/move': judgeMoveRoute(['e1g1']),
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /interactive-lessons/2/complete': COMPLETED,
    });
    renderAt('/lessons/2');
    expect(await screen.findByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
    // Reading the opening instruction is doing it.
    expect(screen.getByTestId('step-progress')).toHaveTextContent('33% complete');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('step-title')).toHaveTextContent('Back rank mate');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const field = screen.getByLabelText('Move');
    await user.type(field, 'Re7{enter}');
    expect(await screen.findByTestId('step-feedback')).toHaveTextContent('Not quite right. Try a different move');
    expect(screen.queryByTestId('step-hint')).not.toBeInTheDocument();
    await user.type(field, 'Re6{enter}');
    expect(await screen.findByTestId('step-hint')).toHaveTextContent('Hint: the right move goes to e8.');
    expect(screen.getByTestId('move-announcer')).toHaveTextContent('Hint: the right move goes to e8.');

    await user.type(field, 'e1e8{enter}');
    expect(await screen.findByTestId('step-explanation')).toHaveTextContent('The pawns block their own king.');
    expect(screen.queryByTestId('step-hint')).not.toBeInTheDocument();
    expect(screen.getByTestId('step-progress')).toHaveTextContent('67% complete');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('step-title')).toHaveTextContent('Back rank mate');
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.getByTestId('step-title')).toHaveTextContent('Castle');

    // No explanation: the lesson moves on at once, here to its completion by the server, once.
    await user.type(screen.getByLabelText('Move'), 'O-O{enter}');
    expect(await screen.findByRole('heading', { name: 'Lesson complete' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/auth/anonymous', {}],
      ['/interactive-lessons/2/steps/1/move', { move: 'e1e7' }],
      ['/interactive-lessons/2/steps/1/move', { move: 'e1e6' }],
      ['/interactive-lessons/2/steps/1/move', { move: 'e1e8' }],
      ['/interactive-lessons/2/steps/2/move', { move: 'e1g1' }],
      ['/interactive-lessons/2/complete', undefined],
    ]);
    expect(screen.getByTestId('summary-accuracy')).toHaveTextContent('75%');
    expect(screen.getByTestId('summary-xp')).toHaveTextContent('+150');
    // A step lesson has no quiz: no quiz score.
    expect(screen.queryByTestId('summary-quiz')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next lesson: Chess 101' })).toHaveAttribute('href', '/lessons/chess-101');
    expect(screen.getByRole('link', { name: 'Back to Lessons' })).toHaveAttribute('href', '/lessons');
    await user.click(screen.getByRole('button', { name: 'Restart Lesson' }));
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
  });

  it("shows the loading message, then 'Lesson Not Found' for a lesson that does not exist", async () => {
    stubApi({});
    renderAt('/lessons/9');
    expect(screen.getByText('Please wait while we load the lesson.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Lessons' })).toHaveAttribute('href', '/lessons');
    expect(await screen.findByText('Lesson Not Found')).toBeInTheDocument();
  });

  it('opens at the step the record says, its solved steps done', async () => {
    stubApi({
      'GET /interactive-lessons/2': { lesson: { ...LESSON, record: { step: 2, solved: [1], completed: false } } },
    });
    renderAt('/lessons/2');
    expect(await screen.findByTestId('step-counter')).toHaveTextContent('Step 3 of 3');
    expect(screen.getByTestId('step-progress')).toHaveTextContent('67% complete');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('reads 100% on a closing instruction step, and tells what is left when the server refuses', async () => {
    const user = userEvent.setup();
    const one = { ...LESSON, steps: [LESSON.steps[0]!], record: { step: 0, solved: [], completed: false } };
    stubApi({
      'GET /interactive-lessons/2': { lesson: one },
      'POST /auth/anonymous': () => answer(201, { success: true, data: LEARNER_SESSION }),
      'POST /interactive-lessons/2/complete': () =>
        answer(409, { success: false, message: 'The lesson is not finished yet: 1 practice step to solve.' }),
    });
    renderAt('/lessons/2');
    expect(await screen.findByTestId('step-progress')).toHaveTextContent('100% complete');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 practice step to solve');
  });
});
