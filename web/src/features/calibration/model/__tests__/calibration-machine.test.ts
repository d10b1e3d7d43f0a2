import { describe, expect, it } from 'vitest';

import type { AnswerResponse, TestQuestion } from '@/lib/test-position';

import {
  MSG_INIT_FAILED,
  MSG_RESULT_FAILED,
  MSG_START_FAILED,
  MSG_SUBMIT_FAILED,
  acceptsMove,
  calibrationReducer,
  initialCalibration,
  positionLabel,
  type CalibrationAction,
  type CalibrationState,
} from '../calibration-machine';

const q = (progress: number): TestQuestion => ({
  fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3',
  timeLimit: 45,
  progress,
  totalPositions: 12,
  theme: 'mate',
  difficulty: 1,
  description: 'White to play and mate',
});
const answer = (isCorrect: boolean, next: TestQuestion | null): AnswerResponse => ({
  result: { isCorrect, correctMove: 'Qxf7#', explanation: 'f7 is defended only by the king.' },
  status: next ? 'in_progress' : 'completed',
  next,
});
const run = (...a: CalibrationAction[]): CalibrationState => a.reduce(calibrationReducer, initialCalibration);

describe('the calibration machine', () => {
  it('starts loading, then shows the position', () => {
    expect(initialCalibration.status).toBe('loading');
    const s = run({ type: 'position', question: q(0), at: 100 });
    expect(s.status).toBe('in_progress');
    expect(acceptsMove(s)).toBe(true);
    expect(positionLabel(q(0))).toBe('Position 1 of 12');
  });

  it('ignores moves while an answer is on its way and while the popup shows', () => {
    const sending = run({ type: 'position', question: q(0), at: 100 }, { type: 'send' });
    expect(acceptsMove(sending)).toBe(false);
    expect(calibrationReducer(sending, { type: 'send' })).toBe(sending);
    const popup = calibrationReducer(sending, { type: 'answered', response: answer(false, q(1)) });
    expect(popup.status === 'in_progress' && popup.popup?.verdict.correctMove).toBe('Qxf7#');
    expect(acceptsMove(popup)).toBe(false);
    expect(calibrationReducer(popup, { type: 'send' })).toBe(popup);
  });

  it('after the popup shows the next position with a fresh countdown', () => {
    const s = run(
      { type: 'position', question: q(0), at: 100 },
      { type: 'send' },
      { type: 'answered', response: answer(true, q(1)) },
      { type: 'popup-done', at: 4000 },
    );
    expect(s.status === 'in_progress' && s.question.progress).toBe(1);
    expect(s.status === 'in_progress' && s.shownAt).toBe(4000);
    expect(acceptsMove(s)).toBe(true);
  });

  it("runs the countdown on the server's time left (a reload 20 s in shows 25 s of 45)", () => {
    const s = run({ type: 'position', question: { ...q(1), timeLeft: 25 }, at: 100_000 });
    expect(s.status === 'in_progress' && s.shownAt).toBe(80_000);
  });

  it('completes after the last answer, then holds the final result', () => {
    const done = run(
      { type: 'position', question: q(11), at: 1 },
      { type: 'send' },
      { type: 'answered', response: answer(true, null) },
      { type: 'popup-done', at: 2 },
    );
    expect(done).toEqual({ status: 'completed', result: null });
    const result = {
      tacticsRating: 1500,
      interval: { low: 1380, high: 1620 },
      level: 'Intermediate',
      summary: { level: 'Intermediate', message: 'Solid.', nextSteps: [] },
      weakMotifs: ['pin'],
      strongMotifs: ['fork'],
      correct: 8,
      total: 12,
      completedAt: '2026-01-01T00:00:00Z',
    };
    expect(calibrationReducer(done, { type: 'result', result })).toEqual({ status: 'completed', result });
  });

  it("fails into not_started with the catalogue's text for each step", () => {
    expect(run({ type: 'failed', step: 'start' })).toEqual({
      status: 'not_started',
      error: MSG_START_FAILED,
      detail: null,
    });
    expect(run({ type: 'failed', step: 'submit', detail: 'Conflict' })).toEqual({
      status: 'not_started',
      error: MSG_SUBMIT_FAILED,
      detail: 'Conflict',
    });
    expect(run({ type: 'failed', step: 'result' })).toMatchObject({ error: MSG_RESULT_FAILED });
    expect(run({ type: 'failed', step: null })).toMatchObject({ error: MSG_INIT_FAILED });
    expect(MSG_START_FAILED).toBe('Failed to start calibration');
    expect(MSG_SUBMIT_FAILED).toBe('Failed to submit move');
    expect(MSG_RESULT_FAILED).toBe('Failed to fetch results');
    expect(MSG_INIT_FAILED).toBe('Failed to initialize calibration');
  });

  it('Try Again loads afresh from the error', () => {
    expect(calibrationReducer(run({ type: 'failed', step: 'start' }), { type: 'load' })).toEqual({ status: 'loading' });
  });
});
