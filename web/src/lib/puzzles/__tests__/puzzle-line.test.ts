import { describe, expect, it } from 'vitest';

import type { Puzzle } from '@/lib/puzzles/puzzle';

import {
  knownLine,
  positionAt,
  proposeMove,
  rightOnRevealedLine,
  sanOf,
  solutionRows,
  solverMovesBefore,
} from '../puzzle-line';

// Black blunders with ...Kh8?? and White mates on the back rank: Re8#. The page is sent the
// position and the opponent's move only.
const puzzle: Puzzle = {
  id: 't1',
  title: 'Back rank',
  description: '',
  fen: '6k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 30',
  initialMove: 'g8h8',
  solverMoves: 1,
  rating: 600,
  ratingDeviation: 80,
  tags: ['backRankMate'],
  theme: 'mate',
  plays: 0,
  orientation: 'white',
};

describe('the chess of a puzzle', () => {
  it('replays the known line and names moves for people', () => {
    const line = knownLine(puzzle);
    expect(line).toEqual(['g8h8']);
    expect(positionAt(puzzle, line, 1).fen()).toBe('7k/5ppp/8/8/8/8/5PPP/4R1K1 w - - 1 31');
    expect(sanOf(positionAt(puzzle, line, 1), 'e1e8')).toBe('Re8#');
    expect(sanOf(positionAt(puzzle, line, 1), 'e1e9')).toBeUndefined();
    expect(solutionRows(puzzle, ['Re8#'])).toEqual([{ number: '31.', moves: [{ san: 'Re8#', index: 0 }] }]);
  });

  it("reads the solver's move from the board: legal or nothing", () => {
    const chess = positionAt(puzzle, knownLine(puzzle), 1);
    expect(proposeMove(chess, 'e1', 'e8')).toEqual({ uci: 'e1e8', san: 'Re8#', isMate: true, isCheck: true });
    expect(proposeMove(chess, 'e1', 'e7')).toMatchObject({ uci: 'e1e7', isMate: false });
    expect(proposeMove(chess, 'e1', 'a5')).toBeNull();
  });

  it('judges practice on the revealed line: its move, or any mate on the last move', () => {
    const line = knownLine(puzzle, ['e1e8']);
    const chess = positionAt(puzzle, line, 1);
    expect(rightOnRevealedLine(line, 1, proposeMove(chess, 'e1', 'e8')!)).toBe(true);
    expect(rightOnRevealedLine(line, 1, proposeMove(chess, 'e1', 'e7')!)).toBe(false);
    expect(solverMovesBefore(['a', 'b', 'c', 'd'], 3)).toEqual(['b']);
  });
});
