// The shapes the lessons routes answer with (GET /api/lessons, /api/lessons/{id},
// /api/interactive-lessons/{id}, POST …/complete), checked on arrival. The content behind them is
// content/lessons/ (README.md there is the schema); moves are UCI, FENs full six-field FENs.

import { z } from 'zod/mini';

const uci = z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/));
const ratingRange = z.object({ min: z.number(), max: z.number() });
const difficulty = z.string();

export const moduleTypes = ['theory', 'interactive', 'puzzle', 'quiz', 'guided-practice'] as const;
export type ModuleType = (typeof moduleTypes)[number];

export const placeSchema = z.object({ module: z.number(), position: z.number() });

export const moduleSummarySchema = z.object({ id: z.string(), title: z.string(), type: z.string() });

export const lessonSummarySchema = z.object({
  /** A curriculum lesson's word id, or a step lesson's course id ("interactive-1"). */
  id: z.string(),
  /** "steps" for a step lesson placed in the course; absent for a curriculum lesson. */
  kind: z.optional(z.string()),
  title: z.string(),
  description: z.string(),
  difficulty,
  duration: z.number(),
  ratingRange,
  objectives: z.array(z.string()),
  prerequisites: z._default(z.array(z.string()), []),
  moduleCount: z.number(),
  modules: z.array(moduleSummarySchema),
  /** 0, 25 once started, 100 once completed. */
  progress: z.number(),
  completed: z.boolean(),
  quizScore: z.optional(z.nullable(z.number())),
  accuracy: z.optional(z.nullable(z.number())),
  /** Where "Continue" opens the lesson: the module and the position (or puzzle) in it. */
  resume: z.optional(placeSchema),
});

export const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty,
  ratingRange,
  estimatedHours: z.number(),
  totalLessons: z.number(),
  lessons: z.array(lessonSummarySchema),
});

export const lessonsResponseSchema = z.object({ categories: z.array(categorySchema) });

const base = { id: z.string(), title: z.string(), content: z.optional(z.string()) };

export const theoryModuleSchema = z.object({
  ...base,
  type: z.literal('theory'),
  fen: z.optional(z.string()),
  moves: z.optional(z.array(uci)),
});

/** A practice position, without its answer: each move is judged by POST …/positions/{n}/move. */
export const practicePositionSchema = z.object({
  fen: z.string(),
  task: z.string(),
  kind: z.optional(z.string()),
});

export const interactiveModuleSchema = z.object({
  ...base,
  type: z.literal('interactive'),
  positions: z.array(practicePositionSchema),
});

export const lessonPuzzleSchema = z.object({
  id: z.string(),
  fen: z.string(),
  rating: z.number(),
  themes: z.array(z.string()),
});

export const puzzleModuleSchema = z.object({
  ...base,
  type: z.literal('puzzle'),
  themes: z.array(z.string()),
  ratingRange,
  count: z.number(),
  puzzles: z.array(lessonPuzzleSchema),
});

/** A quiz question, without its answer: Submit Quiz (POST …/quiz) reveals it. */
export const quizQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()).check(z.minLength(2)),
  fen: z.optional(z.string()),
});

export const quizModuleSchema = z.object({
  ...base,
  type: z.literal('quiz'),
  questions: z.array(quizQuestionSchema),
});

const squareMoveSchema = z.object({ from: z.string(), to: z.string() });

/** Colours and styles stay open strings: a value this client does not know is drawn with its default. */
const moveArrowSchema = z.object({
  from: z.string(),
  to: z.string(),
  color: z.optional(z.string()),
  style: z.optional(z.string()),
});
const highlightSchema = z.object({
  square: z.string(),
  color: z.optional(z.string()),
  animation: z.optional(z.string()),
});
const tooltipSchema = z.object({ square: z.string(), message: z.string(), type: z.optional(z.string()) });
const stepExplanationSchema = z.object({
  title: z.string(),
  description: z.string(),
  position: z.optional(z.string()),
});

export const guidedStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  stepType: z.string(),
  allowedMoves: z.optional(z.array(squareMoveSchema)),
  suggestedMove: z.optional(z.string()),
  computerMove: z.optional(z.string()),
  choices: z.optional(
    z.array(z.object({ text: z.string(), explanation: z.optional(z.string()), nextStep: z.optional(z.string()) })),
  ),
  /** Seconds. */
  timeLimit: z.optional(z.number()),
  botLevel: z.optional(z.number()),
  moveArrows: z.optional(z.array(moveArrowSchema)),
  highlightSquares: z.optional(z.array(highlightSchema)),
  tooltip: z.optional(tooltipSchema),
  /** The step-explanation box beside the board (top, bottom, left or right). */
  explanation: z.optional(stepExplanationSchema),
  nextStepConditions: z.optional(z.object({ onCorrectMove: z.optional(z.string()) })),
});

/**
 * Steps and the rest are optional here on purpose: a module whose data is incomplete still reads,
 * and the guided-practice player shows the error of docs/lessons.md ("Guided practice") for what is missing instead
 * of the whole lesson failing to load.
 */
export const guidedPracticeSchema = z.object({
  initialFen: z.optional(z.string()),
  botLevel: z.optional(z.number()),
  theme: z.optional(z.string()),
  objectives: z._default(z.array(z.string()), []),
  successCriteria: z.optional(
    z.object({ minCorrectMoves: z.number(), maxMistakes: z.number(), timeBonus: z.number() }),
  ),
  steps: z.optional(z.array(guidedStepSchema)),
});

export const guidedPracticeModuleSchema = z.object({
  ...base,
  type: z.literal('guided-practice'),
  guidedPractice: z.optional(guidedPracticeSchema),
});

/**
 * A module of a type this player does not know: kept, and shown as 'Unknown module type'. A known
 * type with the wrong fields is not this: it makes the answer unreadable.
 */
export const unknownModuleSchema = z.object({
  ...base,
  type: z.string().check(z.refine((t) => !(moduleTypes as readonly string[]).includes(t))),
});

export const lessonModuleSchema = z.union([
  z.discriminatedUnion('type', [
    theoryModuleSchema,
    interactiveModuleSchema,
    puzzleModuleSchema,
    quizModuleSchema,
    guidedPracticeModuleSchema,
  ]),
  unknownModuleSchema,
]);

/** What the server recorded of one practice position; once answered, the answer and why. */
export const positionRecordSchema = z.object({
  tries: z.number(),
  solved: z.boolean(),
  revealed: z.boolean(),
  move: z.optional(z.string()),
  accepted: z.optional(z.array(uci)),
  explanation: z.optional(z.string()),
});

/** Submit Quiz's answer (POST /api/lessons/{id}/quiz): per question the right option and why. */
export const quizResultSchema = z.object({
  questions: z.array(
    z.object({ chosen: z.number(), correct: z.boolean(), answer: z.number(), explanation: z.string() }),
  ),
  correctCount: z.number(),
});

/** What the learner did in the lesson, kept by the server (docs/lessons.md, "The lesson record"). */
export const lessonRecordSchema = z.object({
  positions: z.array(positionRecordSchema),
  puzzles: z.array(z.object({ id: z.string(), state: z.enum(['open', 'solved', 'skipped']) })),
  quizzes: z.array(
    z.object({ module: z.string(), answers: z.array(z.number()), result: z.optional(quizResultSchema) }),
  ),
});

export const lessonDetailSchema = z.object({
  ...z.omit(lessonSummarySchema, { modules: true, moduleCount: true }).shape,
  moduleCount: z.optional(z.number()),
  /** The category id, when the server names it: where the player returns to. */
  category: z.optional(z.string()),
  modules: z.array(lessonModuleSchema),
  /** The learner's record (absent for a visitor without one). */
  record: z.optional(lessonRecordSchema),
});

export const lessonResponseSchema = z.object({ lesson: lessonDetailSchema });

export const completeResultSchema = z.object({
  progress: z.number(),
  completed: z.boolean(),
  quizScore: z.nullable(z.number()),
  accuracy: z.nullable(z.number()),
  xpAwarded: z.number(),
  /** The next lesson of the course (null after the last). */
  nextLesson: z.optional(z.nullable(z.object({ id: z.string(), title: z.string() }))),
});

export const interactiveStepSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  instruction: z.string(),
  type: z.enum(['instruction', 'practice']),
  fen: z.optional(z.string()),
  kind: z.optional(z.string()),
  /** An instruction step's note; a practice step's comes with the right move. */
  explanation: z.optional(z.string()),
});

/** A learner's way through a step lesson, as the server recorded it from the judged moves. */
export const stepRecordSchema = z.object({
  /** The step reached last (the lesson opens there). */
  step: z.number(),
  /** The practice steps solved, by index. */
  solved: z.array(z.number()),
  completed: z.boolean(),
});

export const interactiveLessonSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  description: z.string(),
  steps: z.array(interactiveStepSchema),
  /** Only for someone with a record (an account or an anonymous learner). */
  record: z.optional(stepRecordSchema),
});

export const interactiveLessonResponseSchema = z.object({ lesson: interactiveLessonSchema });

/**
 * The server's verdict on one move (POST …/positions/{n}/move, …/steps/{n}/move): a right one
 * reveals the accepted moves and the explanation; a wrong one names where the right moves go.
 */
export const moveVerdictSchema = z.object({
  correct: z.boolean(),
  move: uci,
  san: z.string(),
  accepted: z.optional(z.array(uci)),
  explanation: z.optional(z.string()),
  hintSquares: z.optional(z.array(z.string())),
  /** A lesson position's record after this move. */
  record: z.optional(positionRecordSchema),
});

/** What a guided step shows once its right move is played (or Show me asked): its guidance. */
export const guidedRevealSchema = z.object({
  moveArrows: z.optional(z.array(moveArrowSchema)),
  highlightSquares: z.optional(z.array(highlightSchema)),
  tooltip: z.optional(tooltipSchema),
  explanation: z.optional(stepExplanationSchema),
});

/**
 * The server's verdict on a guided step's move (POST …/guided/{step}/move): a right one reveals the
 * step's guidance, the computer's reply and, when the lesson goes on with another right move, that
 * move; a wrong one says why (wrong-piece | blocked | hint) and which squares to look at.
 */
export const guidedMoveVerdictSchema = z.object({
  correct: z.boolean(),
  move: uci,
  san: z.string(),
  reveal: z.optional(guidedRevealSchema),
  reply: z.optional(z.nullable(uci)),
  lineMove: z.optional(uci),
  answer: z.optional(z.string()),
  hintSquares: z.optional(z.array(z.string())),
});

/** Show me (POST …/guided/{step}/solution): the step's move and what it reveals. */
export const guidedSolutionSchema = z.object({ move: uci, san: z.string(), reveal: guidedRevealSchema });

/** A judged choice (POST …/guided/{step}/choice). */
export const guidedChoiceVerdictSchema = z.object({
  chosen: z.number(),
  correct: z.boolean(),
  explanation: z.string(),
  nextStep: z.string(),
});

/** Show answer (POST /api/lessons/{id}/positions/{n}/reveal): the answer, which earns nothing. */
export const revealSchema = z.object({
  move: uci,
  san: z.string(),
  accepted: z.array(uci),
  explanation: z.string(),
});

export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export type Category = z.infer<typeof categorySchema>;
export type LessonsResponse = z.infer<typeof lessonsResponseSchema>;
export type TheoryModule = z.infer<typeof theoryModuleSchema>;
export type PracticePosition = z.infer<typeof practicePositionSchema>;
export type InteractiveModule = z.infer<typeof interactiveModuleSchema>;
export type LessonPuzzle = z.infer<typeof lessonPuzzleSchema>;
export type PuzzleModule = z.infer<typeof puzzleModuleSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizModule = z.infer<typeof quizModuleSchema>;
export type GuidedPracticeModule = z.infer<typeof guidedPracticeModuleSchema>;
export type GuidedPractice = z.infer<typeof guidedPracticeSchema>;
export type GuidedStep = z.infer<typeof guidedStepSchema>;
export type LessonModule = z.infer<typeof lessonModuleSchema>;
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export type CompleteResult = z.infer<typeof completeResultSchema>;
export type InteractiveStep = z.infer<typeof interactiveStepSchema>;
export type InteractiveLesson = z.infer<typeof interactiveLessonSchema>;
export type StepRecord = z.infer<typeof stepRecordSchema>;
export type MoveVerdictAnswer = z.infer<typeof moveVerdictSchema>;
export type QuizResult = z.infer<typeof quizResultSchema>;
export type GuidedReveal = z.infer<typeof guidedRevealSchema>;
export type GuidedMoveVerdict = z.infer<typeof guidedMoveVerdictSchema>;
export type GuidedSolution = z.infer<typeof guidedSolutionSchema>;
export type GuidedChoiceVerdict = z.infer<typeof guidedChoiceVerdictSchema>;
export type LessonRecord = z.infer<typeof lessonRecordSchema>;
export type RevealAnswer = z.infer<typeof revealSchema>;
export type Place = z.infer<typeof placeSchema>;

export type KnownModule = TheoryModule | InteractiveModule | PuzzleModule | QuizModule | GuidedPracticeModule;

/** The module as its known type (narrowed by `type`), or null for a type this player does not know. */
export function knownModule(module: LessonModule | undefined): KnownModule | null {
  return module && (moduleTypes as readonly string[]).includes(module.type) ? (module as KnownModule) : null;
}
