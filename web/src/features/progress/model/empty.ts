// What a visitor who has done nothing yet sees (no record on the server, so nothing to read): level
// 0 with no XP (as a new account starts), the achievements all locked, and today's plan untouched. Every figure after the
// first recorded activity is the server's (GET /api/progress, GET /api/daily-plan).

import type { DailyPlanData, ProgressAchievement } from '../api/types';
import { ACHIEVEMENTS } from './achievements';

/** XP from level 0 to level 1 (the first step of the server's level table). */
export const FIRST_LEVEL_XP = 100;

/** The plan's daily targets: Solve 3 puzzles, Learn 1 lesson, Play 1 game. */
export const PLAN_TARGETS = { puzzles: 3, lessons: 1, games: 1 } as const;

/** The server's hero message for a day with nothing done and no streak waiting. */
export const FRESH_DAY_MESSAGE = "A fresh day: three puzzles, one lesson and one game make today's plan.";

export function lockedAchievements(): ProgressAchievement[] {
  return ACHIEVEMENTS.map((a) => ({
    id: a.id,
    title: a.title,
    description: a.description,
    icon: a.icon,
    category: a.category,
    requirement: a.requirement,
    currentProgress: 0,
    unlocked: false,
    unlockedAt: null,
    unlockedOn: null,
  }));
}

function untouched(target: number) {
  return { target, completed: 0, remaining: target };
}

export const EMPTY_PLAN: DailyPlanData = {
  date: null,
  tasks: {
    puzzles: untouched(PLAN_TARGETS.puzzles),
    lessons: untouched(PLAN_TARGETS.lessons),
    games: untouched(PLAN_TARGETS.games),
  },
  progress: { completionPercentage: 0, xpEarned: 0, isCompleted: false },
  streak: { current: 0, longest: 0, isActive: false, freezeUsed: false },
  message: FRESH_DAY_MESSAGE,
};
