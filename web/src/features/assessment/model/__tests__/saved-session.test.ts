import { beforeEach, describe, expect, it } from 'vitest';

import { canRetake, retakeText } from '../retake';
import { SAVED_SESSION_KEY, clearSession, loadSession, saveSession, type SavedSession } from '../saved-session';

const question = {
  fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
  timeLimit: 45,
  progress: 2,
  totalPositions: 12,
  theme: 'fork',
  difficulty: 1,
  description: 'x',
};

const saved: SavedSession = { sessionId: 'abc', question, correct: 1 };

describe('the saved session', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage', () => {
    saveSession(saved);
    expect(loadSession()).toEqual(saved);
    clearSession();
    expect(loadSession()).toBeNull();
  });

  it('drops what it cannot read, and an older copy of a finished test', () => {
    localStorage.setItem(SAVED_SESSION_KEY, '{"sessionId": 5}');
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem(SAVED_SESSION_KEY)).toBeNull();
    localStorage.setItem(SAVED_SESSION_KEY, 'not json');
    expect(loadSession()).toBeNull();
    localStorage.setItem(
      SAVED_SESSION_KEY,
      JSON.stringify({
        sessionId: 'old',
        asVisitor: true,
        question: null,
        correct: 7,
        completed: true,
        claimed: false,
      }),
    );
    expect(loadSession()).toBeNull();
  });
});

describe('the retake date', () => {
  const now = Date.UTC(2026, 0, 10);
  it('is open without a date or once the date has come', () => {
    expect(canRetake(null, now)).toBe(true);
    expect(canRetake(undefined, now)).toBe(true);
    expect(canRetake(now, now)).toBe(true);
    expect(canRetake(now + 1, now)).toBe(false);
  });

  it('names the day it opens', () => {
    expect(retakeText(Date.UTC(2026, 3, 10, 12), now, 'en-GB')).toBe('You can take it again on 10 April 2026.');
    expect(retakeText(null, now)).toBeNull();
  });
});
