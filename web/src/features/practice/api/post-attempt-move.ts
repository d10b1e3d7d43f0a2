import { api } from '@/lib/api-client';

import { moveResultSchema, type MoveResult } from './schemas';

/** The judge waits for the bot (up to its level's time + 1 s) and for its own search. */
export const MOVE_TIMEOUT_MS = 20_000;

/**
 * POST /api/practice/attempts/{attemptId}/moves: the player's move (UCI); the server replays it,
 * answers with the bot's reply, whether the goal is still reachable, and the result. (A visitor's
 * first move is sent by a learner: the page makes one and opens the attempt again for it first.)
 */
export function postAttemptMove(attemptId: string, move: string): Promise<MoveResult> {
  // Not retried: the server may have taken the move before the answer was lost.
  return api.post(
    `/practice/attempts/${encodeURIComponent(attemptId)}/moves`,
    { move },
    { retries: 0, timeoutMs: MOVE_TIMEOUT_MS, schema: moveResultSchema },
  );
}
