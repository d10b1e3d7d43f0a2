import { api } from '@/lib/api-client';

import { nextPuzzleResponseSchema, type NextPuzzleResponse } from './types';

export interface NextPuzzleParams {
  theme?: string;
  difficulty?: string;
  /** A visitor's rating kept in the browser (accounts use the server's). */
  rating?: number;
  /** Puzzles a visitor already solved. */
  exclude?: string[];
}

/** GET /api/puzzles/next: a rated puzzle near the player's rating, never one already solved. */
export function getNextPuzzle(params: NextPuzzleParams): Promise<NextPuzzleResponse> {
  const q = new URLSearchParams();
  if (params.theme) q.set('theme', params.theme);
  if (params.difficulty) q.set('difficulty', params.difficulty);
  if (params.rating !== undefined) q.set('rating', String(Math.round(params.rating)));
  if (params.exclude?.length) q.set('exclude', params.exclude.slice(-200).join(','));
  return api.get(`/puzzles/next?${q.toString()}`, { retries: 1, schema: nextPuzzleResponseSchema });
}
