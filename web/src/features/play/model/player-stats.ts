// Personal statistics vs the computer, as the server keeps them (GET /api/games/computer/stats).

export interface PlayerStats {
  gamesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
  totalMoves: number;
  bestLevel: number;
  points: number;
}

export const EMPTY_STATS: PlayerStats = {
  gamesPlayed: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  totalMoves: 0,
  bestLevel: 0,
  points: 0,
};

export function winRate(stats: PlayerStats): number {
  return stats.gamesPlayed === 0 ? 0 : Math.round((100 * stats.wins) / stats.gamesPlayed);
}
