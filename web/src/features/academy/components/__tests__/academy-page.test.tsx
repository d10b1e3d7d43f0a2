import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ok, pictographs, renderWithProviders, stubFetch, type RouteData, type StubRequest } from '@/testing';

import { ACADEMY_PROGRESS_KEY, DEFAULT_PROGRESS, useAcademyProgress } from '../../model/academy-progress';
import { AcademyPage } from '../academy-page';

const LESSONS = [
  {
    id: 'basics-001',
    title: 'The Board',
    level: 'beginner',
    category: 'basics',
    duration: 10,
    description: 'Files, ranks and the first moves.',
    objectives: ['Name the squares'],
    prerequisite: [],
    badge: '🏁 First Steps',
    positions: [
      {
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        title: 'The start',
        explanation: 'White moves first.',
        isInteractive: false,
        moves: ['e2e4', 'e7e5'],
        annotations: ['White takes the centre.', 'Black answers.'],
      },
      {
        fen: '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1',
        title: 'Back rank',
        explanation: 'Mate on the back rank.',
        isInteractive: true,
        kind: 'best',
        moves: [],
        annotations: [],
      },
    ],
  },
];

const PUZZLES = {
  categories: [{ id: 'checkmate', name: 'Checkmate', icon: '♚', description: 'Finish the game.' }],
  puzzles: [
    {
      id: 'academy-1',
      title: 'Back Rank Blues',
      difficulty: 'beginner',
      category: 'checkmate',
      rating: 900,
      fen: '3r2k1/4qppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1',
      solutionLength: 3,
      hints: ['Look at the back rank.', 'Trade the rooks first.'],
      description: 'White to move and mate.',
      theme: ['backRankMate'],
      points: 100,
      tags: [],
    },
  ],
};

/** What the server keeps and never ships: the answers its judging routes reveal. */
const SOLUTION = ['d2d8', 'e7d8', 'd1d8'];

function stub(lessons: RouteData = { lessons: LESSONS }, puzzles: RouteData = PUZZLES) {
  return stubFetch({
    'GET /academy/lessons': lessons,
    'GET /academy/puzzles': puzzles,
    'POST /academy/lessons/basics-001/positions/1/move': ({ body }: StubRequest) => {
      const { move } = body as { move: string };
      return ok({ correct: move === 'e1e8', move, san: move });
    },
    'POST /academy/puzzles/academy-1/move': ({ body }: StubRequest) => {
      const { turn, move } = body as { turn: number; move: string };
      const ply = turn * 2;
      const correct = move === SOLUTION[ply];
      const last = ply === SOLUTION.length - 1;
      return ok({
        correct,
        move,
        san: move,
        solved: correct && last,
        reply: correct && !last ? (SOLUTION[ply + 1] ?? null) : null,
      });
    },
    'POST /academy/puzzles/academy-1/solution': { solution: SOLUTION },
  });
}

function renderAcademy(path = '/academy') {
  return renderWithProviders(
    <Routes>
      <Route path="/academy" element={<AcademyPage />} />
    </Routes>,
    { route: path },
  );
}

describe('academy', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useAcademyProgress.setState(DEFAULT_PROGRESS);
  });

  it('shows the loading screen, then the overview with counters and the level selector', async () => {
    stub();
    localStorage.setItem(
      ACADEMY_PROGRESS_KEY,
      JSON.stringify({ completedLessons: ['basics-001'], solvedPuzzles: [], userLevel: 'intermediate' }),
    );
    renderAcademy();
    expect(screen.getByText('Loading Chess Academy')).toBeInTheDocument();
    expect(await screen.findByTestId('academy-lessons-done')).toHaveTextContent('Academy lessons completed1 / 1');
    expect(screen.getByTestId('academy-puzzles-done')).toHaveTextContent('0 / 1');
    expect(screen.getByRole('radio', { name: 'intermediate' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Browse Lessons' })).toBeInTheDocument();
    expect(pictographs(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'advanced' }));
    expect(JSON.parse(localStorage.getItem(ACADEMY_PROGRESS_KEY) ?? '{}')).toMatchObject({
      userLevel: 'advanced',
      completedLessons: ['basics-001'],
    });
    expect(screen.getByRole('button', { name: 'Test Your Strength' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Strength Test' }));
    expect(screen.getByRole('link', { name: 'Start Assessment Test' })).toHaveAttribute('href', '/strength-assessment');
  });

  it('says what failed, with Reload Academy and Try Basic Lessons Instead', async () => {
    stub({ lessons: [] });
    renderAcademy();
    expect(await screen.findByRole('heading', { name: 'Academy Loading Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load chess academy data: Chess lessons data is not available'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Academy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Basic Lessons Instead' })).toHaveAttribute('href', '/lessons');
  });

  it('solves a puzzle: a wrong move is refused, hints come one at a time, the solve is remembered', async () => {
    stub();
    const user = userEvent.setup();
    renderAcademy('/academy?view=puzzles');
    await user.click(
      within(await screen.findByTestId('academy-puzzle-academy-1')).getByRole('button', { name: 'Solve' }),
    );
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('list', { name: 'Hints' })).toHaveTextContent('Look at the back rank.');
    expect(screen.getByRole('list', { name: 'Hints' })).not.toHaveTextContent('Trade the rooks first.');
    await user.type(screen.getByLabelText('Move'), 'h3{enter}');
    expect(await screen.findByTestId('academy-puzzle-feedback')).toHaveTextContent(
      "That's not the best move. Try again!",
    );
    await user.clear(screen.getByLabelText('Move'));
    await user.type(screen.getByLabelText('Move'), 'Rxd8+{enter}');
    await vi.waitFor(() => expect(screen.getByTestId('academy-puzzle-feedback')).toHaveTextContent('Rxd8+: Correct!'));
    // The computer recaptures after 1 s; then the mate.
    await screen
      .findByTestId('chess-board')
      .then((b) => expect(b).toHaveAttribute('data-fen', '3R2k1/4qppp/8/8/8/8/5PPP/3R2K1 b - - 0 1'));
    const board = screen.getByTestId('chess-board');
    await vi.waitFor(() => expect(board.getAttribute('data-fen')).toBe('3q2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 2'), {
      timeout: 3_000,
    });
    await user.type(screen.getByLabelText('Move'), 'Rxd8#{enter}');
    expect(await screen.findByTestId('academy-puzzle-solved')).toHaveTextContent('+100 points');
    expect(useAcademyProgress.getState().solvedPuzzles).toEqual(['academy-1']);
    const card = await screen.findByTestId('academy-puzzle-academy-1', {}, { timeout: 4_000 });
    expect(card).toHaveAttribute('data-solved', 'true');
    expect(within(card).getByRole('button', { name: 'Solved · Again' })).toBeInTheDocument();
    // The category's '♚' from the content is drawn as an icon: the button is named by its words alone.
    expect(screen.getByRole('button', { name: 'Checkmate' })).toBeInTheDocument();
    expect(pictographs(document.body)).toEqual([]);
  });

  it('plays a lesson: demo moves every 1.5 s, the right move, then Complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAcademy('/academy?view=lessons');
    await user.click(
      within(await screen.findByTestId('academy-lesson-basics-001')).getByRole('button', { name: 'Start Lesson' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(screen.getByTestId('academy-annotation')).toHaveTextContent('White takes the centre.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Move'), 'Ra5{enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That move is not legal');
    await user.clear(screen.getByLabelText('Move'));
    await user.type(screen.getByLabelText('Move'), 'Re7{enter}');
    expect(await screen.findByTestId('academy-lesson-feedback')).toHaveTextContent(
      'Not quite right. Try a different move',
    );
    await user.clear(screen.getByLabelText('Move'));
    await user.type(screen.getByLabelText('Move'), 'Re8#{enter}');
    await vi.waitFor(() => expect(screen.getByTestId('academy-lesson-feedback')).toHaveTextContent('Correct!'));
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    // The content's '🏁' would be a box without an emoji font: the badge shows a medal icon and the name.
    expect(await screen.findByTestId('academy-badge')).toHaveTextContent(/^First Steps$/);
    expect(useAcademyProgress.getState().completedLessons).toEqual(['basics-001']);
  });

  it('shows the solution the server reveals on Show Solution', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderAcademy('/academy?view=puzzles');
    await user.click(
      within(await screen.findByTestId('academy-puzzle-academy-1')).getByRole('button', { name: 'Solve' }),
    );
    await user.click(screen.getByRole('button', { name: 'Show Solution' }));
    expect(await screen.findByText('Playing the solution…')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/academy/puzzles/academy-1/solution',
    ]);
    const board = screen.getByTestId('chess-board');
    await vi.waitFor(() => expect(board.getAttribute('data-fen')).toBe('3R2k1/4qppp/8/8/8/8/5PPP/3R2K1 b - - 0 1'), {
      timeout: 3_000,
    });
  });

  it("reveals the quiz's right option and explanation only from the server's verdict", async () => {
    const quiz = { id: 'q1', question: 'Which square is weak?', options: ['f7', 'e5'] };
    const calls = stub({ lessons: [{ ...LESSONS[0], quiz }] });
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = String(url).replace(/^.*?\/api(?=\/|$)/, '');
        if (path === '/academy/lessons') return ok({ lessons: [{ ...LESSONS[0], quiz }] });
        if (path === '/academy/puzzles') return ok(PUZZLES);
        calls.push({ method: init?.method ?? 'GET', path, body: JSON.parse(String(init?.body)) as unknown });
        return ok({ chosen: 1, correct: false, correctAnswer: 0, explanation: 'Only the king defends f7.' });
      }),
    );
    const user = userEvent.setup();
    renderAcademy('/academy?view=lessons');
    await user.click(
      within(await screen.findByTestId('academy-lesson-basics-001')).getByRole('button', { name: 'Start Lesson' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const box = screen.getByTestId('academy-quiz');
    expect(within(box).getByRole('button', { name: 'f7' })).toHaveAttribute('data-result', 'open');
    expect(box).not.toHaveTextContent('Only the king defends f7.');
    await user.click(within(box).getByRole('button', { name: 'e5' }));
    expect(await within(box).findByText('Only the king defends f7.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'f7' })).toHaveAttribute('data-result', 'correct');
    expect(within(box).getByRole('button', { name: 'e5' })).toHaveAttribute('data-result', 'wrong');
    expect(calls).toEqual([{ method: 'POST', path: '/academy/lessons/basics-001/quiz', body: { answer: 1 } }]);
  });
});
