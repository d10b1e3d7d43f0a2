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
          accepted: ['e1e8'],
          explanation: 'The king has no escape square.',
        },
      ],
    },
    {
      id: 'quiz',
      title: 'Test Your Knowledge',
      type: 'quiz',
      questions: [
        {
          question: 'How many squares has the board?',
          options: ['32', '64', '100'],
          correct: 1,
          explanation: 'Eight by eight is 64.',
        },
        { question: 'Who moves first?', options: ['White', 'Black'], correct: 0, explanation: 'White always starts.' },
      ],
    },
    { id: 'mystery', title: 'Mystery', type: 'hologram' },
  ],
};
