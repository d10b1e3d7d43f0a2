// Answers shaped as docs/progress.md shows them, for the api and component tests.

import { ACHIEVEMENTS } from '../../model/achievements';
import type { DailyPlanData, Progress } from '../types';

export function progressAnswer(overrides: Partial<Progress> = {}): Progress {
  return {
    today: '2026-03-10',
    timeZoneOffsetMinutes: 60,
    totalXP: 1270,
    level: 6,
    xpInCurrentLevel: 270,
    xpForNextLevel: 400,
    streak: { current: 3, longest: 5, freezeUsed: false, active: true, lastActivityDate: '2026-03-10' },
    achievements: ACHIEVEMENTS.map((a, i) => ({
      ...a,
      currentProgress: i < 3 ? a.requirement : 0,
      unlocked: i < 3,
      unlockedAt: i < 3 ? 1773140400000 : null,
      unlockedOn: i < 3 ? '2026-03-10' : null,
    })),
    dailyGoals: {
      date: '2026-03-10',
      lessonsTarget: 3,
      puzzlesTarget: 5,
      timeTarget: 30,
      lessonsCompleted: 1,
      puzzlesSolved: 2,
      timeSpent: 12,
      completed: false,
    },
    counters: {
      lessonsCompleted: 4,
      lessonCompletions: 6,
      puzzlesSolved: 20,
      gamesPlayed: 7,
      gamesWon: 3,
      gamesDrawn: 1,
      gamesLost: 3,
      practiceSessions: 2,
      totalTimeSpent: 95,
      averageAccuracy: 88,
    },
    rating: { speed: 'blitz', current: 1524, weeklyChange: 12 },
    notifications: [{ kind: 'level_up', eventId: 'e1', at: 1773140400000, day: '2026-03-10', level: 6 }],
    ...overrides,
  };
}

export function dailyPlanAnswer(overrides: Partial<DailyPlanData> = {}): DailyPlanData {
  return {
    date: '2026-03-10',
    tasks: {
      puzzles: { target: 3, completed: 1, remaining: 2 },
      lessons: { target: 1, completed: 0, remaining: 1 },
      games: { target: 1, completed: 2, remaining: 0 },
    },
    progress: { completionPercentage: 40, xpEarned: 310, isCompleted: false },
    streak: { current: 1, longest: 4, isActive: true, freezeUsed: false },
    message: 'Good start! Next: solve 2 more puzzles.',
    ...overrides,
  };
}
