import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fail, ok, type StubRequest } from '@/testing';

import type { GuidedPracticeModule } from '../../api/schemas';
import { GuidedBoundaryFallback } from '../guided/guided-errors';
import { MSG_JUDGE_FAILED } from '../guided/guided-player';
import { GuidedPracticeModuleView } from '../modules/guided-practice-module';
import { stubApi } from './helpers';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function moduleWith(guidedPractice: unknown): GuidedPracticeModule {
  return { id: 'gp', title: 'Guided Practice', type: 'guided-practice', guidedPractice } as GuidedPracticeModule;
}

const PRACTICE = {
  initialFen: START,
  botLevel: 3,
  theme: 'The centre',
  objectives: ['Take the centre'],
  steps: [
    { id: 's1', title: 'Welcome', description: 'Pawns first.', stepType: 'explanation' },
    // As the server sends it: a user-move step without its answer (its moves, arrows, tooltip and
    // explanation box come with the right move), and the computer's answer to it without its move.
    {
      id: 's2',
      title: 'Take the Centre',
      description: 'Push the king pawn two squares.',
      stepType: 'user-move',
      highlightSquares: [{ square: 'd5', color: 'good', animation: 'glow' }],
      timeLimit: 60,
    },
    { id: 's3', title: 'Black Answers', description: 'Black also takes the centre.', stepType: 'computer-move' },
    { id: 's4', title: 'The Bot Moves', description: 'Now the bot chooses.', stepType: 'user-move' },
    { id: 's5', title: 'Bot', description: 'The educational bot plays.', stepType: 'computer-move' },
    { id: 's6', title: 'Done', description: 'Well played.', stepType: 'explanation' },
  ],
};

/** What the right move of s2 reveals. */
const REVEAL = {
  moveArrows: [{ from: 'e2', to: 'e4', color: 'orange', style: 'dotted' }],
  highlightSquares: [{ square: 'e4', color: 'suggest', animation: 'bounce' }],
  tooltip: { square: 'e4', message: 'The centre!', type: 'hint' },
  explanation: { title: 'Why e4', description: 'It frees the bishop.', position: 'right' },
};

/** The server's guided routes for PRACTICE (lesson "gp-lesson"): e4 at step 1, Nf3 at step 3. */
function judgeRoutes() {
  const at = '/lessons/gp-lesson/guided';
  const moveOf = (r: StubRequest) => (r.body as { move: string }).move;
  return {
    [`POST ${at}/1/move`]: (r: StubRequest) =>
      moveOf(r) === 'e2e4'
        ? ok({ correct: true, move: 'e2e4', san: 'e4', reveal: REVEAL, reply: 'e7e5' })
        : ok({ correct: false, move: moveOf(r), san: '?', answer: 'wrong-piece', hintSquares: ['e2'] }),
    [`POST ${at}/1/solution`]: { move: 'e2e4', san: 'e4', reveal: REVEAL },
    [`POST ${at}/3/move`]: { correct: true, move: 'g1f3', san: 'Nf3', reveal: {}, reply: null },
  };
}

function renderModule(module: GuidedPracticeModule, onSkip?: () => void) {
  return render(
    <MemoryRouter>
      <GuidedPracticeModuleView module={module} lessonId="gp-lesson" onSkip={onSkip} />
    </MemoryRouter>,
  );
}

async function typeMove(text: string) {
  const field = screen.getByLabelText('Move');
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{enter}`);
}

describe('guided-practice module', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the errors for missing data, steps and an empty list with Return to Lessons', () => {
    for (const [data, text] of [
      [{ objectives: [], steps: [] }, 'Error: Guided practice data is missing.'],
      [{ initialFen: START, objectives: [] }, 'Error: Guided practice steps are missing.'],
      [{ initialFen: START, objectives: [], steps: [] }, 'Error: No guided practice steps found.'],
    ] as const) {
      const { unmount } = renderModule(moduleWith(data));
      const alert = screen.getByTestId('guided-error');
      expect(alert).toHaveTextContent(text);
      expect(within(alert).getByRole('link', { name: 'Return to Lessons' })).toHaveAttribute('href', '/lessons');
      unmount();
    }
  });

  it('offers Skip to Next Module when the configuration is missing', async () => {
    const skip = vi.fn();
    renderModule(moduleWith(undefined), skip);
    expect(screen.getByTestId('guided-error')).toHaveTextContent('Error: Guided practice configuration missing.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip to Next Module' }));
    expect(skip).toHaveBeenCalledOnce();
  });

  it('shows Step Loading Error with Restart Lesson for a step it cannot load', async () => {
    renderModule(
      moduleWith({
        initialFen: START,
        objectives: [],
        steps: [{ id: 'x', title: 'Odd', description: '', stepType: 'dance' }],
      }),
    );
    expect(screen.getByTestId('guided-step-error')).toHaveTextContent('Step Loading Error');
    expect(screen.getByRole('button', { name: 'Restart Lesson' })).toBeInTheDocument();
  });

  it('the Guided Practice Error boundary shows the message, type and stack with Try Again and Reload Page', async () => {
    const reset = vi.fn();
    render(<GuidedBoundaryFallback error={new TypeError('boom')} reset={reset} onSkip={() => {}} />);
    const panel = screen.getByTestId('guided-boundary');
    expect(panel).toHaveTextContent('Guided Practice Error');
    expect(panel).toHaveTextContent('boom');
    expect(panel).toHaveTextContent('Type: TypeError');
    expect(within(panel).getByText('Stack')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip to Next Module' })).toBeInTheDocument();
  });

  it('plays a session: the answer hidden until the right move, a wrong move counted, scripted and bot moves explained, nothing recorded from the browser', async () => {
    const calls = stubApi({
      ...judgeRoutes(),
      'POST /explain': {
        explanation: 'e5 claims the centre and frees the f8 bishop.',
        motifs: [],
        category: 'opening',
      },
      'POST /bots/move': {
        move: 'b8c6',
        san: 'Nc6',
        evaluation: -20,
        depth: 3,
        time: 300,
        educational: {
          explanation: 'Nc6 develops a knight and defends e5.',
          difficulty: 2,
          alternatives: [{ move: 'd7d6', san: 'd6', evaluation: -40, why: 'Solid but passive.' }],
          teachingPoint: 'Defend attacked pawns while developing.',
          category: 'opening',
        },
        fallback: false,
      },
    });
    renderModule(moduleWith(PRACTICE));

    expect(screen.getByTestId('guided-step')).toHaveTextContent('Welcome');
    expect(screen.getByText('Take the centre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The user-move step before the move: its own highlight and the timer, nothing of the answer.
    expect(screen.getByTestId('guided-step')).toHaveTextContent('Take the Centre');
    expect(screen.queryByTestId('board-arrow')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByTestId('board-explanation')).toBeNull();
    expect(screen.getByTestId('guided-timer')).toHaveTextContent('1:00');

    await typeMove('d4');
    await waitFor(() => expect(screen.getByTestId('guided-mistakes')).toHaveTextContent('Mistakes: 1'));
    expect(screen.getByTestId('guided-feedback')).toHaveTextContent('Try moving the highlighted piece instead!');
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-fen', START);
    expect(screen.queryByTestId('board-arrow')).toBeNull();
    expect(calls.find((c) => c.path === '/lessons/gp-lesson/guided/1/move')?.body).toEqual({ move: 'd2d4' });

    // The right move reveals the arrow, the tooltip and the explanation box (beside the board,
    // not in it), and waits for Continue.
    await typeMove('e4');
    await waitFor(() => expect(screen.getByTestId('guided-correct')).toHaveTextContent('Correct: 1'));
    const arrow = screen.getByTestId('board-arrow');
    expect(arrow).toHaveAttribute('data-color', 'orange');
    expect(arrow).toHaveAttribute('data-style', 'dotted');
    expect(screen.getByRole('tooltip')).toHaveTextContent('The centre!');
    expect(screen.getByTestId('board-explanation')).toHaveTextContent('Why e4');
    expect(within(screen.getByTestId('guided-board')).queryByTestId('board-explanation')).toBeNull();
    expect(screen.getByTestId('guided-player')).toHaveAttribute('data-phase', 'revealed');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The scripted reply, explained by the server.
    const panel = await screen.findByTestId('computer-explanation');
    expect(panel).toHaveTextContent('The computer played e5');
    await waitFor(() =>
      expect(screen.getByTestId('computer-explanation-text')).toHaveTextContent('e5 claims the centre'),
    );
    expect(screen.getByTestId('teaching-point')).toHaveTextContent('Black also takes the centre.');
    expect(calls.find((c) => c.path === '/explain')?.body).toEqual({
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      move: 'e7e5',
    });

    await waitFor(() => expect(screen.getByTestId('guided-step')).toHaveTextContent('The Bot Moves'));
    await typeMove('Nf3');

    // The bot's reply at the practice's level, with its alternatives and teaching point.
    await waitFor(() =>
      expect(screen.getByTestId('computer-explanation')).toHaveTextContent('The computer played Nc6'),
    );
    expect(screen.getByTestId('computer-alternatives')).toHaveTextContent('d6: Solid but passive.');
    expect(screen.getByTestId('teaching-point')).toHaveTextContent('Defend attacked pawns while developing.');
    expect(calls.find((c) => c.path === '/bots/move')?.body).toMatchObject({ level: 3 });

    // 2 correct + 1 mistake: no summary yet (it needs more than 3 answers).
    expect(screen.queryByTestId('guided-summary')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('guided-step')).toHaveTextContent('Done'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    expect(screen.getByTestId('guided-summary')).toHaveTextContent('Practice complete');
    expect(screen.getByTestId('success-rate')).toHaveTextContent('67%');
    expect(screen.getByTestId('success-rate')).toHaveAttribute('data-tone', 'weak');
    expect(screen.getByTestId('session-feedback')).toHaveTextContent('Good progress! Keep practicing these patterns.');
    expect(screen.getByTestId('improvement-areas')).toHaveTextContent('Take the Centre');
    expect(screen.getByTestId('strong-areas')).toHaveTextContent('The Bot Moves');
    // The server counts practice from its own rows: the browser posts no progress event.
    expect(calls.filter((c) => c.path.startsWith('/progress'))).toEqual([]);
  });

  it('counts a typed move that the rules forbid as a mistake, with the shake and its notice', async () => {
    stubApi({});
    renderModule(moduleWith(PRACTICE));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeMove('e2e5');
    expect(screen.getByTestId('guided-mistakes')).toHaveTextContent('Mistakes: 1');
    expect(screen.getByTestId('guided-feedback')).toHaveTextContent('That move is not allowed!');
    expect(screen.getByTestId('guided-feedback')).toHaveAttribute('data-kind', 'illegal');
    expect(screen.getByTestId('guided-board')).toHaveAttribute('data-shaking', 'true');
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-fen', START);
    // Text that is no move at all is not a mistake.
    await typeMove('hello');
    expect(screen.getByTestId('guided-mistakes')).toHaveTextContent('Mistakes: 1');
  });

  it('plays the first legal move and says so when the bot cannot be reached', async () => {
    stubApi({ 'POST /explain': { explanation: 'x', motifs: [] } });
    const practice = {
      ...PRACTICE,
      steps: [
        { id: 'b', title: 'Bot', description: '', stepType: 'computer-move' },
        { id: 'e', title: 'End', description: '', stepType: 'explanation' },
      ],
    };
    renderModule(moduleWith(practice));
    await waitFor(() => expect(screen.getByTestId('computer-explanation')).toHaveAttribute('data-source', 'fallback'));
    expect(screen.getByTestId('computer-explanation-text')).toHaveTextContent('could not be reached');
  });

  it('answers a wrong choice in words and moves on only after the right one', async () => {
    const calls = stubApi({
      'POST /lessons/gp-lesson/guided/0/choice': (r: StubRequest) =>
        (r.body as { choice: number }).choice === 0
          ? ok({ chosen: 0, correct: false, explanation: 'That drops a piece.', nextStep: 'e' })
          : ok({ chosen: 1, correct: true, explanation: 'Yes: the fork.', nextStep: 'e' }),
    });
    renderModule(
      moduleWith({
        initialFen: START,
        objectives: [],
        steps: [
          {
            id: 'c',
            title: 'Pick',
            description: 'Which?',
            stepType: 'choice',
            choices: [{ text: 'A' }, { text: 'B' }],
          },
          { id: 'e', title: 'End', description: 'Done.', stepType: 'explanation' },
        ],
      }),
    );
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    const said = await screen.findByTestId('choice-explanation');
    expect(said).toHaveTextContent('Not this one: That drops a piece.');
    expect(said).toHaveAttribute('data-correct', 'false');
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    await waitFor(() => expect(screen.getByTestId('choice-explanation')).toHaveTextContent('Yes: the fork.'));
    expect(calls.filter((c) => c.path.endsWith('/choice')).map((c) => c.body)).toEqual([{ choice: 0 }, { choice: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('guided-step')).toHaveTextContent('End');
  });

  it('says so when the server cannot judge a move, and takes the move again', async () => {
    stubApi({ 'POST /lessons/gp-lesson/guided/1/move': () => fail(503, 'Busy', 'unavailable') });
    renderModule(moduleWith(PRACTICE));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeMove('e4');
    expect(await screen.findByTestId('guided-judge-error')).toHaveTextContent(MSG_JUDGE_FAILED);
    expect(screen.getByTestId('guided-mistakes')).toHaveTextContent('Mistakes: 0');
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-fen', START);
    expect(screen.getByLabelText('Move')).toBeEnabled();
  });
});
