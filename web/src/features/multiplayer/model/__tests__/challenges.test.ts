import { describe, expect, it } from 'vitest';

import { challengesReducer, initialChallenges } from '../challenges';
import type { ChallengeReceived, ChallengeSent } from '../events';

const tc = { name: '5+0', initial: 300, increment: 0, type: 'blitz' };
const sent: ChallengeSent = {
  challengeId: 'c1',
  to: { username: 'ann', displayName: 'Ann' },
  timeControl: tc,
  expiresInMs: 120_000,
};
const received: ChallengeReceived = {
  challengeId: 'c2',
  from: { id: '7', username: 'bob', displayName: 'Bob', rating: 1500 },
  timeControl: tc,
  expiresInMs: 120_000,
};

describe('direct challenges in the lobby', () => {
  it('moves from the target to the sent challenge', () => {
    let s = challengesReducer(initialChallenges, { type: 'target', username: 'ann' });
    expect(s.target).toBe('ann');
    s = challengesReducer(s, { type: 'sent', challenge: sent });
    expect(s).toMatchObject({ target: null, sent });
  });

  it('says why the sent challenge closed', () => {
    const s = challengesReducer(
      { ...initialChallenges, sent },
      { type: 'closed', closed: { challengeId: 'c1', reason: 'declined' } },
    );
    expect(s.sent).toBeNull();
    expect(s.notice).toBe('Ann declined your challenge.');
    expect(
      challengesReducer(
        { ...initialChallenges, sent },
        { type: 'closed', closed: { challengeId: 'c1', reason: 'expired' } },
      ).notice,
    ).toBe('Ann did not answer in time.');
  });

  it('lists received challenges once and drops them when answered or withdrawn', () => {
    let s = challengesReducer(initialChallenges, { type: 'received', challenge: received });
    s = challengesReducer(s, { type: 'received', challenge: received });
    expect(s.received).toHaveLength(1);
    expect(challengesReducer(s, { type: 'answered', challengeId: 'c2' }).received).toHaveLength(0);
    const withdrawn = challengesReducer(s, { type: 'closed', closed: { challengeId: 'c2', reason: 'cancelled' } });
    expect(withdrawn.received).toHaveLength(0);
    expect(withdrawn.notice).toBe('Bob withdrew the challenge.');
  });

  it('ignores closings it knows nothing of and keeps errors as notices', () => {
    expect(challengesReducer(initialChallenges, { type: 'closed', closed: { challengeId: 'x', reason: 'gone' } })).toBe(
      initialChallenges,
    );
    expect(challengesReducer(initialChallenges, { type: 'failed', message: 'ann is not online' }).notice).toBe(
      'ann is not online',
    );
  });
});
