import { describe, expect, it } from 'vitest';

import { followButtonText, ratingText } from '../public-profile';

describe('the public profile', () => {
  it('offers the opposite of the current follow', () => {
    expect(followButtonText(false)).toBe('Follow');
    expect(followButtonText(true)).toBe('Unfollow');
  });
  it('shows real ratings only, provisional ones marked', () => {
    expect(ratingText(null)).toBe('\u2014');
    expect(ratingText({ rating: 1834.4, provisional: false })).toBe('1834');
    expect(ratingText({ rating: 1500, provisional: true })).toBe('1500?');
  });
});
