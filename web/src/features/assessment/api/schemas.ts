// The shapes /api/assessment/* answers with (issue 18's contract), checked on every answer.

import { z } from 'zod/mini';

import { intervalSchema, nextStepSchema, testQuestionSchema } from '@/lib/test-position';

export const startResponseSchema = z.extend(testQuestionSchema, {
  sessionId: z.string().check(z.minLength(1)),
  status: z.literal('in_progress'),
  retakeAvailableAt: z.optional(z.nullable(z.number())),
});

export const hintResponseSchema = z.object({ square: z.string().check(z.regex(/^[a-h][1-8]$/)) });

export const assessmentResultSchema = z.object({
  rating: z.number(),
  interval: intervalSchema,
  /** The one model's estimate lies above the assessment's 400–1800: the result reads "1800+". */
  aboveScale: z.optional(z.boolean()),
  level: z.string(),
  score: z.object({ correct: z.int().check(z.nonnegative()), total: z.int().check(z.positive()) }),
  strengths: z.array(z.string()),
  areasToImprove: z.array(z.string()),
  nextSteps: z.array(nextStepSchema),
  /** What the level means for the player, in a sentence. */
  message: z.optional(z.string()),
  completedAt: z.union([z.string(), z.number()]),
});

export const historyEntrySchema = z.object({
  rating: z.number(),
  interval: intervalSchema,
  aboveScale: z.optional(z.boolean()),
  level: z.string(),
  completedAt: z.union([z.string(), z.number()]),
});

export const historyResponseSchema = z.object({
  results: z.array(historyEntrySchema),
  retakeAvailableAt: z.optional(z.nullable(z.number())),
});

export type StartResponse = z.infer<typeof startResponseSchema>;
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
