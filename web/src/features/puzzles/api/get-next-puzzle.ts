import { api } from '@/lib/api-client';

import { nextPuzzleResponseSchema, type NextPuzzleResponse } from './types';

export interface NextPuzzleParams {
  theme?: string;
  difficulty?: string;
}

/**
 * GET /api/puzzles/next: a rated puzzle near the player's rating (the server's record of it), never
 * one already solved.
 */
export function getNextPuzzle(params: NextPuzzleParams = {}): Promise<NextPuzzleResponse> {
  const q = new URLSearchParams();
  if (params.theme) q.set('theme', params.theme);
  if (params.difficulty) q.set('difficulty', params.difficulty);
  const query = q.toString();
  return api.get(`/puzzles/next${query ? `?${query}` : ''}`, { retries: 1, schema: nextPuzzleResponseSchema });
}
