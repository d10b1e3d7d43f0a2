// The module lesson player's state (docs/lessons.md, "The module lesson player"): which module and
// position are open, each quiz's answers and whether it was submitted (answers are locked once
// submitted, and Next waits for it), each practice position's tries and whether it was solved or
// its answer shown, and the lesson puzzles done. The server records all of it as it judges and
// completes the lesson from its own record; the player starts from that record (playerFromRecord),
// so a lesson resumes where it was left, on any device. The answers are the server's: a right
// move's explanation, a wrong one's hint squares and a submitted quiz's verdict are kept as they
// came.

import type { LessonDetail, LessonModule, QuizResult } from '../api/schemas';
import { knownModule } from '../api/schemas';

export interface QuizState {
  answers: (number | null)[];
  submitted: boolean;
  /** The server's verdict, once submitted. */
  result?: QuizResult;
}

/** What the server revealed of a practice position: the right move's explanation, the hint. */
export interface PositionReveal {
  explanation?: string;
  hintSquares?: string[];
  /** Show answer's move (UCI) and its SAN. */
  answer?: string;
  answerSan?: string;
}

export type PuzzleDone = 'solved' | 'skipped';

export interface PlayerState {
  index: number;
  /** The position (or puzzle) shown in the open module. */
  position: number;
  /** By module index. */
  quizzes: Record<number, QuizState>;
  /** By module index, then position: the UCI moves tried, in order. */
  tries: Record<number, string[][]>;
  /** By module index, then position: solved. */
  solved: Record<number, boolean[]>;
  /** By module index, then position: the answer was shown (no accuracy). */
  revealed: Record<number, boolean[]>;
  /** By module index, then position. */
  reveals: Record<number, PositionReveal[]>;
  /** The lesson puzzles solved or skipped, by id. */
  puzzles: Record<string, PuzzleDone>;
}

export type PlayerAction =
  | { type: 'go'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'position'; position: number }
  | { type: 'reveal'; module: number; position: number; answer: string; answerSan: string; explanation: string }
  | { type: 'puzzle'; id: string; state: PuzzleDone }
  | { type: 'answer'; module: number; question: number; option: number }
  | { type: 'submitQuiz'; module: number; result: QuizResult }
  | {
      type: 'try';
      module: number;
      position: number;
      move: string;
      correct: boolean;
      explanation?: string;
      hintSquares?: string[];
    };

export const initialPlayer: PlayerState = {
  index: 0,
  position: 0,
  quizzes: {},
  tries: {},
  solved: {},
  revealed: {},
  reveals: {},
  puzzles: {},
};

export function playerReducer(modules: readonly LessonModule[]) {
  const last = Math.max(0, modules.length - 1);
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  return (state: PlayerState, action: PlayerAction): PlayerState => {
    switch (action.type) {
      case 'go':
        return { ...state, index: clamp(action.index), position: 0 };
      case 'next':
        return canGoNext(state, modules) ? { ...state, index: clamp(state.index + 1), position: 0 } : state;
      case 'previous':
        return { ...state, index: clamp(state.index - 1), position: 0 };
      case 'position':
        return { ...state, position: Math.max(0, action.position) };
      case 'reveal': {
        if (state.solved[action.module]?.[action.position]) return state;
        const revealed = [...(state.revealed[action.module] ?? [])];
        revealed[action.position] = true;
        const reveals = [...(state.reveals[action.module] ?? [])];
        reveals[action.position] = {
          ...reveals[action.position],
          answer: action.answer,
          answerSan: action.answerSan,
          explanation: action.explanation,
        };
        return {
          ...state,
          revealed: { ...state.revealed, [action.module]: revealed },
          reveals: { ...state.reveals, [action.module]: reveals },
        };
      }
      case 'puzzle':
        if (state.puzzles[action.id] === 'solved') return state;
        return { ...state, puzzles: { ...state.puzzles, [action.id]: action.state } };
      case 'answer': {
        const quiz = state.quizzes[action.module] ?? { answers: [], submitted: false };
        if (quiz.submitted) return state;
        const answers = [...quiz.answers];
        answers[action.question] = action.option;
        return { ...state, quizzes: { ...state.quizzes, [action.module]: { ...quiz, answers } } };
      }
      case 'submitQuiz': {
        const quiz = state.quizzes[action.module];
        const questions = questionCount(modules[action.module]);
        if (!quiz || quiz.submitted || !allAnswered(quiz, questions)) return state;
        return {
          ...state,
          quizzes: { ...state.quizzes, [action.module]: { ...quiz, submitted: true, result: action.result } },
        };
      }
      case 'try': {
        const moduleTries = [...(state.tries[action.module] ?? [])];
        moduleTries[action.position] = [...(moduleTries[action.position] ?? []), action.move];
        const solved = [...(state.solved[action.module] ?? [])];
        if (action.correct) solved[action.position] = true;
        const reveals = [...(state.reveals[action.module] ?? [])];
        const before = reveals[action.position] ?? {};
        reveals[action.position] = action.correct
          ? { ...before, explanation: action.explanation }
          : { ...before, hintSquares: action.hintSquares ?? before.hintSquares };
        return {
          ...state,
          tries: { ...state.tries, [action.module]: moduleTries },
          solved: { ...state.solved, [action.module]: solved },
          reveals: { ...state.reveals, [action.module]: reveals },
        };
      }
    }
  };
}

function questionCount(module: LessonModule | undefined): number {
  const known = knownModule(module);
  return known?.type === 'quiz' ? known.questions.length : 0;
}

export function allAnswered(quiz: QuizState | undefined, questions: number): boolean {
  if (!quiz) return questions === 0;
  return Array.from({ length: questions }, (_, i) => quiz.answers[i]).every((a) => a !== null && a !== undefined);
}

export function isQuiz(module: LessonModule | undefined): boolean {
  return knownModule(module)?.type === 'quiz';
}

/** Next (and Complete Lesson) wait on a quiz until it is submitted. */
export function canGoNext(state: PlayerState, modules: readonly LessonModule[]): boolean {
  const module = modules[state.index];
  if (!isQuiz(module) || questionCount(module) === 0) return true;
  return state.quizzes[state.index]?.submitted === true;
}

/** The first quiz not yet submitted, if any: the lesson cannot be completed before it. */
export function unsubmittedQuiz(state: PlayerState, modules: readonly LessonModule[]): number | undefined {
  const i = modules.findIndex((m, k) => isQuiz(m) && questionCount(m) > 0 && state.quizzes[k]?.submitted !== true);
  return i < 0 ? undefined : i;
}

export type DotState = 'current' | 'passed' | 'upcoming';

/** Current blue, passed green, the rest grey. */
export function dotState(state: PlayerState, i: number): DotState {
  if (i === state.index) return 'current';
  return i < state.index ? 'passed' : 'upcoming';
}

/** Where a practice module's positions start among the lesson's (the move route's `n`). */
export function firstPosition(modules: readonly LessonModule[], module: number): number {
  let n = 0;
  modules.slice(0, module).forEach((m) => {
    const known = knownModule(m);
    if (known?.type === 'interactive') n += known.positions.length;
  });
  return n;
}

/**
 * The player as the server's record left it: at the learner's place ("Continue"; a completed
 * lesson opens at its start for Review), with the positions solved or revealed, the quizzes
 * submitted and the puzzles done.
 */
export function playerFromRecord(
  lesson: Pick<LessonDetail, 'modules' | 'completed' | 'resume' | 'record'>,
): PlayerState {
  const modules = lesson.modules;
  const state: PlayerState = structuredClone(initialPlayer);
  const place = lesson.completed ? undefined : lesson.resume;
  if (place && place.module >= 0 && place.module < modules.length) {
    state.index = place.module;
    state.position = Math.max(0, place.position);
  }
  const record = lesson.record;
  if (!record) return state;
  modules.forEach((m, k) => {
    const known = knownModule(m);
    if (known?.type === 'interactive') {
      const first = firstPosition(modules, k);
      known.positions.forEach((_, p) => {
        const r = record.positions[first + p];
        if (!r) return;
        if (r.solved && r.move) {
          (state.tries[k] ??= [])[p] = [r.move];
          (state.solved[k] ??= [])[p] = true;
          (state.reveals[k] ??= [])[p] = { explanation: r.explanation };
        } else if (r.revealed) {
          (state.revealed[k] ??= [])[p] = true;
          (state.reveals[k] ??= [])[p] = { explanation: r.explanation, answer: r.move };
        }
      });
    } else if (known?.type === 'quiz') {
      const q = record.quizzes.find((r) => r.module === known.id);
      if (q?.result) state.quizzes[k] = { answers: q.answers, submitted: true, result: q.result };
    }
  });
  record.puzzles.forEach((p) => {
    if (p.state !== 'open') state.puzzles[p.id] = p.state;
  });
  return state;
}
