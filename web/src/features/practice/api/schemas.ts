// The practice routes' answers (issue 17's wire contract), checked on arrival: the sections with
// each position's best stars, one position, an attempt, and the judge's answer to a move.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));

export const goalKinds = ['mate', 'mateIn', 'win', 'promote', 'drawIn', 'equalise', 'gainMaterial'] as const;

/** The kind stays an open string: a goal this client does not know still shows (as its text). */
export const goalSchema = z.object({
  kind: z.string(),
  moves: z.optional(z.number()),
  material: z.optional(z.number()),
});

export const positionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  goal: goalSchema,
  /** The goal in words as the server says it (from the player's side). */
  goalText: z.optional(z.string()),
  /** The player's best, 0..3 (0 for a visitor who has no record yet). */
  stars: z.number().check(z.minimum(0), z.maximum(3)),
  completed: z.boolean(),
});

export const sectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  positions: z.array(positionSummarySchema),
});

export const practiceListSchema = z.object({ sections: z.array(sectionSchema) });

export const practicePositionSchema = z.object({
  id: z.string(),
  section: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  fen: z.string(),
  goal: goalSchema,
  botLevel: z.optional(z.number()),
  /** Moves for 3 and for 2 stars. */
  stars: z.optional(z.tuple([z.number(), z.number()])),
  hint: z.optional(z.string()),
});

export const attemptSchema = z.object({
  attemptId: z.string(),
  fen: z.string(),
  goalText: z.string(),
  playerColor: z.enum(['white', 'black']),
});

const playedSchema = z.object({ uci, san: z.string() });

export const moveResultSchema = z.object({
  status: z.enum(['playing', 'won', 'failed']),
  fen: z.string(),
  userMove: playedSchema,
  botMove: z.nullable(z.object({ uci, san: z.string(), explanation: z._default(z.string(), '') })),
  goalReachable: z.boolean(),
  reason: z.optional(z.nullable(z.string())),
  movesUsed: z.number(),
  stars: z.optional(z.nullable(z.number())),
});

export type Goal = z.infer<typeof goalSchema>;
export type PositionSummary = z.infer<typeof positionSummarySchema>;
export type Section = z.infer<typeof sectionSchema>;
export type PracticeList = z.infer<typeof practiceListSchema>;
export type PracticePosition = z.infer<typeof practicePositionSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type MoveResult = z.infer<typeof moveResultSchema>;
