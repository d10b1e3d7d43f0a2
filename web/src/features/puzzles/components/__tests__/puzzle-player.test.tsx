import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth/auth-store';
import type { Puzzle } from '@/lib/puzzles/puzzle';
import { answer, ok, renderWithProviders, stubFetch } from '@/testing';

import { PuzzlePlayer } from '../puzzle-player';

// Demo mode's hints: the browser's engine, faked here with the solution's first move.
const { findBestMove } = vi.hoisted(() => ({ findBestMove: vi.fn() }));
vi.mock('@/lib/engine/best-move', () => ({ findBestMove }));

// Lichess 002X3 (CC0): after Black's Rxa3, White mates in two with Qa8+ and Qxb8#.
const puzzle: Puzzle = {
  id: 'p2',
  title: 'Mate in 2',
  description: 'White to play. Find the mate in 2.',
  fen: '6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33',
  initialMove: 'b3a3',
  solverMoves: 2,
  rating: 1500,
  ratingDeviation: 80,
  tags: ['mateIn2'],
  theme: 'mateIn2',
  plays: 3,
  orientation: 'white',
};

function signIn() {
  useAuthStore.setState({
    user: { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' },
    token: 'access-token',
    isAuthenticated: true,
  });
}

const LEARNER = { id: '9', email: '', username: 'learner-9', displayName: 'Visitor', createdAt: '2026-11-01' };

const solved = {
  puzzleId: 'p2',
  correct: true,
  solved: true,
  mistakes: 0,
  firstTry: true,
  rated: false,
  xp: 65,
  perfect: true,
  speedBonus: true,
  playerRating: null,
  puzzleRating: null,
  solution: ['g2a8', 'c7b8', 'a8b8'],
  solutionSan: ['Qa8+', 'Qb8', 'Qxb8#'],
};

const failed = { ...solved, correct: false, solved: false, firstTry: false, xp: 0, perfect: false, speedBonus: false };

/**
 * The server's verdicts on the line of p2: Qa8+ is answered by Qb8, Qxb8# solves, the rest are
 * wrong, taken back with nothing revealed. A solve after `mistakes` wrong moves earns the base XP.
 */
function judge(moves: string[], mistakes = 0) {
  const last = moves[moves.length - 1];
  if (moves.length === 1 && last === 'g2a8')
    return ok({ result: 'next', movesDone: 1, san: 'Qa8+', reply: { uci: 'c7b8', san: 'Qb8' } });
  if (moves.length === 2 && last === 'a8b8') {
    const attempt = mistakes === 0 ? solved : { ...solved, mistakes, firstTry: false, perfect: false, xp: 45 };
    return ok({ result: 'solved', movesDone: 2, san: 'Qxb8#', attempt });
  }
  return ok({ result: 'wrong', movesDone: moves.length - 1, san: '?' });
}

const movesRoute = ({ body }: { body: unknown }) => judge((body as { moves: string[] }).moves);

async function play(uci: string) {
  await userEvent.type(screen.getByLabelText('Move', { exact: true }), uci);
  await userEvent.click(screen.getByRole('button', { name: 'Play move' }));
}

function renderPlayer() {
  return renderWithProviders(<PuzzlePlayer puzzle={puzzle} />);
}

afterEach(() => {
  useAuthStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

describe('PuzzlePlayer hints and timing', () => {
  it("an account's puzzle is asked of the server (its clock) and its hint is the server's", async () => {
    signIn();
    const calls = stubFetch({
      'GET /puzzles/p2': () => answer(200, { success: true, data: puzzle }),
      'POST /puzzles/p2/hint': () =>
        answer(200, { success: true, data: { hint: 1, hintsLeft: 4, from: 'g2', to: null, san: null } }),
    });
    renderPlayer();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/puzzles/p2')).toBe(true));
    // The opponent's move first, then the solver may ask.
    await waitFor(() => expect(screen.getByTestId('moves-completed')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 700));
    await userEvent.click(screen.getByRole('button', { name: /^Hint/ }));
    await waitFor(() => expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('Look at the piece on g2'));
    expect(calls.find((c) => c.path === '/puzzles/p2/hint')).toEqual({
      method: 'POST',
      path: '/puzzles/p2/hint',
      body: { moves: [] },
    });
  });

  it('says no more hints when the server has counted the last one', async () => {
    signIn();
    stubFetch({
      'GET /puzzles/p2': () => answer(200, { success: true, data: puzzle }),
      'POST /puzzles/p2/hint': () =>
        answer(409, { success: false, message: 'No more hints for this puzzle', code: 'conflict' }),
    });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await userEvent.click(screen.getByRole('button', { name: /^Hint/ }));
    await waitFor(() => expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('No more hints available!'));
  });

  it('a visitor who only looks at a puzzle is served nothing and becomes nobody', async () => {
    const calls = stubFetch({});
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.getByTestId('moves-completed')).toHaveTextContent('0 / 2');
    expect(calls).toEqual([]);
  });

  it("a visitor's first solve makes them a learner, and the learner's token carries only the moves", async () => {
    const tokens: (string | undefined)[] = [];
    const calls = stubFetch({
      'POST /auth/anonymous': () =>
        answer(201, {
          success: true,
          data: {
            user: { ...LEARNER, anonymous: true, country: null },
            accessToken: 'learner-token',
            refreshToken: 'learner-refresh',
          },
        }),
      'POST /puzzles/p2/moves': (request, init) => {
        tokens.push((init?.headers as Record<string, string> | undefined)?.Authorization);
        return judge((request.body as { moves: string[] }).moves);
      },
    });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await play('g2a8');
    await waitFor(() => expect(screen.getByTestId('moves-completed')).toHaveTextContent('1 / 2'));
    await new Promise((r) => setTimeout(r, 800));
    await play('a8b8');
    await waitFor(() => expect(screen.getByTestId('xp-earned')).toHaveTextContent('+65 XP'));
    expect(calls.filter((c) => c.path === '/auth/anonymous')).toHaveLength(1);
    // Each move is asked of the server with the moves before it; the solve is its verdict.
    expect(calls.filter((c) => c.path === '/puzzles/p2/moves').map((c) => c.body)).toEqual([
      { moves: ['g2a8'] },
      { moves: ['g2a8', 'a8b8'] },
    ]);
    expect(tokens).toEqual(['Bearer learner-token', 'Bearer learner-token']);
    // The learner is a visitor to the eye, with a record on the server.
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: 'learner-token' });
  }, 15_000);

  it("demo mode's hints come from the browser's engine and climb as the server's do, asking the server nothing", async () => {
    useAuthStore.getState().loginDemo();
    findBestMove.mockResolvedValue({ from: 'g2', to: 'a8', san: 'Qa8+', uci: 'g2a8' });
    const calls = stubFetch({});
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    const hint = screen.getByRole('button', { name: /^Hint/ });
    await userEvent.click(hint);
    await waitFor(() =>
      expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('Look at the piece on g2. What can it do?'),
    );
    // The engine was asked about the position after Black's Rxa3, the solver's turn.
    expect(findBestMove).toHaveBeenCalledWith('6k1/2q2p1p/4pPp1/4P3/p1pP1P2/r1P5/6QP/4B1K1 w - - 0 34');
    for (let k = 2; k <= 5; k++) await userEvent.click(hint);
    await waitFor(() =>
      expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('The best move is Qa8+ (g2 to a8).'),
    );
    await userEvent.click(hint);
    await waitFor(() => expect(screen.getByTestId('puzzle-hint')).toHaveTextContent('No more hints available!'));
    // Nothing about the puzzle's line went to the server: demo mode has no record there.
    expect(calls).toEqual([]);
  });
});

describe('PuzzlePlayer asks the server for every verdict', () => {
  it('plays the reply the server sent and shows the XP it recorded', async () => {
    signIn();
    const calls = stubFetch({ 'GET /puzzles/p2': puzzle, 'POST /puzzles/p2/moves': movesRoute });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await play('g2a8');
    await waitFor(() => expect(screen.getByText('Correct! Well done!')).toBeInTheDocument());
    expect(screen.getByTestId('moves-completed')).toHaveTextContent('1 / 2');
    // The solution is nowhere on the page before the server reveals it.
    expect(screen.queryByTestId('solution-list')).toBeNull();
    await new Promise((r) => setTimeout(r, 800));
    await play('a8b8');
    await waitFor(() => expect(screen.getByTestId('xp-earned')).toHaveTextContent('+65 XP'));
    expect(screen.getByText('Perfect!')).toBeInTheDocument();
    expect(screen.getByText('Speed Bonus!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/puzzles/p2/moves')).toHaveLength(2);
  }, 15_000);

  it('a wrong move is taken back with the feedback and reveals nothing; the solve after it earns the base XP', async () => {
    signIn();
    let mistakes = 0;
    const calls = stubFetch({
      'GET /puzzles/p2': puzzle,
      'POST /puzzles/p2/moves': ({ body }: { body: unknown }) => {
        const moves = (body as { moves: string[] }).moves;
        const right = (moves.length === 1 && moves[0] === 'g2a8') || (moves.length === 2 && moves[1] === 'a8b8');
        if (!right) mistakes += 1;
        // From the third miss the server names the expected squares (and nothing else).
        if (!right && mistakes >= 3)
          return answer(200, {
            success: true,
            data: { result: 'wrong', movesDone: 0, san: '?', hint: { from: 'g2', to: 'a8' } },
          });
        return judge(moves, mistakes);
      },
    });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await play('g2g5');
    await waitFor(() => expect(screen.getByText('Not quite right. Try again!')).toBeInTheDocument());
    expect(screen.getByTestId('attempts')).toHaveTextContent('1');
    expect(screen.getByTestId('moves-completed')).toHaveTextContent('0 / 2');
    await play('g2g4');
    await waitFor(() => expect(screen.getByText("Don't give up! Think about the position...")).toBeInTheDocument());
    await play('g2g3');
    await waitFor(() => expect(screen.getByText('Hang in there! Learning takes practice.')).toBeInTheDocument());
    // Every try was the server's to judge, and none revealed the line; the third brought the
    // server's hint, the squares of the move expected.
    expect(calls.filter((c) => c.path === '/puzzles/p2/moves')).toHaveLength(3);
    expect(screen.queryByTestId('solution-list')).toBeNull();
    expect(screen.getByText('Hint: move the piece on g2 to a8.')).toBeInTheDocument();
    await play('g2a8');
    await waitFor(() => expect(screen.getByTestId('moves-completed')).toHaveTextContent('1 / 2'));
    await new Promise((r) => setTimeout(r, 800));
    await play('a8b8');
    await waitFor(() => expect(screen.getByTestId('xp-earned')).toHaveTextContent('+45 XP'));
    expect(screen.queryByText('Perfect!')).toBeNull();
    expect(calls.filter((c) => c.path === '/puzzles/p2/moves')).toHaveLength(5);
  }, 15_000);

  it('Show Solution asks the server, which records the give-up, and lists its line', async () => {
    signIn();
    const calls = stubFetch({ 'GET /puzzles/p2': puzzle, 'POST /puzzles/p2/solution': failed });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await userEvent.click(screen.getByRole('button', { name: 'Show Solution' }));
    await waitFor(() => expect(screen.getByTestId('solution-list')).toHaveTextContent(/Qa8\+ Qb8.*Qxb8#/));
    expect(calls.find((c) => c.path === '/puzzles/p2/solution')).toMatchObject({ method: 'POST' });
  });

  it('a solved puzzle stays with its line listed, and what follows is said (issue 30)', async () => {
    signIn();
    stubFetch({ 'GET /puzzles/p2': puzzle, 'POST /puzzles/p2/moves': movesRoute });
    renderWithProviders(<PuzzlePlayer puzzle={puzzle} afterSolve="The next puzzle opens in 2 seconds." />);
    await new Promise((r) => setTimeout(r, 700));
    await play('g2a8');
    await waitFor(() => expect(screen.getByTestId('moves-completed')).toHaveTextContent('1 / 2'));
    await new Promise((r) => setTimeout(r, 800));
    await play('a8b8');
    await waitFor(() => expect(screen.getByTestId('solved-panel')).toBeInTheDocument());
    // The line the solver played, numbered from the position they faced, every move played.
    expect(screen.getByTestId('solution-list')).toHaveTextContent('34. Qa8+ Qb835. Qxb8#');
    expect(screen.getByTestId('after-solve')).toHaveTextContent('The next puzzle opens in 2 seconds.');
  }, 15_000);

  it('Show Solution leaves the moves listed, through Reset (issue 30)', async () => {
    signIn();
    stubFetch({ 'GET /puzzles/p2': puzzle, 'POST /puzzles/p2/solution': failed });
    renderPlayer();
    await new Promise((r) => setTimeout(r, 700));
    await userEvent.click(screen.getByRole('button', { name: 'Show Solution' }));
    await waitFor(() => expect(screen.getByTestId('solution-list')).toHaveTextContent('34. Qa8+ Qb835. Qxb8#'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('solution-list')).toHaveTextContent('34. Qa8+ Qb835. Qxb8#');
  });
});
