import { describe, expect, it } from 'vitest';

import {
  academyLessonReducer,
  demoRunning,
  initialLesson,
  type LessonAction,
  type LessonState,
} from '../academy-lesson';
import { DEFAULT_PROGRESS, parseProgress, withItem } from '../academy-progress';
import {
  academyPuzzleReducer,
  initialPuzzle,
  solverTurn,
  type AcademyPuzzleAction,
  type AcademyPuzzleState,
} from '../academy-puzzle';

describe('academy progress', () => {
  it('reads what was stored and ignores what cannot be read', () => {
    expect(
      parseProgress(
        JSON.stringify({
          completedLessons: ['basics-001', 3, 'basics-001'],
          solvedPuzzles: ['p1'],
          userLevel: 'advanced',
        }),
      ),
    ).toEqual({
      completedLessons: ['basics-001'],
      solvedPuzzles: ['p1'],
      userLevel: 'advanced',
    });
    expect(parseProgress('{not json')).toEqual(DEFAULT_PROGRESS);
    expect(parseProgress(null)).toEqual(DEFAULT_PROGRESS);
    expect(parseProgress(JSON.stringify({ userLevel: 'grandmaster' })).userLevel).toBe('beginner');
  });

  it('adds an id once', () => {
    expect(withItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(withItem(['a'], 'a')).toEqual(['a']);
  });
});

describe('academy puzzle', () => {
  const solution = ['d1d8', 'f8d8', 'e1e8'];
  const reduce = academyPuzzleReducer(solution.length, 2);
  const run = (...actions: AcademyPuzzleAction[]): AcademyPuzzleState => actions.reduce(reduce, initialPuzzle);

  it('counts a wrong move without moving on, and plays the reply the server names after a right one', () => {
    let s = run({ type: 'try', move: 'a2a3', correct: false });
    expect(s).toMatchObject({ ply: 0, wrong: 1, line: [] });
    s = reduce(s, { type: 'try', move: 'd1d8', correct: true, reply: 'f8d8', solved: false });
    expect(s).toMatchObject({ ply: 1, line: ['d1d8', 'f8d8'] });
    expect(solverTurn(s)).toBe(false);
    expect(reduce(s, { type: 'try', move: 'e1e8', correct: true }).ply).toBe(1);
    s = reduce(s, { type: 'reply' });
    expect(solverTurn(s)).toBe(true);
    s = reduce(s, { type: 'try', move: 'e1e8', correct: true, reply: null, solved: true });
    expect(s.solved).toBe(true);
  });

  it('plays the move the server took as the last one (any mate)', () => {
    const s = run(
      { type: 'try', move: 'd1d8', correct: true, reply: 'f8d8' },
      { type: 'reply' },
      { type: 'try', move: 'e1e7', correct: true, reply: null, solved: true },
    );
    expect(s).toMatchObject({ solved: true, line: ['d1d8', 'f8d8', 'e1e7'] });
  });

  it('shows hints one at a time, then says there are no more', () => {
    let s = run({ type: 'hint' });
    expect(s.hintsShown).toBe(1);
    s = reduce(reduce(s, { type: 'hint' }), { type: 'hint' });
    expect(s).toMatchObject({ hintsShown: 2, hintsExhausted: true });
  });

  it('plays the solution the server revealed step by step', () => {
    let s = run({ type: 'showSolution', solution });
    expect(solverTurn(s)).toBe(false);
    s = [1, 2, 3, 4].reduce((acc) => reduce(acc, { type: 'solutionStep' }), s);
    expect(s.ply).toBe(3);
    expect(s.line).toEqual(solution);
    expect(s.solved).toBe(false);
    expect(reduce(s, { type: 'reset' })).toMatchObject({ ply: 0, showingSolution: false });
  });
});

describe('academy lesson', () => {
  const positions = [
    { isInteractive: false, moves: ['e2e4', 'e7e5'] },
    { isInteractive: true, moves: [] },
  ];
  const reduce = academyLessonReducer(positions);
  const run = (...actions: LessonAction[]): LessonState => actions.reduce(reduce, initialLesson);

  it('plays the demo moves one at a time and replays them', () => {
    let s = run({ type: 'demoStep' });
    expect(demoRunning(s, positions[0])).toBe(true);
    s = reduce(reduce(s, { type: 'demoStep' }), { type: 'demoStep' });
    expect(s.demoPly).toBe(2);
    expect(demoRunning(s, positions[0])).toBe(false);
    expect(reduce(s, { type: 'replay' }).demoPly).toBe(0);
  });

  it('confirms a right move, moves on after the wait, and completes on the last position', () => {
    let s = run({ type: 'next' }, { type: 'wrong' });
    expect(s.wrong).toBe(1);
    s = reduce(s, { type: 'right', move: 'g1f3' });
    expect(s).toMatchObject({ found: 'g1f3', advancing: true, wrong: 0 });
    s = reduce(s, { type: 'advance' });
    expect(s.completed).toBe(true);
  });

  it('goes back and forth; Next on the last position completes', () => {
    expect(run({ type: 'next' }, { type: 'previous' }).index).toBe(0);
    expect(run({ type: 'next' }, { type: 'next' }).completed).toBe(true);
    expect(run({ type: 'right', move: 'x' }).found).toBeUndefined();
  });
});
