import { describe, expect, it } from 'vitest';

import type { AnswerResponse, TestQuestion } from '@/lib/test-position';

import {
  ADVANCE_AFTER_CORRECT_MS,
  assessmentReducer,
  autoAdvanceMs,
  canHint,
  canMove,
  fetchingNext,
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

// The assessment's verdict never carries the next position: the page asks for it when it shows it.
const answer = (isCorrect: boolean, completed = false): AnswerResponse => ({
  result: { isCorrect, correctMove: 'Ra8#', explanation: 'The back rank is weak.' },
  status: completed ? 'completed' : 'in_progress',
  next: null,
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
    const s = run(...started, { type: 'send' }, { type: 'answered', response: answer(true) });
    expect(s.correct).toBe(1);
    expect(s.verdict?.isCorrect).toBe(true);
    expect(canMove(s)).toBe(false);
    expect(showsSkip(s)).toBe(false);
    expect(autoAdvanceMs(s)).toBe(ADVANCE_AFTER_CORRECT_MS);
    expect(progressPercent(s)).toBe(8);
    // Moving on asks for the next position; the verdict stays and the board is shut meanwhile.
    const moving = assessmentReducer(s, { type: 'advance' });
    expect(fetchingNext(moving)).toBe(true);
    expect(canMove(moving)).toBe(false);
    expect(autoAdvanceMs(moving)).toBeNull();
    const next = assessmentReducer(moving, { type: 'next-position', question: q(1), at: 5000 });
    expect(questionLabel(next.question!)).toBe('Question 2 of 12');
    expect(next.verdict).toBeNull();
    expect(next.shownAt).toBe(5000);
    expect(next.correct).toBe(1);
  });

  it("times a position by the server's clock: the time left it sends", () => {
    // Reloaded 20 s into a 45 s position: the countdown runs from 25 s, not from 45.
    const s = run({ type: 'resumed', sessionId: 's9', question: { ...q(1), timeLeft: 25 }, correct: 0, at: 100_000 });
    expect(s.shownAt).toBe(80_000);
  });

  it('a wrong answer read for minutes: the next position starts when it arrives', () => {
    const s = run(...started, { type: 'send' }, { type: 'answered', response: answer(false) });
    const moving = assessmentReducer(s, { type: 'advance' });
    const next = assessmentReducer(moving, { type: 'next-position', question: { ...q(1), timeLeft: 45 }, at: 200_000 });
    expect(next.shownAt).toBe(200_000);
  });

  it('a wrong answer keeps the solution on screen until Skip', () => {
    const s = run(...started, { type: 'send' }, { type: 'answered', response: answer(false) });
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
    const answered = assessmentReducer(sending, { type: 'answered', response: answer(true) });
    expect(assessmentReducer(answered, { type: 'send' })).toBe(answered);
    // A late duplicate verdict changes nothing.
    expect(assessmentReducer(answered, { type: 'answered', response: answer(true) })).toBe(answered);
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
      { type: 'answered', response: answer(true) },
      { type: 'advance' },
      { type: 'next-position', question: q(1), at: 9 },
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
    const verdict = assessmentReducer(sent, { type: 'answered', response: answer(false) });
    expect(autoAdvanceMs(verdict)).toBe(0);
  });

  it('ends on the results after the last question', () => {
    const s = run(
      ...started,
      { type: 'send' },
      { type: 'answered', response: answer(true, true) },
      { type: 'advance' },
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
