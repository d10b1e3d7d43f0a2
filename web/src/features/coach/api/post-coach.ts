import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import type { CoachPlace } from '@/lib/coach-slot';

/** What the coach is asked (server/src/net/coach_routes.cpp). */
export interface CoachQuestion {
  context: CoachPlace;
  ask: 'move' | 'hint' | 'analysis';
  fen: string;
  move?: string;
  correct?: boolean;
  attempt?: number;
  rating?: number;
  seed?: number;
  topic?: string;
}

export const coachAnswerSchema = z.object({
  type: z.enum(['celebration', 'correction', 'hint', 'encouragement', 'analysis']),
  message: z.string(),
  explanation: z.string(),
  suggestedMove: z.nullable(z.string()),
  suggestedSquares: z.array(z.string()),
  hintLevel: z.nullable(z.enum(['gentle', 'specific', 'direct'])),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  confidence: z.number(),
  motifs: z.array(z.string()),
  advice: z.boolean(),
  /** Whether the words carry scores (from 1200 up): from White's side, "+ means White is better". */
  numbers: z.optional(z.boolean()),
  /** 'ai' when the provider reworded the facts, 'coach' for the grounded words. */
  voice: z.enum(['coach', 'ai']),
  /** The grounded words, whoever spoke. */
  facts: z.string(),
  /** The failure text when the provider failed and the grounded words stand in. */
  aiError: z.nullable(z.string()),
});
export type CoachAnswer = z.infer<typeof coachAnswerSchema>;

/** The header that carries the player's key for this one call. */
export const AI_KEY_HEADER = 'X-AI-Key';

/** POST /api/coach; the key, when the player saved one, goes in its header. */
export function postCoach(question: CoachQuestion, key: string | null): Promise<CoachAnswer> {
  return api.post('/coach', question, {
    retries: 0,
    // The engine's searches and, with a key, the provider's answer (the server gives it 10 s).
    timeoutMs: 20_000,
    headers: key ? { [AI_KEY_HEADER]: key } : undefined,
    schema: coachAnswerSchema,
  });
}

export function useCoach() {
  return useMutation({
    mutationFn: ({ question, key }: { question: CoachQuestion; key: string | null }) => postCoach(question, key),
  });
}
