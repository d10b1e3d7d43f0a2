import { api } from '@/lib/api-client';

import { startResponseSchema, type StartResponse } from './schemas';

/**
 * POST /api/assessment/start: a new adaptive test and its first position. A visitor's session
 * lives on the server without an account; an account within 90 days of its last result gets 403
 * "The assessment can be taken once every few months" (with retakeAvailableAt).
 */
export function startAssessment(): Promise<StartResponse> {
  // Not retried: a second start would open a second session.
  return api.post('/assessment/start', {}, { retries: 0, schema: startResponseSchema });
}
