import { describe, expect, it } from 'vitest';

import type { Review, ReviewMistake } from '@/lib/reviews';

import { reviewLink, tipsFromReview } from '../review-tips';

function mistake(ply: number, cls: ReviewMistake['class'], explanation: string): ReviewMistake {
  return {
    ply,
    color: ply % 2 === 1 ? 'white' : 'black',
    class: cls,
    fen: 'fen',
    san: `m${ply}`,
    bestSan: 'd4',
    motif: null,
    explanation,
  };
}

function review(mistakes: ReviewMistake[]): Review {
  return {
    id: 'r',
    status: 'done',
    source: 'computer',
    gameId: '3',
    initialFen: null,
    white: 'You',
    black: 'Computer',
    result: '0-1',
    playerColor: 'white',
    depth: 12,
    progress: { analysed: 9, total: 9 },
    mistakes,
    accuracy: { white: 91.2, black: 80 },
  };
}

describe('summary tips from the review', () => {
  it('names the player’s own worst moves first, in the review’s words', () => {
    const r = review([
      mistake(1, 'inaccuracy', 'A bit slow.'),
      mistake(2, 'blunder', 'Not mine.'),
      mistake(3, 'blunder', 'You left the rook on a8 to a knight fork: Nc7+.'),
      mistake(5, 'mistake', 'Nf3 loses to the pin on the d-file: Bb5.'),
      mistake(7, 'inaccuracy', 'Later.'),
    ]);
    expect(tipsFromReview(r, 'white')).toEqual([
      'Move 2. m3: You left the rook on a8 to a knight fork: Nc7+.',
      'Move 3. m5: Nf3 loses to the pin on the d-file: Bb5.',
      'Move 1. m1: A bit slow.',
    ]);
    expect(tipsFromReview(r, 'black')).toEqual(['Move 1... m2: Not mine.']);
  });

  it('says so when the engine found nothing', () => {
    expect(tipsFromReview(review([]), 'white')).toEqual([
      'No mistakes found by the engine: 91.2% accuracy. Well played!',
    ]);
  });

  it('links to the stored game, else to the pasted review', () => {
    expect(reviewLink(12, 'abc')).toBe('/review/12');
    expect(reviewLink(null, 'abc')).toBe('/review?id=abc');
    expect(reviewLink(null, null)).toBeNull();
  });
});
