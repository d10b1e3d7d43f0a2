// End-of-game scoring: points, performance, efficiency and next-level rules.

import { MAX_LEVEL, targetMoves } from './levels';

export type GameResult = 'win' | 'lose' | 'draw';
export type Performance = 'excellent' | 'good' | 'average' | 'needs_improvement';
export type EfficiencyColour = 'green' | 'yellow' | 'red';

export interface GameSummary {
  result: GameResult;
  playerMoves: number;
  proMoves: number;
  /** Seconds. */
  timeTaken: number;
  level: number;
  performance: Performance;
  tips: string[];
  pointsEarned: number;
  /** A server game given up (or lost) before the player's 5th move: not stored, no points. */
  aborted?: boolean;
}

export function performanceFor(result: GameResult, playerMoves: number, level: number): Performance {
  if (result === 'lose') return 'needs_improvement';
  if (result === 'draw') return 'average';
  const target = targetMoves(level);
  if (playerMoves <= 1.2 * target) return 'excellent';
  if (playerMoves <= 1.5 * target) return 'good';
  return 'average';
}

/** Win 10 x level (+20 excellent, +10 good); draw 3 x level; loss = level. */
export function pointsFor(result: GameResult, playerMoves: number, level: number): number {
  if (result === 'draw') return 3 * level;
  if (result === 'lose') return level;
  const performance = performanceFor(result, playerMoves, level);
  return 10 * level + (performance === 'excellent' ? 20 : performance === 'good' ? 10 : 0);
}

/** Fewer moves than this say nothing about how efficiently a game was played. */
export const MIN_MOVES_FOR_EFFICIENCY = 2;

/**
 * Target moves / player moves as a percent, at most 100 (beating the target is full marks, not
 * 3000%). It measures how quickly a win was brought home, so a loss or a draw has none (a game
 * given up after three moves is not "100% efficient"), nor has a game of 0-1 moves: the summary
 * shows a dash.
 */
export function efficiencyPercent(result: GameResult, playerMoves: number, level: number): number | null {
  if (result !== 'win' || playerMoves < MIN_MOVES_FOR_EFFICIENCY) return null;
  return Math.min(100, Math.round((100 * targetMoves(level)) / playerMoves));
}

/** The summary's efficiency text: "85%", or an em dash when there is nothing to measure. */
export function efficiencyText(result: GameResult, playerMoves: number, level: number): string {
  const percent = efficiencyPercent(result, playerMoves, level);
  return percent === null ? '\u2014' : `${percent}%`;
}

/** Green at up to 1.2x the target, yellow up to 1.5x, else red. */
export function efficiencyColour(playerMoves: number, level: number): EfficiencyColour {
  const target = targetMoves(level);
  if (playerMoves <= 1.2 * target) return 'green';
  if (playerMoves <= 1.5 * target) return 'yellow';
  return 'red';
}

export function canGoToNextLevel(result: GameResult, level: number): boolean {
  return result === 'win' && level < MAX_LEVEL;
}

export function nextLevel(level: number): number {
  return Math.min(MAX_LEVEL, level + 1);
}

export const PERFORMANCE_LABELS: Record<Performance, string> = {
  excellent: 'Excellent',
  good: 'Good',
  average: 'Average',
  needs_improvement: 'Needs improvement',
};

export function tipsFor(result: GameResult, performance: Performance): string[] {
  if (result === 'win' && performance === 'excellent')
    return ['Outstanding efficiency: you converted like a pro.', 'Try the next level to keep improving.'];
  if (result === 'win')
    return [
      'Good win! Look for faster ways to convert your advantage.',
      'Check every capture and check before you move.',
    ];
  if (result === 'draw')
    return [
      'A draw is a solid result. Look for ways to create winning chances.',
      'Avoid stalemate when you are ahead: leave the king a square.',
    ];
  return [
    'Before each move, check what your opponent threatens.',
    'Develop your pieces and castle early.',
    'Try a lower level to practise the basics.',
  ];
}

export function summarize(result: GameResult, playerMoves: number, level: number, timeTaken: number): GameSummary {
  const performance = performanceFor(result, playerMoves, level);
  return {
    result,
    playerMoves,
    proMoves: targetMoves(level),
    timeTaken,
    level,
    performance,
    tips: tipsFor(result, performance),
    pointsEarned: pointsFor(result, playerMoves, level),
  };
}

/** m:ss */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
