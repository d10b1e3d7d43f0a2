// How the owner's latest games, live and against the computer, read on the profile.

import { z } from 'zod/mini';

const gameSideSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  rating: z.number(),
  ratingDiff: z.number(),
});

/** GET /api/users/{username}/games: one finished or running live game. */
export const recentGameSchema = z.object({
  id: z.string(),
  white: gameSideSchema,
  black: gameSideSchema,
  timeControl: z.object({ name: z.string(), type: z.string() }),
  rated: z.boolean(),
  status: z.string(),
  score: z.string(),
  createdAt: z.number(),
});

export type GameSide = z.infer<typeof gameSideSchema>;
export type RecentGame = z.infer<typeof recentGameSchema>;

export type Outcome = 'Win' | 'Loss' | 'Draw' | 'In progress' | 'Aborted';

/** GET /api/games/computer: a game against the computer the server replayed and stored. */
export const computerGameSchema = z.object({
  id: z.number(),
  level: z.int().check(z.gte(1)).check(z.lte(25)),
  color: z.enum(['white', 'black']),
  result: z.enum(['win', 'lose', 'draw']),
  playerMoves: z.number(),
  points: z.number(),
  createdAt: z.number(),
});

export type ComputerGame = z.infer<typeof computerGameSchema>;

export interface GameLine {
  id: string;
  /** Live games link to their page; games against the computer have none. */
  live: boolean;
  opponent: string;
  color: 'white' | 'black';
  outcome: Outcome;
  ratingDiff: number | null;
  timeControl: string;
  createdAt: number;
  /** The game's review page ("Review this game"); null while a live game is running or aborted. */
  reviewPath: string | null;
}

/** The game from `username`'s side: opponent, colour, outcome and rating change. */
export function describeGame(game: RecentGame, username: string): GameLine {
  const isWhite = game.white.username.toLowerCase() === username.toLowerCase();
  const me = isWhite ? game.white : game.black;
  const them = isWhite ? game.black : game.white;
  let outcome: Outcome;
  if (game.status === 'active') outcome = 'In progress';
  else if (game.score === '1/2-1/2') outcome = 'Draw';
  else if (game.score === '1-0') outcome = isWhite ? 'Win' : 'Loss';
  else if (game.score === '0-1') outcome = isWhite ? 'Loss' : 'Win';
  else outcome = 'Aborted';
  return {
    id: game.id,
    live: true,
    opponent: them.displayName || them.username,
    color: isWhite ? 'white' : 'black',
    outcome,
    ratingDiff: game.rated && outcome !== 'In progress' && outcome !== 'Aborted' ? me.ratingDiff : null,
    timeControl: game.timeControl.name,
    createdAt: game.createdAt,
    reviewPath: outcome === 'In progress' || outcome === 'Aborted' ? null : `/review/${encodeURIComponent(game.id)}`,
  };
}

const COMPUTER_OUTCOMES = { win: 'Win', lose: 'Loss', draw: 'Draw' } as const;

export function describeComputerGame(game: ComputerGame): GameLine {
  return {
    id: `computer-${game.id}`,
    live: false,
    opponent: `Computer level ${game.level}`,
    color: game.color,
    outcome: COMPUTER_OUTCOMES[game.result],
    ratingDiff: null,
    timeControl: 'vs computer',
    createdAt: game.createdAt,
    reviewPath: `/review/${game.id}`,
  };
}

/** Both kinds of game in one list, newest first, at most `limit`. */
export function recentGameLines(
  live: RecentGame[],
  computer: ComputerGame[],
  username: string,
  limit: number,
): GameLine[] {
  return [...live.map((g) => describeGame(g, username)), ...computer.map(describeComputerGame)]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit);
}
