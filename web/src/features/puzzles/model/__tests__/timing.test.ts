import { describe, expect, it } from 'vitest';

import { attemptBody } from '../../api/post-puzzle-attempt';
import { hintFor, hintFromServer } from '../feedback';

describe('the attempt body', () => {
  it('sends only the moves for an account: the server times it and counts its hints', () => {
    expect(attemptBody(['g2a8', 'a8b8'], null)).toEqual({ moves: ['g2a8', 'a8b8'] });
  });
  it("adds a visitor's own figures, for the result its browser keeps", () => {
    const rating = { rating: 1500, ratingDeviation: 350, volatility: 0.06 };
    expect(attemptBody(['f1f8'], { timeMs: 4200, hintsUsed: 1, rating })).toEqual({
      moves: ['f1f8'],
      timeMs: 4200,
      hintsUsed: 1,
      rating,
    });
  });
});

describe('a hint the server counted', () => {
  it('shows the same words and squares as the browser would, from what the server revealed', () => {
    expect(hintFromServer({ hint: 1, from: 'g2', to: null, san: null })).toEqual(hintFor(1, 'g2a8', 'Qa8+'));
    expect(hintFromServer({ hint: 2, from: 'g2', to: null, san: null })?.squares).toEqual(['g2']);
    expect(hintFromServer({ hint: 3, from: 'g2', to: 'a8', san: null })).toEqual(hintFor(3, 'g2a8', 'Qa8+'));
    const last = hintFromServer({ hint: 5, from: 'g2', to: 'a8', san: 'Qa8+' });
    expect(last).toEqual(hintFor(5, 'g2a8', 'Qa8+'));
    expect(last?.message).toContain('Qa8+');
  });
  it('has nothing past the fifth', () => {
    expect(hintFromServer({ hint: 6, from: 'g2', to: 'a8', san: 'Qa8+' })).toBeNull();
  });
});
