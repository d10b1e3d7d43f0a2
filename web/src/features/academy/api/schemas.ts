// The academy's content as GET /api/academy/lessons and /api/academy/puzzles send it
// (content/academy/, described in content/lessons/README.md), checked on arrival. Moves are UCI.
// No answers come with them: an interactive position's moves, the quiz and the puzzles' moves are
// judged by the server (POST …/move, …/quiz), which reveals the rest after.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));

export const academyPositionSchema = z.object({
  fen: z.string(),
  title: z.string(),
  explanation: z.string(),
  isInteractive: z.boolean(),
  kind: z.optional(z.string()),
  /** Demo moves played from `fen`, one every 1.5 s. */
  moves: z._default(z.array(uci), []),
  /** One per demo move. */
  annotations: z._default(z.array(z.string()), []),
});

export const academyQuizSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
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
  /** How many moves the solution has (the solver's, the reply, the solver's, …); the moves are the server's. */
  solutionLength: z.number(),
  hints: z._default(z.array(z.string()), []),
  description: z.string(),
  theme: z._default(z.array(z.string()), []),
  movesToMate: z.optional(z.nullable(z.number())),
  points: z.number(),
  tags: z._default(z.array(z.string()), []),
  source: z.optional(z.string()),
});

/** A move on an interactive position, judged (POST /api/academy/lessons/{id}/positions/{n}/move). */
export const academyMoveVerdictSchema = z.object({ correct: z.boolean(), move: uci, san: z.string() });

/** The quiz's answer, judged (POST /api/academy/lessons/{id}/quiz): the right option and why. */
export const academyQuizVerdictSchema = z.object({
  chosen: z.number(),
  correct: z.boolean(),
  correctAnswer: z.number(),
  explanation: z.string(),
});

/** A puzzle move, judged (POST /api/academy/puzzles/{id}/move): a right one brings the reply. */
export const puzzleMoveVerdictSchema = z.object({
  correct: z.boolean(),
  move: uci,
  san: z.string(),
  solved: z.boolean(),
  reply: z.nullable(uci),
});

/** Show Solution (POST /api/academy/puzzles/{id}/solution). */
export const puzzleSolutionSchema = z.object({ solution: z.array(uci) });

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
export type AcademyQuizVerdict = z.infer<typeof academyQuizVerdictSchema>;
export type PuzzleMoveVerdict = z.infer<typeof puzzleMoveVerdictSchema>;

/** GET /api/interactive-lessons: the course's five step lessons, as the academy lists them. */
export const stepLessonsResponseSchema = z.object({
  lessons: z.array(z.object({ id: z.number(), title: z.string(), description: z.string(), stepCount: z.number() })),
});
export type StepLessonCard = z.infer<typeof stepLessonsResponseSchema>['lessons'][number];
