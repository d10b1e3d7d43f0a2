import { describe, expect, it } from 'vitest';

import { trimToasts } from '../progress-toasts';

const toast = (id: string) => ({ id, title: id, body: '' });

describe('trimToasts', () => {
  it('lets the XP and streak toasts give way to an achievement when there are too many', () => {
    const shown = trimToasts([
      toast('seen|level-1'),
      toast('seen|first_puzzle'),
      toast('seen|speed_demon'),
      toast('xp|1|265'),
      toast('streak|1|265'),
    ]);
    expect(shown.map((t) => t.id)).toEqual(['seen|level-1', 'seen|first_puzzle', 'seen|speed_demon']);
  });

  it('keeps the newest toasts when none is an XP or streak toast', () => {
    const shown = trimToasts([toast('a|1'), toast('a|2'), toast('a|3'), toast('a|4')]);
    expect(shown.map((t) => t.id)).toEqual(['a|2', 'a|3', 'a|4']);
  });

  it('keeps an XP toast when there is room', () => {
    expect(trimToasts([toast('seen|first_puzzle'), toast('xp|1|165')])).toHaveLength(2);
  });
});
