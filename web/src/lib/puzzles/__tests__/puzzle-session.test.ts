import { describe, expect, it } from 'vitest';

import { initialSession, sessionReducer, type SessionState } from '../puzzle-session';

describe('puzzle session', () => {
  const started = (): SessionState => sessionReducer(initialSession('p'), { type: 'opponentPlayed' });

  it('counts a wrong try and keeps the ply, then solves with the right move', () => {
    let s = sessionReducer(started(), { type: 'try', move: 'h1g1', right: false, total: 2 });
    expect(s.attempts).toBe(1);
    expect(s.ply).toBe(1);
    s = sessionReducer(s, { type: 'try', move: 'f1f8', right: true, total: 2 });
    expect(s.solved).toBe(true);
    expect(s.movesCompleted).toBe(1);
    expect(s.tries).toEqual(['h1g1', 'f1f8']);
  });
  it("follows the server's verdict: a right final move solves", () => {
    const s = sessionReducer(started(), { type: 'try', move: 'd1d8', right: true, total: 2 });
    expect(s.solved).toBe(true);
  });
  it('waits for the reply in longer lines, and reset clears the counters', () => {
    let s = sessionReducer(started(), { type: 'try', move: 'a', right: true, total: 4 });
    expect(s.solved).toBe(false);
    expect(s.ply).toBe(2);
    s = sessionReducer(s, { type: 'reply' });
    expect(s.ply).toBe(3);
    s = sessionReducer(s, { type: 'reset' });
    expect(s.ply).toBe(1);
    expect(s.movesCompleted).toBe(0);
    expect(s.attempts).toBe(0);
  });
  it('show solution marks the puzzle as given up', () => {
    const s = sessionReducer(started(), { type: 'showSolution' });
    expect(s.showSolution).toBe(true);
    expect(s.gaveUp).toBe(true);
  });
});
