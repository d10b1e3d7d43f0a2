// The query keys of the leaderboard (GET /api/leaderboard). Shared so that what changes a board
// seen from the viewer's side — following a player (profile), the country (settings) — can mark
// it stale without importing the leaderboard feature.

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  board: (viewer: string | undefined, query: object) => ['leaderboard', viewer, query] as const,
};
