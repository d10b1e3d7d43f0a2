// XP, the solved panel's badges and the timer of the puzzle player.

export const PUZZLE_XP = 30;
export const FIRST_TRY_XP = 20;
export const SPEED_XP = 15;
export const SPEED_BONUS_SECONDS = 30;
export const AUTO_ADVANCE_MS = 2000;
export const SOLUTION_STEP_MS = 2000;

/** XP for a solved puzzle: 30, +20 when solved on the first attempt, +15 under 30 s. */
export function puzzleXp(wrongAttempts: number, seconds: number): number {
  return PUZZLE_XP + (wrongAttempts === 0 ? FIRST_TRY_XP : 0) + (seconds < SPEED_BONUS_SECONDS ? SPEED_XP : 0);
}

/** 'Perfect!' when the puzzle was solved without a wrong attempt. */
export function isPerfect(wrongAttempts: number): boolean {
  return wrongAttempts === 0;
}

/** 'Speed Bonus!' when solved within 30 seconds. */
export function hasSpeedBonus(seconds: number): boolean {
  return seconds < SPEED_BONUS_SECONDS;
}

/** Whole seconds elapsed between two timestamps (never negative). */
export function elapsedSeconds(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}

export function percent(done: number, total: number): number {
  return total <= 0 ? 0 : Math.round((done / total) * 100);
}

/** 'n of m' for the set navigation. */
export function positionLabel(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} of ${total}`;
}
