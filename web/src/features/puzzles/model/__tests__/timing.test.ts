import { describe, expect, it } from 'vitest';

import { hintFor, hintFromServer } from '../feedback';

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
