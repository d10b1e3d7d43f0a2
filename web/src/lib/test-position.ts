// The wire shapes the strength assessment and the calibration share (issue 18's contract): a
// test position and the verdict on one answer. Both features check their answers with these.

import { z } from 'zod/mini';

export const testQuestionSchema = z.object({
  fen: z.string(),
  /** Seconds (docs/assessment.md, "Time limits"). */
  timeLimit: z.number().check(z.positive()),
  /** Seconds left by the server's clock when this was sent (its clock may have run since a reload). */
  timeLeft: z.optional(z.number().check(z.nonnegative())),
  /** 0-based index of this question. */
  progress: z.int().check(z.nonnegative()),
  totalPositions: z.int().check(z.positive()),
  theme: z.string(),
  difficulty: z.int().check(z.gte(1), z.lte(6)),
  description: z.string(),
  sideToMove: z.optional(z.enum(['white', 'black'])),
});

export const moveVerdictSchema = z.object({
  isCorrect: z.boolean(),
  correctMove: z.string(),
  explanation: z.string(),
});

export const answerResponseSchema = z.object({
  result: moveVerdictSchema,
  status: z.enum(['in_progress', 'completed']),
  next: z.nullable(testQuestionSchema),
});

export const nextStepSchema = z.object({ text: z.string(), href: z.string() });
export const intervalSchema = z.object({ low: z.number(), high: z.number() });

export type TestQuestion = z.infer<typeof testQuestionSchema>;
export type MoveVerdict = z.infer<typeof moveVerdictSchema>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export type NextStep = z.infer<typeof nextStepSchema>;

/** The label of a difficulty 1–6 (the calibration's scale; the assessment uses the same). */
export function difficultyLabel(d: number): string {
  return ['Easy', 'Easy', 'Medium', 'Medium', 'Hard', 'Hard'][Math.min(6, Math.max(1, Math.round(d))) - 1] ?? 'Medium';
}
