// The strength assessment screen as a state machine (docs/assessment.md, "The pages"; issue 18): intro,
// then one position at a time (answer, verdict, move on), then the results. The component feeds
// it what happened (the server's answers, the clock, clicks); the rules of what may happen when
// live here, tested without a DOM.

import { clockStartOf } from '@/lib/countdown';
import type { AnswerResponse, MoveVerdict, TestQuestion } from '@/lib/test-position';

/** After a correct answer the success banner shows this long, then the next position. */
export const ADVANCE_AFTER_CORRECT_MS = 2_000;

export interface AssessmentState {
  phase: 'intro' | 'starting' | 'question' | 'results';
  sessionId: string | null;
  question: TestQuestion | null;
  /**
   * When the current position's clock started (ms, the page's clock), from the server's time left:
   * the server starts it when it serves the position to be shown (issue 30).
   */
  shownAt: number;
  /** Right answers so far. */
  correct: number;
  hintSquare: string | null;
  /** The answer, or the next position, is on its way: the board takes no move. */
  submitting: boolean;
  /** The server's verdict on the current position, shown until the player moves on. */
  verdict: MoveVerdict | null;
  /**
   * Where the test goes after this verdict: the results, or the next position, which the page asks
   * the server for when the player moves on (its clock starts then, not while the verdict is read).
   */
  following: { completed: boolean } | null;
  /** The (enabled) timer reached zero. */
  timedOut: boolean;
  /** Move on as soon as the verdict arrives (a Skip sends the answer and leaves). */
  leaveOnVerdict: boolean;
  error: string | null;
}

export type AssessmentAction =
  | { type: 'start' }
  | { type: 'started'; sessionId: string; question: TestQuestion; at: number }
  | { type: 'resumed'; sessionId: string; question: TestQuestion; correct: number; at: number }
  | { type: 'failed'; message: string }
  | { type: 'hint'; square: string }
  | { type: 'send'; leave?: boolean }
  | { type: 'answered'; response: AnswerResponse }
  | { type: 'time-up' }
  | { type: 'advance' }
  | { type: 'next-position'; question: TestQuestion; at: number }
  | { type: 'show-results'; sessionId: string }
  | { type: 'to-intro' };

export const initialAssessment: AssessmentState = {
  phase: 'intro',
  sessionId: null,
  question: null,
  shownAt: 0,
  correct: 0,
  hintSquare: null,
  submitting: false,
  verdict: null,
  following: null,
  timedOut: false,
  leaveOnVerdict: false,
  error: null,
};

function onPosition(state: AssessmentState, question: TestQuestion, at: number): AssessmentState {
  return {
    ...state,
    phase: 'question',
    question,
    shownAt: clockStartOf(at, question.timeLimit, question.timeLeft),
    hintSquare: null,
    submitting: false,
    verdict: null,
    following: null,
    timedOut: false,
    leaveOnVerdict: false,
    error: null,
  };
}

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' ? { ...initialAssessment, phase: 'starting' } : state;
    case 'started':
      if (state.phase !== 'starting') return state;
      return onPosition({ ...state, sessionId: action.sessionId, correct: 0 }, action.question, action.at);
    case 'resumed':
      return onPosition(
        { ...initialAssessment, sessionId: action.sessionId, correct: action.correct },
        action.question,
        action.at,
      );
    case 'failed':
      // A failed start goes back to the intro; a failed answer or hint stays on the position.
      return state.phase === 'starting'
        ? { ...initialAssessment, error: action.message }
        : { ...state, submitting: false, leaveOnVerdict: false, error: action.message };
    case 'hint':
      return canAsk(state) && state.hintSquare === null ? { ...state, hintSquare: action.square, error: null } : state;
    case 'send':
      return state.phase === 'question' && !state.submitting && state.verdict === null
        ? { ...state, submitting: true, leaveOnVerdict: action.leave ?? false, error: null }
        : state;
    case 'answered': {
      if (!state.submitting || state.verdict !== null) return state;
      const answered: AssessmentState = {
        ...state,
        submitting: false,
        verdict: action.response.result,
        correct: state.correct + (action.response.result.isCorrect ? 1 : 0),
        following: { completed: action.response.status === 'completed' },
      };
      return answered;
    }
    case 'time-up':
      return state.phase === 'question' && state.verdict === null ? { ...state, timedOut: true } : state;
    case 'advance': {
      // To the results, or (the page fetching the next position) the verdict stays, the board shut.
      const f = state.following;
      if (state.phase !== 'question' || !f || state.submitting) return state;
      if (f.completed) return { ...state, phase: 'results', submitting: false };
      return { ...state, submitting: true, leaveOnVerdict: false };
    }
    case 'next-position':
      if (state.phase !== 'question' || !state.following || state.following.completed) return state;
      return onPosition(state, action.question, action.at);
    case 'show-results':
      return { ...initialAssessment, phase: 'results', sessionId: action.sessionId };
    case 'to-intro':
      return initialAssessment;
  }
}

/** The board takes a move: a position is shown, no answer is on its way and none was given. */
export function canMove(state: AssessmentState): boolean {
  return state.phase === 'question' && !state.submitting && state.verdict === null;
}

function canAsk(state: AssessmentState): boolean {
  return canMove(state);
}

/** The hint button works once per position. */
export function canHint(state: AssessmentState): boolean {
  return canMove(state) && state.hintSquare === null;
}

/** Skip shows after a wrong answer or when the timer reached zero. */
/** The page is fetching the next position (the player moved on from a verdict). */
export function fetchingNext(state: AssessmentState): boolean {
  return state.phase === 'question' && state.submitting && state.verdict !== null;
}

export function showsSkip(state: AssessmentState): boolean {
  if (state.phase !== 'question' || state.submitting) return false;
  if (state.verdict) return !state.verdict.isCorrect;
  return state.timedOut;
}

/**
 * What Skip does: after a verdict it only moves on ('advance'); at zero it first sends the
 * answer as a timeout ('timeout'), and the test leaves the position when the verdict arrives.
 */
export function skipAction(state: AssessmentState): 'advance' | 'timeout' | null {
  if (!showsSkip(state)) return null;
  return state.verdict ? 'advance' : 'timeout';
}

/** The verdict asks the page to move on by itself: 2 s after a right answer, at once after a Skip. */
export function autoAdvanceMs(state: AssessmentState): number | null {
  if (state.phase !== 'question' || !state.verdict || state.submitting) return null;
  if (state.leaveOnVerdict) return 0;
  return state.verdict.isCorrect ? ADVANCE_AFTER_CORRECT_MS : null;
}

/** "Question 3 of 12" and the progress bar's percent (of positions answered). */
export function questionLabel(q: TestQuestion): string {
  return `Question ${q.progress + 1} of ${q.totalPositions}`;
}

export function progressPercent(state: AssessmentState): number {
  const q = state.question;
  if (!q) return 0;
  const done = q.progress + (state.verdict ? 1 : 0);
  return Math.round((done / q.totalPositions) * 100);
}
