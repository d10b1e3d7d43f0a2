// The shapes of the progress routes (docs/progress.md; server/src/net/progress_json.cpp and
// progress_routes.cpp), as schemas the api-client checks every answer against.

import { z } from 'zod/mini';

const count = z.number();
const day = z.string();

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
  requirement: count,
  currentProgress: count,
  unlocked: z.boolean(),
  unlockedAt: z.nullable(z.number()),
  unlockedOn: z.nullable(day),
});

export const notificationSchema = z.object({
  kind: z.enum(['level_up', 'achievement_unlocked', 'daily_goals_complete']),
  eventId: z.string(),
  at: z.number(),
  day,
  level: z.optional(z.number()),
  achievementId: z.optional(z.string()),
  xp: z.optional(z.number()),
});

export const progressSchema = z.object({
  today: day,
  timeZoneOffsetMinutes: z.number(),
  totalXP: count,
  level: count,
  xpInCurrentLevel: count,
  xpForNextLevel: count,
  streak: z.object({
    current: count,
    longest: count,
    freezeUsed: z.boolean(),
    active: z.boolean(),
    lastActivityDate: z.nullable(day),
  }),
  achievements: z.array(achievementSchema),
  dailyGoals: z.object({
    date: z.nullable(day),
    lessonsTarget: count,
    puzzlesTarget: count,
    timeTarget: count,
    lessonsCompleted: count,
    puzzlesSolved: count,
    timeSpent: count,
    completed: z.boolean(),
  }),
  counters: z.object({
    lessonsCompleted: count,
    lessonCompletions: count,
    puzzlesSolved: count,
    gamesPlayed: count,
    gamesWon: count,
    gamesDrawn: count,
    gamesLost: count,
    practiceSessions: count,
    totalTimeSpent: count,
    averageAccuracy: count,
  }),
  rating: z.object({
    speed: z.nullable(z.string()),
    current: z.nullable(z.number()),
    weeklyChange: z.nullable(z.number()),
    /** Where the one rating comes from (issue 30): rated games, rated puzzles, or the newest test. */
    source: z.optional(z.nullable(z.enum(['games', 'puzzles', 'assessment', 'calibration']))),
    /** A test's result beyond its scale's top: at least `current` ("1800+"). */
    aboveScale: z.optional(z.boolean()),
  }),
  notifications: z.array(notificationSchema),
});

const taskSchema = z.object({ target: count, completed: count, remaining: count });

export const dailyPlanSchema = z.object({
  date: z.nullable(day),
  tasks: z.object({ puzzles: taskSchema, lessons: taskSchema, games: taskSchema }),
  progress: z.object({ completionPercentage: count, xpEarned: count, isCompleted: z.boolean() }),
  streak: z.object({ current: count, longest: count, isActive: z.boolean(), freezeUsed: z.optional(z.boolean()) }),
  message: z.string(),
  /** Cards of the personal deck due now (absent when the player has no deck). */
  mistakes: z.optional(z.object({ due: count })),
});

export type Progress = z.infer<typeof progressSchema>;
export type ProgressAchievement = z.infer<typeof achievementSchema>;
export type ProgressNotificationWire = z.infer<typeof notificationSchema>;
export type DailyPlanData = z.infer<typeof dailyPlanSchema>;
