import { api } from '@/lib/api-client';

import { calibrationResultSchema, type CalibrationResult } from './schemas';

/** GET /api/calibration/result: the finished test's rating; 404 "No completed calibration" if none. */
export function getCalibrationResult(): Promise<CalibrationResult> {
  return api.get('/calibration/result', { retries: 1, schema: calibrationResultSchema });
}
