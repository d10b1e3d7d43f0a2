// The query keys of the player's progress (GET /api/progress, GET /api/daily-plan) and figures
// (GET /api/users/stats: games played, ratings). Shared so that the features which change progress
// (puzzles, play, live games) can mark it stale without importing the progress or profile feature.

export const progressKeys = {
  /** Every progress query of every account: what a finished activity invalidates. */
  all: ['progress'] as const,
  summary: (userId: string | undefined) => ['progress', 'summary', userId] as const,
  dailyPlan: (userId: string | undefined) => ['progress', 'daily-plan', userId] as const,
  /** Under `all`: a finished game refreshes the sidebar's "Games played" with the rest. */
  userStats: (userId: string | undefined) => ['progress', 'user-stats', userId] as const,
};
