import { api } from '@/lib/api-client';

/** POST /api/puzzles/merge: after sign-up, the puzzles solved in this browser join the account. */
export function postPuzzleMerge(solvedIds: string[]): Promise<{ merged: number }> {
  return api.post<{ merged: number }>('/puzzles/merge', { solvedIds }, { retries: 1 });
}
