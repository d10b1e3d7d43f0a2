import { describe, expect, it } from 'vitest';

import { formatRatingDiff, ratingLabel, speedName } from '@/lib/rating-format';

describe('rating format', () => {
  it('writes rating differences with a sign', () => {
    expect(formatRatingDiff(8)).toBe('+8');
    expect(formatRatingDiff(-8)).toBe('\u22128');
    expect(formatRatingDiff(0)).toBe('\u00b10');
  });

  it('names the speed a rating belongs to', () => {
    expect(ratingLabel('blitz')).toBe('Blitz rating');
    expect(ratingLabel('classical')).toBe('Classical rating');
    expect(ratingLabel(null)).toBe('Rating');
    expect(ratingLabel('__proto__')).toBe('Rating');
    expect(speedName('rapid')).toBe('Rapid');
    expect(speedName('hyperbullet')).toBeNull();
  });
});
