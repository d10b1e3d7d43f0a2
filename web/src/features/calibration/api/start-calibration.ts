import { api } from '@/lib/api-client';

import { calibrationStartSchema, type CalibrationStart } from './schemas';

/**
 * GET /api/calibration/start: the unfinished test's position (it resumes), or a new test's first;
 * `restart` abandons an unfinished one and starts afresh (Try Again).
 */
export function startCalibration(restart = false): Promise<CalibrationStart> {
  return api.get(`/calibration/start${restart ? '?restart=1' : ''}`, { retries: 1, schema: calibrationStartSchema });
}
