import { api } from '@/lib/api-client';

import { attemptSchema, type Attempt } from './schemas';

/**
 * POST /api/practice/{id}/attempts: a new attempt, judged on the server from the start position.
 * Opening a position opens an attempt for whoever is there (a visitor's is nobody's record).
 */
export function postAttempt(positionId: string): Promise<Attempt> {
  // Not retried: a retry after a lost answer would only open a second attempt.
  return api.post(`/practice/${encodeURIComponent(positionId)}/attempts`, {}, { retries: 0, schema: attemptSchema });
}
