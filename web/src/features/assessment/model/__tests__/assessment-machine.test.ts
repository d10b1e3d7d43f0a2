import { describe, expect, it } from 'vitest';

import type { AnswerResponse, TestQuestion } from '@/lib/test-position';

import {
  ADVANCE_AFTER_CORRECT_MS,
  assessmentReducer,
  autoAdvanceMs,
  canHint,
  canMove,
  initialAssessment,
  progressPercent,
  questionLabel,
  showsSkip,
  skipAction,
  type AssessmentAction,
  type AssessmentState,
} from '../assessment-machine';

const q = (progress: number): TestQuestion => ({
  fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  timeLimit: 45,
  progress,
  totalPositions: 12,
  theme: 'backRankMate',
  difficulty: 2,
  description: 'White to play and mate',
  sideToMove: 'white',
});

const answer = (isCorrect: boolean, next: TestQuestion | null): AnswerResponse => ({
  result: { isCorrect, correctMove: 'Ra8#', explanation: 'The back rank is weak.' },
  status: next ? 'in_progress' : 'completed',
  next,
});

function run(...actions: AssessmentAction[]): AssessmentState {
  return actions.reduce(assessmentReducer, initialAssessment);
}

const started: AssessmentAction[] = [{ type: 'start' }, { type: 'started', sessionId: 's1', question: q(0), at: 1000 }];

describe('the assessment machine', () => {
  it('goes from the intro through starting to the first question', () => {
    const s = run(...started);
    expect(s.phase).toBe('question');
    expect(s.sessionId).toBe('s1');
    expect(questionLabel(s.question!)).toBe('Question 1 of 12');
    expect(s.shownAt).toBe(1000);
    expect(canMove(s)).toBe(true);
    expect(progressPercent(s)).toBe(0);
  });

  it('a failed start returns to the intro with the message', () => {
    const s = run({ type: 'start' }, { type: 'failed', message: 'The assessment can be taken once every few months' });
    expect(s.phase).toBe('intro');
    expect(s.error).toBe('The assessment can be taken once every few months');
  });

  it('a right answer counts, shows the banner and moves on after 2 s', () => {
    const s = run(...started, { type: 'send' }, { type: 'answered', response: answer(true, q(1)) });
    expect(s.correct).toBe(1);
    expect(s.verdict?.isCorrect).toBe(true);
    expect(canMove(s)).toBe(false);
    expect(showsSkip(s)).toBe(false);
    expect(autoAdvanceMs(s)).toBe(ADVANCE_AFTER_CORRECT_MS);
    expect(progressPercent(s)).toBe(8);
    const next = assessmentReducer(s, { type: 'advance', at: 5000 });
    expect(questionLabel(next.question!)).toBe('Question 2 of 12');
    expect(next.verdict).toBeNull();
    expect(next.shownAt).toBe(5000);
    expect(next.correct).toBe(1);
  });

  it('a wrong answer keeps the solution on screen until Skip', () => {
    const s = run(...started, { type: 'send' }, { type: 'answered', response: answer(false, q(1)) });
    expect(s.correct).toBe(0);
    expect(s.verdict?.correctMove).toBe('Ra8#');
    expect(autoAdvanceMs(s)).toBeNull();
    expect(showsSkip(s)).toBe(true);
    expect(skipAction(s)).toBe('advance');
  });

  it('takes no move while an answer is on its way, and no second answer', () => {
    const sending = run(...started, { type: 'send' });
    expect(canMove(sending)).toBe(false);
    expect(assessmentReducer(sending, { type: 'send' })).toBe(sending);
    const answered = assessmentReducer(sending, { type: 'answered', response: answer(true, q(1)) });
    expect(assessmentReducer(answered, { type: 'send' })).toBe(answered);
    // A late duplicate verdict changes nothing.
    expect(assessmentReducer(answered, { type: 'answered', response: answer(true, q(1)) })).toBe(answered);
  });

  it('gives one hint per question', () => {
    const s = run(...started, { type: 'hint', square: 'a1' });
    expect(s.hintSquare).toBe('a1');
    expect(canHint(s)).toBe(false);
    expect(assessmentReducer(s, { type: 'hint', square: 'g1' }).hintSquare).toBe('a1');
    const next = run(
      ...started,
      { type: 'hint', square: 'a1' },
      { type: 'send' },
      { type: 'answered', response: answer(true, q(1)) },
      { type: 'advance', at: 9 },
    );
    expect(canHint(next)).toBe(true);
    expect(next.hintSquare).toBeNull();
  });

  it('shows Skip at zero, which sends the timeout and leaves when the verdict comes', () => {
    const before = run(...started);
    expect(showsSkip(before)).toBe(false);
    const zero = assessmentReducer(before, { type: 'time-up' });
    expect(showsSkip(zero)).toBe(true);
    expect(skipAction(zero)).toBe('timeout');
    // The board still takes a move at zero: the server decides whether it was in time.
    expect(canMove(zero)).toBe(true);
    const sent = assessmentReducer(zero, { type: 'send', leave: true });
    expect(showsSkip(sent)).toBe(false);
    const verdict = assessmentReducer(sent, { type: 'answered', response: answer(false, q(1)) });
    expect(autoAdvanceMs(verdict)).toBe(0);
  });

  it('ends on the results after the last question', () => {
    const s = run(
      ...started,
      { type: 'send' },
      { type: 'answered', response: answer(true, null) },
      { type: 'advance', at: 1 },
    );
    expect(s.phase).toBe('results');
    expect(s.sessionId).toBe('s1');
    expect(s.correct).toBe(1);
  });

  it('a failed answer stays on the position and lets the player try again', () => {
    const s = run(
      ...started,
      { type: 'send' },
      { type: 'failed', message: 'Network error. Please check your connection.' },
    );
    expect(s.phase).toBe('question');
    expect(s.error).toBe('Network error. Please check your connection.');
    expect(canMove(s)).toBe(true);
  });

  it('resumes a saved session with its count', () => {
    const s = run({ type: 'resumed', sessionId: 's9', question: q(5), correct: 3, at: 7 });
    expect(questionLabel(s.question!)).toBe('Question 6 of 12');
    expect(s.correct).toBe(3);
    expect(progressPercent(s)).toBe(42);
  });
});
