// The calibration test page as a state machine (docs/assessment.md, "The pages"): loading, in
// progress, completed, or not started after an error. A countdown runs on each position and
// sends 'timeout' at zero; Skip Position sends 'skip'; after an answer a result popup shows for
// 3 s, then the next position or the final result. Moves while an answer is on its way or the
// popup shows are ignored.

import { clockStartOf } from '@/lib/countdown';
import type { AnswerResponse, MoveVerdict, TestQuestion } from '@/lib/test-position';

import type { CalibrationResult } from '../api/schemas';

export const RESULT_POPUP_MS = 3_000;

// The error texts (docs/assessment.md, "The pages").
export const MSG_START_FAILED = 'Failed to start calibration';
export const MSG_SUBMIT_FAILED = 'Failed to submit move';
export const MSG_RESULT_FAILED = 'Failed to fetch results';
export const MSG_INIT_FAILED = 'Failed to initialize calibration';

export type CalibrationStep = 'start' | 'submit' | 'result';

export function errorTextFor(step: CalibrationStep | null): string {
  if (step === 'start') return MSG_START_FAILED;
  if (step === 'submit') return MSG_SUBMIT_FAILED;
  if (step === 'result') return MSG_RESULT_FAILED;
  return MSG_INIT_FAILED;
}

export type CalibrationState =
  | { status: 'loading' }
  | {
      status: 'in_progress';
      question: TestQuestion;
      /** When the position's clock started (ms, this page's clock, from the server's time left). */
      shownAt: number;
      processing: boolean;
      popup: { verdict: MoveVerdict; next: TestQuestion | null; completed: boolean } | null;
    }
  | { status: 'completed'; result: CalibrationResult | null }
  | { status: 'not_started'; error: string; detail: string | null };

export type CalibrationAction =
  | { type: 'load' }
  | { type: 'position'; question: TestQuestion; at: number }
  | { type: 'send' }
  | { type: 'answered'; response: AnswerResponse }
  | { type: 'popup-done'; at: number }
  | { type: 'result'; result: CalibrationResult }
  | { type: 'failed'; step: CalibrationStep | null; detail?: string | null };

export const initialCalibration: CalibrationState = { status: 'loading' };

export function calibrationReducer(state: CalibrationState, action: CalibrationAction): CalibrationState {
  switch (action.type) {
    case 'load':
      return { status: 'loading' };
    case 'position':
      return {
        status: 'in_progress',
        question: action.question,
        shownAt: clockStartOf(action.at, action.question.timeLimit, action.question.timeLeft),
        processing: false,
        popup: null,
      };
    case 'send':
      return acceptsMove(state) ? { ...state, processing: true } : state;
    case 'answered': {
      if (state.status !== 'in_progress' || !state.processing) return state;
      const { result, next, status } = action.response;
      return {
        ...state,
        processing: false,
        popup: { verdict: result, next, completed: status === 'completed' || next === null },
      };
    }
    case 'popup-done': {
      if (state.status !== 'in_progress' || !state.popup) return state;
      const { next, completed } = state.popup;
      if (completed || !next) return { status: 'completed', result: null };
      // The server starts the next position's clock when the popup ends, as the page shows it.
      return {
        status: 'in_progress',
        question: next,
        shownAt: clockStartOf(action.at, next.timeLimit, next.timeLeft),
        processing: false,
        popup: null,
      };
    }
    case 'result':
      return state.status === 'completed' ? { status: 'completed', result: action.result } : state;
    case 'failed':
      return { status: 'not_started', error: errorTextFor(action.step), detail: action.detail ?? null };
  }
}

/** A move (or a skip, or the timeout) may be sent: a position shows, nothing is on its way, no popup. */
export function acceptsMove(state: CalibrationState): state is Extract<CalibrationState, { status: 'in_progress' }> {
  return state.status === 'in_progress' && !state.processing && state.popup === null;
}

/** "Position 3 of 12". */
export function positionLabel(q: TestQuestion): string {
  return `Position ${q.progress + 1} of ${q.totalPositions}`;
}
