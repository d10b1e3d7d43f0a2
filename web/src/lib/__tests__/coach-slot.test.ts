import { describe, expect, it } from 'vitest';

import { withoutVerdict } from '../coach-slot';

describe('withoutVerdict', () => {
  it("leaves out the coach's opening verdict, which a page showing its own would repeat (defect 13)", () => {
    expect(withoutVerdict('Not quite right. Try again! You left the queen on b8 to be taken.')).toBe(
      'You left the queen on b8 to be taken.',
    );
    expect(withoutVerdict('Hang in there! Learning takes practice. It misses a mate.')).toBe('It misses a mate.');
    expect(withoutVerdict('Keep trying! Every attempt makes you stronger. It drops a rook.')).toBe('It drops a rook.');
    expect(withoutVerdict('Correct! Well done! The knight forks king and queen.')).toBe(
      'The knight forks king and queen.',
    );
  });

  it('keeps a message that opens with no verdict', () => {
    expect(withoutVerdict('Look at the piece on g2.')).toBe('Look at the piece on g2.');
  });
});
