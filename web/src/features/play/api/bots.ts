import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';

const botSchema = z.object({ level: z.number(), name: z.string(), elo: z.number() });
export type Bot = z.infer<typeof botSchema>;
const botsSchema = z.object({ bots: z.array(botSchema) });
// evaluation: centipawns from the bot's side, or { mate: n } (issue 17's contract); the educational
// fields (explanation, alternatives, …) are not used by this widget and are stripped.
const evaluationSchema = z.union([z.number(), z.object({ mate: z.number() })]);
const botMoveSchema = z.object({
  move: z.string(),
  evaluation: z.optional(z.nullable(evaluationSchema)),
  depth: z.optional(z.number()),
  time: z.optional(z.number()),
});
export type BotMove = z.infer<typeof botMoveSchema>;

/** GET /api/bots: the educational bot levels (docs/bots-and-coach.md), from the server's engine pool. */
export function botsQuery() {
  return queryOptions({
    queryKey: ['bots'],
    queryFn: async () => (await api.get('/bots', { schema: botsSchema })).bots,
    staleTime: Infinity,
  });
}

/** POST /api/bots/move: the bot's move (UCI) in `fen` at `level`, chosen by Stockfish on the server. */
export function postBotMove(fen: string, level: number): Promise<BotMove> {
  return api.post('/bots/move', { fen, level }, { schema: botMoveSchema });
}
