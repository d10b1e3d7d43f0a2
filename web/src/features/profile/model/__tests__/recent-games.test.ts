import { describe, expect, it } from 'vitest';

import { describeGame, recentGameLines, type ComputerGame, type RecentGame } from '../recent-games';

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
    expect(describeGame(game('1-0'), 'bob')).toMatchObject({
      outcome: 'Loss',
      color: 'black',
      ratingDiff: -8,
      opponent: 'Ann',
    });
    expect(describeGame(game('1/2-1/2'), 'ann').outcome).toBe('Draw');
  });

  it('shows a deleted opponent as such and no rating change for unrated or unfinished games', () => {
    expect(describeGame(game('1-0'), 'ann').opponent).toBe('Deleted account');
    expect(describeGame(game('1-0', 'ended', false), 'ann').ratingDiff).toBeNull();
    expect(describeGame(game('*', 'active'), 'ann')).toMatchObject({ outcome: 'In progress', ratingDiff: null });
    expect(describeGame(game('*', 'aborted'), 'ann').outcome).toBe('Aborted');
  });
});

describe('recent games with the computer', () => {
  const computer = (id: number, result: ComputerGame['result'], createdAt: number): ComputerGame => ({
    id,
    level: 4,
    color: 'black',
    result,
    playerMoves: 12,
    points: 4,
    createdAt,
  });

  it('merges both kinds newest first, up to the limit', () => {
    const lines = recentGameLines(
      [{ ...game('1-0'), createdAt: 2_000 }],
      [computer(1, 'lose', 3_000), computer(2, 'win', 1_000)],
      'ann',
      2,
    );
    expect(lines.map((l) => [l.opponent, l.outcome, l.live])).toEqual([
      ['Computer level 4', 'Loss', false],
      ['Deleted account', 'Win', true],
    ]);
    expect(lines[0]).toMatchObject({ color: 'black', ratingDiff: null, timeControl: 'vs computer' });
  });

  it('links finished games to their review', () => {
    const lines = recentGameLines(
      [
        { ...game('1-0'), id: 'Abc23' },
        { ...game('*'), id: 'Run23', status: 'active' },
      ],
      [computer(7, 'win', 5)],
      'ann',
      5,
    );
    expect(lines.map((l) => l.reviewPath)).toEqual(['/review/7', '/review/Abc23', null]);
  });
});
