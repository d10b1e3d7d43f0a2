import { api } from '@/lib/api-client';

import type { Place } from './schemas';

/**
 * POST /api/lessons/{id}/place: where the learner is in the lesson, kept by the server so
 * "Continue" opens it again, on any device. Only for whoever has a record (looking makes no
 * learner); a failure costs nothing but the place.
 */
export function postPlace(lessonId: string, place: Place): Promise<unknown> {
  return api.post(`/lessons/${encodeURIComponent(lessonId)}/place`, place, { retries: 1 });
}
