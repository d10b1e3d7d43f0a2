import { describe, expect, it } from 'vitest';

import { deckBannerText, deckDueText, reviewLink } from '../deck';

describe('the personal deck words', () => {
  it('says how many mistakes are due, as the issue writes it', () => {
    expect(deckBannerText(7)).toBe('Your mistakes: 7 due');
    expect(deckBannerText(0)).toBe('Your mistakes: 0 due');
  });

  it('says when a graded card comes back, in whole days', () => {
    expect(deckDueText(1)).toBe('This card comes back tomorrow.');
    expect(deckDueText(6)).toBe('This card comes back in 6 days.');
  });

  it('links a card to the review of its game', () => {
    expect(reviewLink({ source: { reviewId: 'ab c', ply: 3 } })).toBe('/review?id=ab%20c');
  });
});
