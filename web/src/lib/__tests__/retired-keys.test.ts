import { describe, expect, it } from 'vitest';

import { removeRetiredKeys } from '@/lib/storage';

describe('what the browser used to keep of a visitor', () => {
  it('is removed at start; the preferences stay', () => {
    for (const key of [
      'chess-academy-progress-ledger',
      'chess-academy-lesson-progress',
      'chess-academy-puzzle-progress',
      'chess-academy-practice-stars',
      'chessPlayerStats',
      'chess-academy-theme',
    ])
      localStorage.setItem(key, '{}');
    removeRetiredKeys();
    expect(Object.keys(localStorage)).toEqual(['chess-academy-theme']);
    localStorage.clear();
  });
});
