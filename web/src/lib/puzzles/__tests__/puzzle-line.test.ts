import { describe, expect, it } from 'vitest';

import type { Puzzle } from '@/lib/puzzles/puzzle';

import { judgeMove, positionAt, sanOf, solutionRows } from '../puzzle-line';

// Black blunders with ...Kh8?? and White mates on the back rank: Re8#. Also mate: none other.
const puzzle: Puzzle = {
  id: 't1',
  title: 'Back rank',
  description: '',
  fen: '6k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 30',
  initialMove: 'g8h8',
  moves: ['g8h8', 'e1e8'],
  solution: ['e1e8'],
  rating: 600,
  ratingDeviation: 80,
  tags: ['backRankMate'],
  theme: 'mate',
  plays: 0,
  orientation: 'white',
};

describe('the chess of a puzzle', () => {
  it('replays the line and names moves for people', () => {
    expect(positionAt(puzzle, 1).fen()).toBe('7k/5ppp/8/8/8/8/5PPP/4R1K1 w - - 1 31');
    expect(sanOf(positionAt(puzzle, 1), 'e1e8')).toBe('Re8#');
    expect(sanOf(positionAt(puzzle, 1), 'e1e9')).toBeUndefined();
    expect(solutionRows(puzzle)).toEqual([{ number: '31.', moves: [{ san: 'Re8#', index: 0 }] }]);
  });

  it("judges the solver's move: the line's move is right, another legal move is wrong, an illegal one is nothing", () => {
    expect(judgeMove(puzzle, 1, 'e1', 'e8')).toEqual({ uci: 'e1e8', right: true, isMate: true, isCheck: true });
    expect(judgeMove(puzzle, 1, 'e1', 'e7')).toMatchObject({ uci: 'e1e7', right: false, isMate: false });
    expect(judgeMove(puzzle, 1, 'e1', 'a5')).toBeNull();
  });
});
