// XP awards and levels: the numbers, once, for the browser (the server has the
// same rules in server/src/learn/progress/progress_rules.cpp; content/progress/test-vectors.json keeps the
// two in agreement).

import type { ActivityDetail } from './events';

export const LESSON_XP = 50;
/** Accuracy of at least 90. */
export const LESSON_ACCURACY_90_XP = 20;
/** On top of the 90 bonus at exactly 100. */
export const LESSON_PERFECT_XP = 30;
export const PUZZLE_XP = 30;
export const PUZZLE_FIRST_ATTEMPT_XP = 20;
export const PUZZLE_FAST_XP = 15;
/** Strictly under this earns the speed bonus (and counts for speed_demon). */
export const PUZZLE_FAST_SECONDS = 30;
export const GAME_WIN_XP = 100;
/**
 * The awards name wins and losses only. Half a point in chess is half a win, so a draw earns half the win
 * award: more than a loss, so that holding a draw is worth playing on for.
 */
export const GAME_DRAW_XP = 50;
export const GAME_LOSS_XP = 25;
export const GAME_MOBILE_XP = 10;
export const ACHIEVEMENT_XP = 100;
export const DAILY_GOALS_XP = 200;

/**
 * XP earned by the event itself; achievement and daily-goal bonuses come from the fold, since they
 * depend on what came before. Practice sessions and time spent earn nothing of their own (the awards name
 * no award for them): practice leads to the lesson it belongs to, and time feeds the daily goal.
 */
export function xpForEvent(event: ActivityDetail): number {
  switch (event.kind) {
    case 'puzzle_solved':
      return (
        PUZZLE_XP +
        (event.firstAttempt ? PUZZLE_FIRST_ATTEMPT_XP : 0) +
        (event.seconds < PUZZLE_FAST_SECONDS ? PUZZLE_FAST_XP : 0)
      );
    case 'lesson_completed':
      return (
        LESSON_XP + (event.accuracy >= 90 ? LESSON_ACCURACY_90_XP : 0) + (event.accuracy >= 100 ? LESSON_PERFECT_XP : 0)
      );
    case 'computer_game_finished':
    case 'live_game_finished': {
      const base = event.result === 'win' ? GAME_WIN_XP : event.result === 'draw' ? GAME_DRAW_XP : GAME_LOSS_XP;
      return base + (event.mobile ? GAME_MOBILE_XP : 0);
    }
    case 'practice_finished':
    case 'time_spent':
      return 0;
  }
}

const THRESHOLDS = [
  0, 100, 250, 450, 700, 1000, 1350, 1750, 2200, 2700, 3250, 3850, 4500, 5200, 5950, 6750, 7600, 8500, 9450, 10450,
] as const;
const XP_PER_LEVEL_BEYOND_TABLE = 1000;
const LAST_TABLE_LEVEL = THRESHOLDS.length - 1;
const LAST_THRESHOLD = THRESHOLDS[LAST_TABLE_LEVEL] ?? 0;

export interface LevelInfo {
  level: number;
  /** XP above this level's threshold. */
  xpInCurrentLevel: number;
  /** Size of this level: next threshold minus this one. */
  xpForNextLevel: number;
}

/** The XP at which `level` starts. */
export function levelThreshold(level: number): number {
  if (level <= 0) return 0;
  if (level <= LAST_TABLE_LEVEL) return THRESHOLDS[level] ?? 0;
  return LAST_THRESHOLD + (level - LAST_TABLE_LEVEL) * XP_PER_LEVEL_BEYOND_TABLE;
}

/** The level reached with `totalXp` (levels 0-19 by the threshold table, then one level per 1000 XP). */
export function levelForXp(totalXp: number): LevelInfo {
  let level = 0;
  if (totalXp >= LAST_THRESHOLD) {
    level = LAST_TABLE_LEVEL + Math.floor((totalXp - LAST_THRESHOLD) / XP_PER_LEVEL_BEYOND_TABLE);
  } else {
    while (level < LAST_TABLE_LEVEL && totalXp >= levelThreshold(level + 1)) level += 1;
  }
  const start = levelThreshold(level);
  return { level, xpInCurrentLevel: totalXp - start, xpForNextLevel: levelThreshold(level + 1) - start };
}
