// The shapes /api/calibration/* answers with (docs/assessment.md; issue 18).

import { z } from 'zod/mini';

import { intervalSchema, nextStepSchema, testQuestionSchema } from '@/lib/test-position';

export const calibrationStartSchema = z.extend(testQuestionSchema, { status: z.literal('in_progress') });

export const calibrationResultSchema = z.object({
  tacticsRating: z.number(),
  interval: intervalSchema,
  level: z.string(),
  summary: z.object({ level: z.string(), message: z.string(), nextSteps: z.array(nextStepSchema) }),
  weakMotifs: z.array(z.string()),
  strongMotifs: z.array(z.string()),
  correct: z.int().check(z.nonnegative()),
  total: z.int().check(z.positive()),
  completedAt: z.union([z.string(), z.number()]),
});

export type CalibrationStart = z.infer<typeof calibrationStartSchema>;
export type CalibrationResult = z.infer<typeof calibrationResultSchema>;
