import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

import { startResponseSchema, type StartResponse } from './schemas';

/**
 * POST /api/assessment/start: a new adaptive test and its first position, in the record of whoever
 * takes it (a visitor's start makes them an anonymous learner first). Within 90 days of the
 * record's last result: 403 "The assessment can be taken once every few months" (with
 * retakeAvailableAt).
 */
export async function startAssessment(): Promise<StartResponse> {
  await ensureLearner();
  // Not retried: a second start would open a second session.
  return api.post('/assessment/start', {}, { retries: 0, schema: startResponseSchema });
}
