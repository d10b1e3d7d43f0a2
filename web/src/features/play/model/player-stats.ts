// Personal statistics vs the computer, kept in the browser under `chessPlayerStats`.

import type { GameResult } from './scoring';

export const PLAYER_STATS_KEY = 'chessPlayerStats';

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

export function parseStats(text: string | null): PlayerStats {
  if (!text) return { ...EMPTY_STATS };
  try {
    const raw = JSON.parse(text) as Partial<PlayerStats>;
    const out = { ...EMPTY_STATS };
    for (const key of Object.keys(EMPTY_STATS) as (keyof PlayerStats)[]) {
      const v = raw[key];
      if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
    }
    return out;
  } catch {
    return { ...EMPTY_STATS };
  }
}

/** Best level updates on a win at a higher level. */
export function recordGame(
  stats: PlayerStats,
  result: GameResult,
  level: number,
  moves: number,
  points: number,
): PlayerStats {
  return {
    gamesPlayed: stats.gamesPlayed + 1,
    wins: stats.wins + (result === 'win' ? 1 : 0),
    losses: stats.losses + (result === 'lose' ? 1 : 0),
    draws: stats.draws + (result === 'draw' ? 1 : 0),
    totalMoves: stats.totalMoves + moves,
    bestLevel: result === 'win' ? Math.max(stats.bestLevel, level) : stats.bestLevel,
    points: stats.points + points,
  };
}

export function winRate(stats: PlayerStats): number {
  return stats.gamesPlayed === 0 ? 0 : Math.round((100 * stats.wins) / stats.gamesPlayed);
}
