import { describe, expect, it } from 'vitest';

import type { Review, ReviewedMove } from '@/lib/reviews';
import { reviewSchema } from '@/lib/reviews';

import { areaPath, formatEval, graphPoints, linePath, markedPoints, plyAtX, xOf, yOf } from '../eval-graph';
import { initialLearnState, learnableMoves, learnReducer, moveNumber } from '../review-model';

function move(ply: number, cls: ReviewedMove['class'], win: number, extra: Partial<ReviewedMove> = {}): ReviewedMove {
  return {
    ply,
    color: ply % 2 === 1 ? 'white' : 'black',
    uci: 'e2e4',
    san: `m${ply}`,
    fenBefore: 'fen',
    fen: 'fen',
    eval: { cp: 0, mate: null, winPercent: win },
    bestMove: 'd2d4',
    bestSan: 'd4',
    bestLine: ['d4'],
    class: cls,
    winDrop: 0,
    ...extra,
  };
}

function review(moves: ReviewedMove[], playerColor: Review['playerColor'] = null): Review {
  return {
    id: 'r1',
    status: 'done',
    source: 'pgn',
    gameId: null,
    initialFen: null,
    white: '',
    black: '',
    result: '*',
    playerColor,
    depth: 12,
    progress: { analysed: moves.length + 1, total: moves.length + 1 },
    startEval: { cp: 15, mate: null, winPercent: 51.4 },
    moves,
    mistakes: moves
      .filter((m) => m.class === 'mistake' || m.class === 'blunder' || m.class === 'inaccuracy')
      .map((m) => ({
        ply: m.ply,
        color: m.color,
        class: m.class as 'mistake',
        fen: m.fenBefore,
        san: m.san,
        bestSan: 'd4',
        motif: null,
        explanation: `why ${m.ply}`,
      })),
  };
}

describe('evaluation graph', () => {
  const g = { width: 200, height: 100 };
  const r = review([move(1, 'book', 52), move(2, 'blunder', 90), move(3, 'best', 95)]);

  it('has a point for the start and one after every move', () => {
    const points = graphPoints(r);
    expect(points.map((p) => p.ply)).toEqual([0, 1, 2, 3]);
    expect(points[0]?.win).toBe(51.4);
    expect(points[2]?.moveClass).toBe('blunder');
  });

  it('puts White winning at the top and spreads the game over the width', () => {
    expect(yOf(100, g)).toBe(0);
    expect(yOf(0, g)).toBe(100);
    expect(yOf(50, g)).toBe(50);
    expect(yOf(140, g)).toBe(0);
    expect(xOf(0, 4, g)).toBe(0);
    expect(xOf(3, 4, g)).toBe(200);
  });

  it('draws the line and closes White’s area along the bottom', () => {
    const points = graphPoints(r);
    expect(linePath(points, g)).toBe('M0,48.6 L66.7,48 L133.3,10 L200,5');
    expect(areaPath(points, g)).toBe('M0,48.6 L66.7,48 L133.3,10 L200,5 L200,100 L0,100 Z');
    expect(areaPath([], g)).toBe('');
  });

  it('marks mistakes, blunders and brilliancies and finds the move under a click', () => {
    expect(markedPoints(graphPoints(r)).map((p) => p.ply)).toEqual([2]);
    expect(plyAtX(0, 4, g)).toBe(0);
    expect(plyAtX(120, 4, g)).toBe(2);
    expect(plyAtX(500, 4, g)).toBe(3);
  });

  it('writes evaluations as players read them', () => {
    expect(formatEval({ cp: 35, mate: null, winPercent: 53 })).toBe('+0.35');
    expect(formatEval({ cp: -210, mate: null, winPercent: 30 })).toBe('-2.10');
    expect(formatEval({ cp: 10000, mate: 3, winPercent: 97 })).toBe('#3');
    expect(formatEval({ cp: -10000, mate: -2, winPercent: 3 })).toBe('#-2');
    expect(formatEval({ cp: 10000, mate: 0, winPercent: 97 })).toBe('1-0');
  });
});

describe('learn from your mistakes', () => {
  it('replays the player’s mistakes and blunders, else the inaccuracies', () => {
    const moves = [move(1, 'inaccuracy', 45), move(2, 'blunder', 90), move(3, 'mistake', 70), move(4, 'good', 70)];
    expect(learnableMoves(review(moves, 'white')).map((m) => m.ply)).toEqual([3]);
    expect(learnableMoves(review(moves, 'black')).map((m) => m.ply)).toEqual([2]);
    expect(learnableMoves(review(moves, null)).map((m) => m.ply)).toEqual([2, 3]);
    expect(learnableMoves(review([move(1, 'inaccuracy', 45), move(2, 'good', 45)], 'white')).map((m) => m.ply)).toEqual(
      [1],
    );
    expect(learnableMoves(review([move(1, 'mistake', 45, { bestMove: null })], 'white'))).toEqual([]);
  });

  it('moves through trying, checking, wrong, correct and finished', () => {
    let s = learnReducer(initialLearnState, { type: 'submit', san: 'Nf3' });
    expect(s.status).toBe('checking');
    // A second move while the server checks is ignored.
    expect(learnReducer(s, { type: 'submit', san: 'e4' })).toBe(s);
    s = learnReducer(s, { type: 'judged', correct: false, san: 'Nf3' });
    expect(s).toMatchObject({ status: 'wrong', lastTry: 'Nf3', solved: 0 });
    s = learnReducer(learnReducer(s, { type: 'submit', san: 'd4' }), { type: 'judged', correct: true, san: 'd4' });
    expect(s).toMatchObject({ status: 'correct', solved: 1 });
    expect(learnReducer(s, { type: 'reveal' })).toBe(s);
    s = learnReducer(s, { type: 'next', total: 2 });
    expect(s).toMatchObject({ index: 1, status: 'trying', lastTry: null });
    s = learnReducer(s, { type: 'reveal' });
    expect(s.status).toBe('revealed');
    s = learnReducer(s, { type: 'next', total: 2 });
    expect(s.status).toBe('finished');
    expect(learnReducer(s, { type: 'restart' })).toEqual(initialLearnState);
  });

  it('numbers moves as players write them, from the position’s move counter', () => {
    expect(moveNumber({ ply: 1, color: 'white', fenBefore: 'fen' })).toBe('1.');
    expect(moveNumber({ ply: 4, color: 'black', fenBefore: 'fen' })).toBe('2...');
    // A game set up with Black to move at move 1.
    expect(moveNumber({ ply: 1, color: 'black', fenBefore: '4k2r/8/8/3N4/8/8/8/4K3 b - - 0 1' })).toBe('1...');
    expect(moveNumber({ ply: 2, color: 'white', fenBefore: '8/8/8/3N4/8/8/8/4K3 w - - 1 2' })).toBe('2.');
  });

  it('reads the server’s review answer', () => {
    expect(reviewSchema.safeParse(review([move(1, 'book', 50)])).success).toBe(true);
    expect(reviewSchema.safeParse({ ...review([]), status: 'exploded' }).success).toBe(false);
  });
});
