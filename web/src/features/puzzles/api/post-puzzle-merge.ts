import { api } from '@/lib/api-client';

import { mergeResultSchema } from './types';

/** POST /api/puzzles/merge: after sign-up, the puzzles solved in this browser join the account. */
export function postPuzzleMerge(solvedIds: string[]): Promise<{ merged: number }> {
  return api.post('/puzzles/merge', { solvedIds }, { retries: 1, schema: mergeResultSchema });
}
