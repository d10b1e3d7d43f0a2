import { describe, expect, it } from 'vitest';

import { helpAvailable, helpReducer, hintFor, initialHelp, NO_MOVES_MESSAGE } from '../help-state';
import { HINT_MESSAGE, NOT_ALLOWED_MESSAGE, restrictMove, WRONG_PIECE_MESSAGE } from '../restricted-moves';

describe('restricted moves', () => {
  const allowed = [{ from: 'e2', to: 'e4' }];
  it('plays an allowed move and any legal move when nothing is restricted', () => {
    expect(restrictMove({ from: 'e2', to: 'e4', legal: true }, allowed).kind).toBe('play');
    expect(restrictMove({ from: 'd2', to: 'd4', legal: true }, undefined).kind).toBe('play');
  });
  it('shakes on an illegal move', () => {
    const out = restrictMove({ from: 'e2', to: 'e5', legal: false }, allowed);
    expect(out).toMatchObject({ kind: 'illegal', message: NOT_ALLOWED_MESSAGE, shake: true, vibrate: [100, 50, 100] });
  });
  it("follows the parent's answer for a legal move outside the list", () => {
    const move = { from: 'd2', to: 'd4', legal: true };
    expect(restrictMove(move, allowed, () => 'blocked')).toMatchObject({
      kind: 'blocked',
      message: NOT_ALLOWED_MESSAGE,
    });
    expect(restrictMove(move, allowed, () => 'hint')).toEqual({ kind: 'hint', message: HINT_MESSAGE });
    expect(restrictMove(move, allowed, () => 'wrong-piece')).toEqual({
      kind: 'wrong-piece',
      message: WRONG_PIECE_MESSAGE,
    });
  });
});

describe('help', () => {
  it('counts down 10 s, then allows 5 hints, and resets on a new position', () => {
    let s = initialHelp('fen1');
    expect(helpAvailable(s)).toBe(false);
    for (let i = 0; i < 10; i++) s = helpReducer(s, { type: 'tick' });
    expect(helpAvailable(s)).toBe(true);
    for (let i = 0; i < 7; i++) s = helpReducer(s, { type: 'use' });
    expect(s.hintsUsed).toBe(5);
    expect(helpAvailable(s)).toBe(false);
    expect(helpReducer(s, { type: 'position', fen: 'fen1' })).toBe(s);
    s = helpReducer(s, { type: 'position', fen: 'fen2' });
    expect(s).toEqual({ fen: 'fen2', countdown: 10, hintsUsed: 0 });
  });
  it('escalates the hints', () => {
    const best = { from: 'g1', to: 'f3', san: 'Nf3' };
    expect(hintFor(1, best)).toMatchObject({ highlightFrom: 'g1' });
    expect(hintFor(2, best)).not.toHaveProperty('highlightTo');
    expect(hintFor(3, best)).toMatchObject({ highlightFrom: 'g1', highlightTo: 'f3' });
    expect(hintFor(5, best).message).toContain('Nf3');
    expect(hintFor(1, null)).toEqual({ message: NO_MOVES_MESSAGE });
  });
});
