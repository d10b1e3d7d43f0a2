import { describe, expect, it } from 'vitest';

import { attemptReducer, initialAttempt, lastBotMove, nextPositionId } from '../attempt';
import { goalText, starText } from '../goal';

const KQK = '8/8/8/4k3/8/8/8/KQ6 w - - 0 1';
const AFTER_QB5 = '8/8/8/1Q2k3/8/8/8/K7 b - - 1 1';
const attempt = { attemptId: 'a1', fen: KQK, goalText: 'Checkmate the opponent', playerColor: 'white' as const };

describe('practice attempt', () => {
  it("shows the player's move at once, then the bot's reply and the judge's verdict", () => {
    let s = attemptReducer(initialAttempt(KQK), { type: 'started', attempt });
    expect(s).toMatchObject({ status: 'playing', attemptId: 'a1', goalText: 'Checkmate the opponent' });
    s = attemptReducer(s, { type: 'played', uci: 'b1b5', san: 'Qb5', fenAfter: AFTER_QB5 });
    expect(s).toMatchObject({ status: 'thinking', fen: AFTER_QB5, lastMove: ['b1', 'b5'] });
    s = attemptReducer(s, {
      type: 'answered',
      result: {
        status: 'playing',
        fen: '8/8/5k2/1Q6/8/8/8/K7 w - - 2 2',
        userMove: { uci: 'b1b5', san: 'Qb5+' },
        botMove: { uci: 'e5f6', san: 'Kf6', explanation: 'The king runs to the centre.' },
        goalReachable: true,
        movesUsed: 1,
      },
    });
    expect(s).toMatchObject({ status: 'playing', lastMove: ['e5', 'f6'], goalReachable: true, movesUsed: 1 });
    expect(s.moves.map((m) => m.san)).toEqual(['Qb5+', 'Kf6']);
    expect(lastBotMove(s)?.explanation).toBe('The king runs to the centre.');
  });

  it('keeps the moves when the attempt is opened again for a new learner', () => {
    let s = attemptReducer(initialAttempt(KQK), { type: 'started', attempt });
    s = attemptReducer(s, { type: 'played', uci: 'b1b5', san: 'Qb5+', fenAfter: AFTER_QB5 });
    s = attemptReducer(s, { type: 'reopened', attemptId: 'a2' });
    expect(s).toMatchObject({ attemptId: 'a2', status: 'thinking', fen: AFTER_QB5 });
    expect(s.moves.map((m) => m.san)).toEqual(['Qb5+']);
  });

  it("takes a refused move back with the server's text", () => {
    let s = attemptReducer(initialAttempt(KQK), { type: 'started', attempt });
    s = attemptReducer(s, { type: 'played', uci: 'b1b5', san: 'Qb5', fenAfter: AFTER_QB5 });
    s = attemptReducer(s, { type: 'refused', message: 'That move is not legal' });
    expect(s).toMatchObject({ status: 'playing', fen: KQK, moves: [], notice: 'That move is not legal' });
  });

  it("ends won with stars, or failed with the engine's reason and no stars", () => {
    const base = attemptReducer(attemptReducer(initialAttempt(KQK), { type: 'started', attempt }), {
      type: 'played',
      uci: 'b1b5',
      san: 'Qb5',
      fenAfter: AFTER_QB5,
    });
    const result = { fen: AFTER_QB5, userMove: { uci: 'b1b5', san: 'Qb5' }, botMove: null, movesUsed: 9 };
    const won = attemptReducer(base, {
      type: 'answered',
      result: { ...result, status: 'won', goalReachable: true, reason: 'Checkmate.', stars: 3 },
    });
    expect(won).toMatchObject({ status: 'won', stars: 3, reason: 'Checkmate.' });
    const failed = attemptReducer(base, {
      type: 'answered',
      result: { ...result, status: 'failed', goalReachable: false, reason: 'Stalemate: the game is drawn.', stars: 3 },
    });
    expect(failed).toMatchObject({
      status: 'failed',
      stars: 0,
      goalReachable: false,
      reason: 'Stalemate: the game is drawn.',
    });
    // Nothing more is played once it is over.
    expect(attemptReducer(failed, { type: 'played', uci: 'a1a2', san: 'Ka2', fenAfter: KQK })).toBe(failed);
  });

  it('finds the next position across sections', () => {
    const sections = [{ positions: [{ id: 'a' }, { id: 'b' }] }, { positions: [{ id: 'c' }] }];
    expect(nextPositionId(sections, 'a')).toBe('b');
    expect(nextPositionId(sections, 'b')).toBe('c');
    expect(nextPositionId(sections, 'c')).toBeNull();
    expect(nextPositionId(sections, 'zz')).toBeNull();
  });
});

describe('goals and stars', () => {
  it('names each goal', () => {
    expect(goalText({ kind: 'mateIn', moves: 2 })).toBe('Mate in 2');
    expect(goalText({ kind: 'drawIn', moves: 20 })).toBe('Hold the draw for 20 moves');
    expect(goalText({ kind: 'gainMaterial', material: 3 })).toBe('Win material (3 points or more)');
    expect(goalText({ kind: 'promote' })).toBe('Promote a pawn');
    expect(starText(2)).toEqual({ filled: 2, label: '2 of 3 stars' });
    expect(starText(7)).toEqual({ filled: 3, label: '3 of 3 stars' });
  });
});
