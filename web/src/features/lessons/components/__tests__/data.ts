import { ok, type Routes, type StubRequest } from '@/testing';

import type { Category, LessonDetail, LessonSummary } from '../../api/schemas';

export const BACK_RANK = '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1';

export function summary(id: string, title: string, progress = 0, extra: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id,
    title,
    description: `About ${title}.`,
    difficulty: 'beginner',
    duration: 30,
    ratingRange: { min: 0, max: 400 },
    objectives: ['Know the board', 'Set up the pieces'],
    prerequisites: [],
    moduleCount: 6,
    modules: [
      { id: 'introduction', title: 'Introduction', type: 'theory' },
      { id: 'practice', title: 'Practice on the Board', type: 'interactive' },
      { id: 'puzzles', title: 'Puzzles', type: 'puzzle' },
      { id: 'quiz', title: 'Test Your Knowledge', type: 'quiz' },
      { id: 'extra', title: 'Common Mistakes', type: 'theory' },
      { id: 'more', title: 'Summary', type: 'theory' },
    ],
    progress,
    completed: progress >= 100,
    ...extra,
  };
}

const cat = (
  id: string,
  title: string,
  min: number,
  max: number,
  hours: number,
  total: number,
  difficulty: string,
  lessons: LessonSummary[],
): Category => ({
  id,
  title,
  description: `${title} description`,
  difficulty,
  ratingRange: { min, max },
  estimatedHours: hours,
  totalLessons: total,
  lessons,
});

export const CATEGORIES: Category[] = [
  cat('basics', 'Chess Basics', 0, 400, 4, 8, 'beginner', [
    summary('chess-101', 'Chess 101'),
    summary('pawn-moves', 'Pawn Moves', 0, { prerequisites: ['chess-101'] }),
  ]),
  cat('beginner-fundamentals', 'Beginner Fundamentals', 400, 800, 8, 10, 'beginner', [
    summary('opening-principles', 'Opening Principles'),
  ]),
  cat('intermediate-strategy', 'Intermediate Strategy', 800, 1400, 15, 12, 'intermediate', [
    summary('pawn-structure', 'Pawn Structure'),
  ]),
  cat('advanced-mastery', 'Advanced Mastery', 1400, 1800, 20, 10, 'advanced', [summary('prophylaxis', 'Prophylaxis')]),
  cat('expert-mastery', 'Expert Mastery', 1800, 2200, 25, 8, 'expert', [
    summary('deep-calculation', 'Deep Calculation'),
  ]),
];

export const CHESS_101: LessonDetail = {
  ...summary('chess-101', 'Chess 101'),
  category: 'basics',
  modules: [
    {
      id: 'introduction',
      title: 'Introduction',
      type: 'theory',
      content: 'The board has 64 squares.\n\nWhite moves first.',
    },
    {
      id: 'practice',
      title: 'Practice on the Board',
      type: 'interactive',
      content: 'Find the moves.',
      positions: [
        {
          fen: BACK_RANK,
          task: 'White to move. Mate in one.',
          kind: 'best',
        },
      ],
    },
    {
      id: 'quiz',
      title: 'Test Your Knowledge',
      type: 'quiz',
      questions: [
        { question: 'How many squares has the board?', options: ['32', '64', '100'] },
        { question: 'Who moves first?', options: ['White', 'Black'] },
      ],
    },
    { id: 'mystery', title: 'Mystery', type: 'hologram' },
  ],
};

/** What the server keeps of CHESS_101 and never ships: the answers its judging routes reveal. */
export const CHESS_101_ANSWERS = {
  positions: [{ accepted: ['e1e8'], explanation: 'The king has no escape square.' }],
  quiz: [
    { correct: 1, explanation: 'Eight by eight is 64.' },
    { correct: 0, explanation: 'White always starts.' },
  ],
};

/** A move route as the server answers it, judging against `accepted`. */
export function judgeMoveRoute(accepted: string[], explanation?: string) {
  return ({ body }: StubRequest) => {
    const move = (body as { move: string }).move;
    const correct = accepted.includes(move);
    return ok(
      correct
        ? { correct, move, san: move, accepted, ...(explanation === undefined ? {} : { explanation }) }
        : { correct, move, san: move, hintSquares: [...new Set(accepted.map((m) => m.slice(2, 4)))] },
    );
  };
}

/** The judging routes of chess-101 as the server answers them (POST …/positions/{n}/move, …/quiz). */
export function chess101JudgeRoutes(): Routes {
  const routes: Routes = {};
  CHESS_101_ANSWERS.positions.forEach((p, n) => {
    routes[`POST /lessons/chess-101/positions/${n}/move`] = judgeMoveRoute(p.accepted, p.explanation);
  });
  routes['POST /lessons/chess-101/quiz'] = ({ body }: StubRequest) => {
    const answers = (body as { answers: number[] }).answers;
    const questions = CHESS_101_ANSWERS.quiz.map((q, i) => ({
      chosen: answers[i] ?? -1,
      correct: answers[i] === q.correct,
      answer: q.correct,
      explanation: q.explanation,
    }));
    return ok({ questions, correctCount: questions.filter((q) => q.correct).length });
  };
  return routes;
}
