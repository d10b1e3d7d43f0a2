// The academy's content as GET /api/academy/lessons and /api/academy/puzzles send it
// (content/academy/, described in content/lessons/README.md), checked on arrival. Moves are UCI.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));

export const academyPositionSchema = z.object({
  fen: z.string(),
  title: z.string(),
  explanation: z.string(),
  isInteractive: z.boolean(),
  kind: z.optional(z.string()),
  correctMoves: z._default(z.array(uci), []),
  /** Demo moves played from `fen`, one every 1.5 s. */
  moves: z._default(z.array(uci), []),
  /** One per demo move. */
  annotations: z._default(z.array(z.string()), []),
});

export const academyQuizSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number(),
  explanation: z.string(),
});

export const academyLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.string(),
  category: z.string(),
  duration: z.number(),
  description: z.string(),
  objectives: z._default(z.array(z.string()), []),
  prerequisite: z._default(z.array(z.string()), []),
  badge: z._default(z.string(), ''),
  positions: z.array(academyPositionSchema),
  quiz: z.optional(z.nullable(academyQuizSchema)),
});

export const academyLessonsResponseSchema = z.object({ lessons: z.array(academyLessonSchema) });

export const puzzleCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
});

export const academyPuzzleSchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: z.string(),
  category: z.string(),
  rating: z.number(),
  /** The position the solver faces. */
  fen: z.string(),
  /** The solver's move, the reply, the solver's move, … */
  solution: z.array(uci).check(z.minLength(1)),
  hints: z._default(z.array(z.string()), []),
  description: z.string(),
  theme: z._default(z.array(z.string()), []),
  movesToMate: z.optional(z.nullable(z.number())),
  points: z.number(),
  tags: z._default(z.array(z.string()), []),
  source: z.optional(z.string()),
});

export const academyPuzzlesResponseSchema = z.object({
  categories: z.array(puzzleCategorySchema),
  puzzles: z.array(academyPuzzleSchema),
});

export type AcademyPosition = z.infer<typeof academyPositionSchema>;
export type AcademyQuiz = z.infer<typeof academyQuizSchema>;
export type AcademyLesson = z.infer<typeof academyLessonSchema>;
export type PuzzleCategory = z.infer<typeof puzzleCategorySchema>;
export type AcademyPuzzle = z.infer<typeof academyPuzzleSchema>;
export type AcademyPuzzles = z.infer<typeof academyPuzzlesResponseSchema>;
