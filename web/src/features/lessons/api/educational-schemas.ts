// The educational bot's answers (issue 17's wire contract): POST /api/bots/move with the
// educational block and POST /api/explain. Everything beyond the move is optional, so an older
// server that answers only move, evaluation, depth and time still plays.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));
/** Centipawns from the mover's side, or a forced mate. */
export const evaluationSchema = z.union([z.number(), z.object({ mate: z.number() })]);

export const alternativeSchema = z.object({
  move: uci,
  san: z.optional(z.string()),
  evaluation: z.optional(z.nullable(evaluationSchema)),
  why: z.string(),
});

export const educationalSchema = z.object({
  explanation: z.string(),
  difficulty: z.optional(z.number()),
  alternatives: z._default(z.array(alternativeSchema), []),
  teachingPoint: z.optional(z.nullable(z.string())),
  category: z.optional(z.string()),
});

export const educationalMoveSchema = z.object({
  move: uci,
  san: z.optional(z.string()),
  evaluation: z.optional(z.nullable(evaluationSchema)),
  depth: z.optional(z.number()),
  time: z.optional(z.number()),
  educational: z.optional(educationalSchema),
  personality: z.optional(z.string()),
  educationalFocus: z.optional(z.string()),
  fallback: z.optional(z.boolean()),
});

export const explainSchema = z.object({
  explanation: z.string(),
  motifs: z._default(z.array(z.string()), []),
  evaluationBefore: z.optional(z.nullable(evaluationSchema)),
  evaluationAfter: z.optional(z.nullable(evaluationSchema)),
  category: z.optional(z.string()),
});

export type EducationalMove = z.infer<typeof educationalMoveSchema>;
export type Explanation = z.infer<typeof explainSchema>;
