// Game reviews (POST /api/reviews, GET /api/reviews/{id}, POST /api/reviews/{id}/attempts): the
// wire shapes and fetchers, shared by the review pages (features/review) and the play summary's
// tips (features/play), which read the same review.

import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { ensureLearner } from '@/lib/auth/learner';

export const MOVE_CLASSES = [
  'book',
  'brilliant',
  'best',
  'excellent',
  'good',
  'inaccuracy',
  'mistake',
  'blunder',
] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

const colorSchema = z.enum(['white', 'black']);

export const evalSchema = z.object({
  cp: z.number(),
  mate: z.nullable(z.number()),
  winPercent: z.number(),
});

export const reviewedMoveSchema = z.object({
  ply: z.number(),
  color: colorSchema,
  uci: z.string(),
  san: z.string(),
  fenBefore: z.string(),
  fen: z.string(),
  eval: evalSchema,
  bestMove: z.nullable(z.string()),
  bestSan: z.nullable(z.string()),
  bestLine: z.array(z.string()),
  class: z.enum(MOVE_CLASSES),
  winDrop: z.number(),
  motif: z.optional(z.nullable(z.string())),
  explanation: z.optional(z.string()),
});

export const reviewMistakeSchema = z.object({
  ply: z.number(),
  color: colorSchema,
  class: z.enum(['inaccuracy', 'mistake', 'blunder']),
  fen: z.string(),
  san: z.string(),
  bestSan: z.string(),
  motif: z.nullable(z.string()),
  explanation: z.string(),
});

const classCountsSchema = z.record(z.string(), z.number());

export const reviewSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  source: z.enum(['computer', 'live', 'pgn']),
  gameId: z.nullable(z.string()),
  initialFen: z.nullable(z.string()),
  white: z.string(),
  black: z.string(),
  result: z.string(),
  playerColor: z.nullable(colorSchema),
  depth: z.number(),
  progress: z.object({ analysed: z.number(), total: z.number() }),
  error: z.optional(z.string()),
  startEval: z.optional(evalSchema),
  moves: z.optional(z.array(reviewedMoveSchema)),
  mistakes: z.optional(z.array(reviewMistakeSchema)),
  summary: z.optional(z.object({ white: classCountsSchema, black: classCountsSchema })),
  accuracy: z.optional(z.object({ white: z.nullable(z.number()), black: z.nullable(z.number()) })),
  keyMoments: z.optional(z.array(z.number())),
  opening: z.optional(z.nullable(z.object({ eco: z.string(), name: z.string() }))),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewedMove = z.infer<typeof reviewedMoveSchema>;
export type ReviewMistake = z.infer<typeof reviewMistakeSchema>;
export type ReviewEval = z.infer<typeof evalSchema>;

const ticketSchema = z.object({ id: z.string(), status: z.string() });

/**
 * A game's review, queued once: `gameId` of a computer game (its number) or a live game, or a PGN
 * (with the side the player played, whose mistakes go to their personal deck). The review is the
 * record's: a visitor's first one makes them an anonymous learner.
 */
export async function requestReview(body: { gameId: string | number } | { pgn: string; color?: 'white' | 'black' }) {
  await ensureLearner();
  return api.post('/reviews', body, { retries: 1, schema: ticketSchema });
}

export function getReview(id: string): Promise<Review> {
  return api.get(`/reviews/${encodeURIComponent(id)}`, { schema: reviewSchema });
}

export const reviewKeys = {
  all: ['reviews'] as const,
  review: (id: string) => ['reviews', id] as const,
  forGame: (gameId: string) => ['reviews', 'game', gameId] as const,
};

/** While the engine works the review is asked for again (the progress indicator moves). */
export const REVIEW_POLL_MS = 1_000;

export function reviewIsFinal(review: Review | undefined): boolean {
  return review?.status === 'done' || review?.status === 'failed';
}

const attemptSchema = z.object({
  correct: z.boolean(),
  san: z.string(),
  bestMove: z.string(),
  bestSan: z.string(),
  class: z.enum(MOVE_CLASSES),
  eval: evalSchema,
});

export type AttemptResult = z.infer<typeof attemptSchema>;

/** "Learn from your mistakes": the server judges the move tried in the position before `ply`. */
export function tryMistakeMove(id: string, ply: number, move: string): Promise<AttemptResult> {
  return api.post(
    `/reviews/${encodeURIComponent(id)}/attempts`,
    { ply, move },
    { retries: 0, schema: attemptSchema, timeoutMs: 30_000 },
  );
}
