import { describe, expect, it } from 'vitest';

import type { QuizResult } from '../../api/schemas';
import {
  canGoNext,
  dotState,
  firstPosition,
  initialPlayer,
  playerFromRecord,
  playerReducer,
  unsubmittedQuiz,
  type PlayerAction,
  type PlayerState,
} from '../module-player';
import { MODULES } from './fixtures';

const reduce = playerReducer(MODULES);
const run = (...actions: PlayerAction[]): PlayerState => actions.reduce(reduce, initialPlayer);
/** The server's verdict on the fixture's quiz (Q1: b, Q2: a). */
const RESULT: QuizResult = {
  questions: [
    { chosen: 0, correct: false, answer: 1, explanation: 'E1' },
    { chosen: 2, correct: false, answer: 0, explanation: 'E2' },
  ],
  correctCount: 0,
};

describe('module lesson player', () => {
  it('moves forward and back within the lesson and jumps by the dots', () => {
    expect(run({ type: 'next' }).index).toBe(1);
    expect(run({ type: 'previous' }).index).toBe(0);
    expect(run({ type: 'go', index: 3 }).index).toBe(3);
    expect(run({ type: 'go', index: 9 }).index).toBe(3);
  });

  it('colours the dots: current, passed, upcoming', () => {
    const s = run({ type: 'go', index: 2 });
    expect([0, 1, 2, 3].map((i) => dotState(s, i))).toEqual(['passed', 'passed', 'current', 'upcoming']);
  });

  it('keeps Next disabled on a quiz until it is submitted, and submits only when all are answered', () => {
    let s = run({ type: 'go', index: 2 });
    expect(canGoNext(s, MODULES)).toBe(false);
    expect(reduce(s, { type: 'next' }).index).toBe(2);
    s = reduce(s, { type: 'answer', module: 2, question: 0, option: 0 });
    s = reduce(s, { type: 'submitQuiz', module: 2, result: RESULT });
    expect(s.quizzes[2]?.submitted).toBe(false);
    s = reduce(s, { type: 'answer', module: 2, question: 1, option: 0 });
    s = reduce(s, { type: 'submitQuiz', module: 2, result: RESULT });
    expect(s.quizzes[2]?.submitted).toBe(true);
    expect(canGoNext(s, MODULES)).toBe(true);
    expect(reduce(s, { type: 'next' }).index).toBe(3);
  });

  it('locks the answers once submitted, also after moving away and back', () => {
    let s = run(
      { type: 'go', index: 2 },
      { type: 'answer', module: 2, question: 0, option: 0 },
      { type: 'answer', module: 2, question: 1, option: 2 },
      { type: 'submitQuiz', module: 2, result: RESULT },
    );
    s = reduce(s, { type: 'answer', module: 2, question: 0, option: 1 });
    expect(s.quizzes[2]?.answers).toEqual([0, 2]);
    s = reduce(reduce(s, { type: 'previous' }), { type: 'next' });
    expect(s.index).toBe(2);
    expect(s.quizzes[2]).toEqual({ answers: [0, 2], submitted: true, result: RESULT });
  });

  it('names the quiz that still waits before the lesson can be completed', () => {
    expect(unsubmittedQuiz(initialPlayer, MODULES)).toBe(2);
    const s = run(
      { type: 'answer', module: 2, question: 0, option: 1 },
      { type: 'answer', module: 2, question: 1, option: 1 },
      { type: 'submitQuiz', module: 2, result: RESULT },
    );
    expect(unsubmittedQuiz(s, MODULES)).toBeUndefined();
  });

  it("keeps what the server revealed: the hint of a wrong try, the right move's explanation", () => {
    const s = run(
      { type: 'try', module: 1, position: 0, move: 'e1e7', correct: false, hintSquares: ['e8'] },
      { type: 'try', module: 1, position: 0, move: 'e1e8', correct: true, explanation: 'Back rank' },
    );
    expect(s.solved[1]).toEqual([true]);
    expect(s.tries[1]).toEqual([['e1e7', 'e1e8']]);
    expect(s.reveals[1]).toEqual([{ hintSquares: ['e8'], explanation: 'Back rank' }]);
  });

  it('shows an answer only for a position not solved, and a solved puzzle stays solved', () => {
    const reveal = { module: 1, answer: 'e1e8', answerSan: 'Re8#', explanation: 'Back rank' } as const;
    let s = run({ type: 'reveal', position: 1, ...reveal });
    expect(s.revealed[1]).toEqual([undefined, true]);
    expect(s.reveals[1]?.[1]).toEqual({ answer: 'e1e8', answerSan: 'Re8#', explanation: 'Back rank' });
    s = run(
      { type: 'try', module: 1, position: 0, move: 'e1e8', correct: true },
      { type: 'reveal', position: 0, ...reveal },
    );
    expect(s.revealed[1]).toBeUndefined();
    s = run({ type: 'puzzle', id: 'p1', state: 'solved' }, { type: 'puzzle', id: 'p1', state: 'skipped' });
    expect(s.puzzles).toEqual({ p1: 'solved' });
  });

  it('moves between positions and starts each module at its first', () => {
    const s = run({ type: 'go', index: 1 }, { type: 'position', position: 1 });
    expect(s.position).toBe(1);
    expect(reduce(s, { type: 'next' }).position).toBe(0);
  });

  it('resumes where the server says the learner was, with what they had done', () => {
    const s = playerFromRecord({
      modules: MODULES,
      completed: false,
      resume: { module: 1, position: 1 },
      record: {
        positions: [
          { tries: 2, solved: true, revealed: false, move: 'e1e8', explanation: 'Back rank' },
          { tries: 1, solved: false, revealed: true, move: 'd1d8', explanation: 'Also mate' },
        ],
        puzzles: [
          { id: 'p1', state: 'solved' },
          { id: 'p2', state: 'open' },
        ],
        quizzes: [{ module: MODULES[2]!.id, answers: [0, 2], result: RESULT }],
      },
    });
    expect([s.index, s.position]).toEqual([1, 1]);
    expect(s.solved[1]).toEqual([true]);
    expect(s.tries[1]).toEqual([['e1e8']]);
    expect(s.revealed[1]).toEqual([undefined, true]);
    expect(s.reveals[1]?.[1]).toEqual({ answer: 'd1d8', explanation: 'Also mate' });
    expect(s.quizzes[2]).toEqual({ answers: [0, 2], submitted: true, result: RESULT });
    expect(s.puzzles).toEqual({ p1: 'solved' });
    expect(canGoNext({ ...s, index: 2 }, MODULES)).toBe(true);
  });

  it('opens a completed lesson at its start for Review, and a visitor at the first module', () => {
    expect(playerFromRecord({ modules: MODULES, completed: true, resume: { module: 3, position: 0 } }).index).toBe(0);
    expect(playerFromRecord({ modules: MODULES, completed: false }).index).toBe(0);
    expect(playerFromRecord({ modules: MODULES, completed: false, resume: { module: 9, position: 0 } }).index).toBe(0);
  });

  it("counts a practice module's positions from the lesson's first (the move route's n)", () => {
    expect(firstPosition(MODULES, 1)).toBe(0);
    expect(firstPosition(MODULES, 2)).toBe(2);
  });
});
