// Daily goals (3 lessons, 5 puzzles, 30 minutes; +200 XP once a day) and the Daily
// plan card (Solve 3 puzzles, Learn 1 lesson, Play 1 game), both for one calendar day of the
// player's (server twin: progress_daily.cpp).

import type { StreakView } from './streak';

export const GOAL_LESSONS = 3;
export const GOAL_PUZZLES = 5;
export const GOAL_MINUTES = 30;
export const PLAN_PUZZLES = 3;
export const PLAN_LESSONS = 1;
export const PLAN_GAMES = 1;

/**
 * What happened on one day. Lessons count every completion (a review is learning too); minutes come
 * from time-spent events only.
 */
export interface DayTally {
  lessons: number;
  puzzles: number;
  /** Against the computer and live. */
  games: number;
  minutes: number;
  /** Everything earned that day, bonuses included. */
  xp: number;
  goalsRewarded: boolean;
}

export function emptyDay(): DayTally {
  return { lessons: 0, puzzles: 0, games: 0, minutes: 0, xp: 0, goalsRewarded: false };
}

export function dailyGoalsMet(d: DayTally): boolean {
  return d.lessons >= GOAL_LESSONS && d.puzzles >= GOAL_PUZZLES && d.minutes >= GOAL_MINUTES;
}

export interface DailyGoals {
  date: string | null;
  lessonsTarget: number;
  puzzlesTarget: number;
  timeTarget: number;
  lessonsCompleted: number;
  puzzlesSolved: number;
  timeSpent: number;
  completed: boolean;
}

export function dailyGoals(date: string | null, d: DayTally): DailyGoals {
  return {
    date,
    lessonsTarget: GOAL_LESSONS,
    puzzlesTarget: GOAL_PUZZLES,
    timeTarget: GOAL_MINUTES,
    lessonsCompleted: d.lessons,
    puzzlesSolved: d.puzzles,
    timeSpent: d.minutes,
    completed: dailyGoalsMet(d),
  };
}

export interface PlanTask {
  target: number;
  /** May pass the target. */
  completed: number;
  /** Never below 0. */
  remaining: number;
}

export interface DailyPlan {
  date: string | null;
  tasks: { puzzles: PlanTask; lessons: PlanTask; games: PlanTask };
  progress: { completionPercentage: number; xpEarned: number; isCompleted: boolean };
  streak: StreakView;
}

const task = (target: number, completed: number): PlanTask => ({
  target,
  completed,
  remaining: Math.max(0, target - completed),
});

export function dailyPlan(date: string | null, d: DayTally, streak: StreakView): DailyPlan {
  const target = PLAN_PUZZLES + PLAN_LESSONS + PLAN_GAMES;
  const done = Math.min(d.puzzles, PLAN_PUZZLES) + Math.min(d.lessons, PLAN_LESSONS) + Math.min(d.games, PLAN_GAMES);
  return {
    date,
    tasks: {
      puzzles: task(PLAN_PUZZLES, d.puzzles),
      lessons: task(PLAN_LESSONS, d.lessons),
      games: task(PLAN_GAMES, d.games),
    },
    // Rounded down so that 100% means every task is really done.
    progress: { completionPercentage: Math.floor((done * 100) / target), xpEarned: d.xp, isCompleted: done === target },
    streak,
  };
}
