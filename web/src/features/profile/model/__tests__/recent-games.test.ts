import { describe, expect, it } from 'vitest';

import { describeGame, type RecentGame } from '../recent-games';

const game = (score: string, status = 'ended', rated = true): RecentGame => ({
  id: 'g',
  white: { username: 'ann', displayName: 'Ann', rating: 1500, ratingDiff: 8 },
  black: { username: 'bob', displayName: 'Deleted account', rating: 1480, ratingDiff: -8 },
  timeControl: { name: '3+2', type: 'blitz' },
  rated,
  status,
  score,
  createdAt: 0,
});

describe('recent games from the owner side', () => {
  it('reads wins, losses and draws for either colour', () => {
    expect(describeGame(game('1-0'), 'Ann')).toMatchObject({ outcome: 'Win', color: 'white', ratingDiff: 8 });
    expect(describeGame(game('1-0'), 'bob')).toMatchObject({ outcome: 'Loss', color: 'black', ratingDiff: -8, opponent: 'Ann' });
    expect(describeGame(game('1/2-1/2'), 'ann').outcome).toBe('Draw');
  });

  it('shows a deleted opponent as such and no rating change for unrated or unfinished games', () => {
    expect(describeGame(game('1-0'), 'ann').opponent).toBe('Deleted account');
    expect(describeGame(game('1-0', 'ended', false), 'ann').ratingDiff).toBeNull();
    expect(describeGame(game('*', 'active'), 'ann')).toMatchObject({ outcome: 'In progress', ratingDiff: null });
    expect(describeGame(game('*', 'aborted'), 'ann').outcome).toBe('Aborted');
  });
});
