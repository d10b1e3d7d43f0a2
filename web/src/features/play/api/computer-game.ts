import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { ensureLearner } from '@/lib/auth/learner';

// A game against the computer is the server's (issue 29), a visitor's as an account's: the
// player's move goes to the server, which judges it, stores it and answers with the computer's
// move; the result and the points are the server's too. A visitor's first game makes them an
// anonymous learner. Demo mode and a game set up from a position keep the in-browser game.

const color = z.enum(['white', 'black']);
const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));
const playedMove = z.object({ uci, san: z.string() });

const gameSchema = z.object({
  id: z.number(),
  level: z.int().check(z.gte(1)).check(z.lte(25)),
  color,
  fen: z.string(),
  moves: z.array(uci),
  sans: z.array(z.string()),
  startedAt: z.number(),
});
export type ComputerGame = z.infer<typeof gameSchema>;

const endSchema = z.object({
  result: z.enum(['win', 'lose', 'draw']),
  termination: z.string(),
  points: z.int(),
  playerMoves: z.int(),
  /** The finished game's id: its review, the account's list. */
  gameId: z.number(),
});
export type ComputerGameEnd = z.infer<typeof endSchema>;

const startedSchema = z.extend(gameSchema, {
  computerMove: z.nullable(playedMove),
  resigned: z.nullable(endSchema),
});
export type StartedComputerGame = z.infer<typeof startedSchema>;

const exchangeSchema = z.object({
  move: playedMove,
  reply: z.nullable(playedMove),
  fen: z.string(),
  end: z.nullable(endSchema),
});
export type ComputerExchange = z.infer<typeof exchangeSchema>;

/** POST /api/games/computer: a new game (the unfinished one is resigned once you have moved in it). */
export async function startComputerGame(
  level: number,
  side: 'white' | 'black' | 'random',
): Promise<StartedComputerGame> {
  await ensureLearner();
  // Not retried: a second start would resign the first.
  return api.post('/games/computer', { level, color: side }, { retries: 0, schema: startedSchema });
}

/** GET /api/games/computer/current: the unfinished game, or null when there is none. */
export async function getCurrentComputerGame(): Promise<ComputerGame | null> {
  try {
    return await api.get('/games/computer/current', { retries: 1, schema: gameSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/games/computer/{id}/move: the player's move and the computer's reply. */
export function sendComputerMove(id: number, move: string): Promise<ComputerExchange> {
  // A busy engine answers 503 and stores nothing, so the same move may be sent again.
  return api.post(`/games/computer/${id}/move`, { move }, { retries: 2, schema: exchangeSchema, timeoutMs: 20_000 });
}

/** POST /api/games/computer/{id}/resign. */
export function resignComputerGame(id: number): Promise<ComputerGameEnd> {
  return api
    .post(`/games/computer/${id}/resign`, {}, { retries: 1, schema: z.object({ end: endSchema }) })
    .then((answer) => answer.end);
}
