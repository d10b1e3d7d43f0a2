import { describe, expect, it } from 'vitest';

import engineTable from '../../../../../../content/play/computer-levels.json';
import {
  COMPUTER_LEVELS,
  difficultyOf,
  getLevel,
  levelColour,
  MAX_LEVEL,
  playsRandomMove,
  targetMoves,
} from '../levels';
import { EMPTY_STATS, winRate } from '../player-stats';
import {
  canGoToNextLevel,
  efficiencyColour,
  efficiencyPercent,
  efficiencyText,
  nextLevel,
  performanceFor,
  pointsFor,
  summarize,
} from '../scoring';
import { searchCapMs, thinkingTimeMs } from '../timing';

describe('levels', () => {
  it('covers 1-25 with names, bots, bands and engine settings', () => {
    expect(COMPUTER_LEVELS.map((l) => l.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(engineTable.levels.map((l) => l.level)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const level of COMPUTER_LEVELS) {
      expect(level.name).not.toBe('');
      expect(level.botName).not.toBe('');
      expect(level.thinkingMessages).toHaveLength(3);
      expect(level.engine.skill).toBeGreaterThanOrEqual(0);
      expect(level.engine.depth ?? level.engine.nodes).toBeGreaterThan(0);
    }
    const elos = COMPUTER_LEVELS.map((l) => l.engine.expectedElo);
    expect(elos.every((e, i) => i === 0 || e > (elos[i - 1] ?? 0))).toBe(true);
    expect(getLevel(25).engine.skill).toBe(20);
  });

  it('plays fewer random moves level by level, with Stockfish skill randomness up to 8 and none from 9', () => {
    const rates = COMPUTER_LEVELS.map((l) => l.engine.randomMove ?? 0);
    const falling = (list: number[]) => list.every((r, i) => r > 0 && (i === 0 || r < (list[i - 1] ?? 1)));
    expect(falling(rates.slice(0, 8))).toBe(true);
    expect(falling(rates.slice(8, 19))).toBe(true);
    expect(rates.slice(19).every((r) => r === 0)).toBe(true);
    expect(COMPUTER_LEVELS.slice(0, 8).every((l) => l.engine.skill < 20)).toBe(true);
    expect(COMPUTER_LEVELS.slice(8).every((l) => l.engine.skill === 20)).toBe(true);
    const nodes = COMPUTER_LEVELS.map((l) => l.engine.nodes ?? 0);
    expect(nodes.every((n, i) => i === 0 || n > (nodes[i - 1] ?? 0))).toBe(true);
    const level1 = getLevel(1).engine;
    expect(playsRandomMove(level1, 0)).toBe(true);
    expect(playsRandomMove(level1, 0.99)).toBe(false);
    expect(playsRandomMove(getLevel(25).engine, 0)).toBe(false);
  });

  it('uses the bands, skills and time limits of the level table', () => {
    expect([1, 8, 9, 16, 17, 20, 21, 23, 24, 25].map(difficultyOf)).toEqual([
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
      'expert',
      'expert',
      'master',
      'master',
    ]);
    expect(getLevel(5).skillLevel).toBe(5);
    expect(getLevel(23).skillLevel).toBe(20);
    expect(getLevel(9).timeLimit).toBeUndefined();
    expect(getLevel(10).timeLimit).toBe(30);
    expect(getLevel(24).timeLimit).toBe(0.5);
    expect(getLevel(25).timeLimit).toBeUndefined();
    expect(new Set([1, 9, 17, 21, 24].map(levelColour)).size).toBe(5);
    expect(levelColour(8)).toBe(levelColour(1));
    expect(targetMoves(1)).toBe(25);
    expect(targetMoves(25)).toBe(85);
    expect(MAX_LEVEL).toBe(25);
  });
});

describe('points', () => {
  it('gives 10 x level on a win, +20 excellent (<= 1.2x target) or +10 good (<= 1.5x)', () => {
    // level 1, target 25: 30 moves is exactly 1.2x, 37 is within 1.5x, 38 is beyond.
    expect(pointsFor('win', 30, 1)).toBe(30);
    expect(pointsFor('win', 31, 1)).toBe(20);
    expect(pointsFor('win', 37, 1)).toBe(20);
    expect(pointsFor('win', 38, 1)).toBe(10);
    expect(pointsFor('win', 10, 12)).toBe(140);
    expect(performanceFor('win', 38, 1)).toBe('average');
  });
  it('gives 3 x level on a draw and the level on a loss', () => {
    expect(pointsFor('draw', 50, 7)).toBe(21);
    expect(pointsFor('lose', 50, 7)).toBe(7);
    expect(performanceFor('draw', 10, 7)).toBe('average');
    expect(performanceFor('lose', 10, 7)).toBe('needs_improvement');
    expect(summarize('lose', 0, 3, 12)).toMatchObject({
      result: 'lose',
      pointsEarned: 3,
      proMoves: 30,
      performance: 'needs_improvement',
    });
  });
});

describe('efficiency', () => {
  it('is target/moves as a percent with green, yellow and red bands', () => {
    expect(efficiencyPercent('win', 50, 1)).toBe(50);
    expect(efficiencyText('win', 50, 1)).toBe('50%');
  });

  it('shows a dash for a game of 0-1 moves and never more than 100%', () => {
    expect(efficiencyText('win', 0, 3)).toBe('\u2014');
    expect(efficiencyText('win', 1, 3)).toBe('\u2014');
    expect(efficiencyPercent('win', 2, 3)).toBe(100);
    expect(efficiencyText('win', 10, 1)).toBe('100%');
    // A loss or a draw measures no efficiency: giving up after three moves is not 100%.
    expect(efficiencyText('lose', 3, 1)).toBe('\u2014');
    expect(efficiencyPercent('draw', 40, 5)).toBeNull();
    expect(efficiencyColour(30, 1)).toBe('green');
    expect(efficiencyColour(37, 1)).toBe('yellow');
    expect(efficiencyColour(38, 1)).toBe('red');
  });
});

describe('next level', () => {
  it('is offered only after a win below level 25 and raises the level by one', () => {
    expect(canGoToNextLevel('win', 24)).toBe(true);
    expect(canGoToNextLevel('win', 25)).toBe(false);
    expect(canGoToNextLevel('draw', 3)).toBe(false);
    expect(canGoToNextLevel('lose', 3)).toBe(false);
    expect(nextLevel(3)).toBe(4);
    expect(nextLevel(25)).toBe(25);
  });
});

describe('thinking time', () => {
  it("is 1-3 s, bounded by the level's time limit, never below 0.5 s", () => {
    expect(thinkingTimeMs(1, () => 0)).toBe(1000);
    expect(thinkingTimeMs(1, () => 1)).toBe(3000);
    expect(thinkingTimeMs(23, () => 1)).toBe(1000);
    expect(thinkingTimeMs(24, () => 1)).toBe(500);
    expect(searchCapMs(10)).toBe(30000);
    expect(searchCapMs(1)).toBe(10000);
  });
});

describe('player stats', () => {
  it("reads the win rate of the server's figures, 0 before any game", () => {
    expect(winRate(EMPTY_STATS)).toBe(0);
    expect(winRate({ ...EMPTY_STATS, gamesPlayed: 3, wins: 2 })).toBe(67);
  });
});
