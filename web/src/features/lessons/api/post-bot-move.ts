import { api } from '@/lib/api-client';

import { educationalMoveSchema, type EducationalMove } from './educational-schemas';

/**
 * POST /api/bots/move: the educational bot's move in `fen` at `level` (1-10), chosen by Stockfish
 * on the server, with its explanation, alternatives and teaching point.
 */
export function postBotMove(fen: string, level: number, signal?: AbortSignal): Promise<EducationalMove> {
  return api.post('/bots/move', { fen, level }, { schema: educationalMoveSchema, retries: 1, signal });
}
