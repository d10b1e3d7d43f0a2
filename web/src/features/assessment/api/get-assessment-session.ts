import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { testQuestionSchema } from '@/lib/test-position';

const sessionStateSchema = z.union([
  z.extend(testQuestionSchema, { sessionId: z.string(), status: z.literal('in_progress') }),
  z.object({ sessionId: z.string(), status: z.literal('completed') }),
]);

export type SessionState = z.infer<typeof sessionStateSchema>;

/**
 * GET /api/assessment/{id}: where a session stands (its current position, or completed), so a
 * reload or a second tab resumes at the server's position rather than the one this browser kept.
 */
export function getAssessmentSession(sessionId: string): Promise<SessionState> {
  return api.get(`/assessment/${encodeURIComponent(sessionId)}`, { retries: 1, schema: sessionStateSchema });
}
