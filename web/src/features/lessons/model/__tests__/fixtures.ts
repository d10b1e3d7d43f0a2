import type { Category, LessonModule, LessonSummary } from '../../api/schemas';

export function lesson(id: string, progress = 0, extra: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id,
    title: id,
    description: `${id} description`,
    difficulty: 'beginner',
    duration: 30,
    ratingRange: { min: 0, max: 400 },
    objectives: ['One'],
    prerequisites: [],
    moduleCount: 4,
    modules: [],
    progress,
    completed: progress >= 100,
    ...extra,
  };
}

export function category(id: string, lessons: LessonSummary[], extra: Partial<Category> = {}): Category {
  return {
    id,
    title: id,
    description: '',
    difficulty: 'beginner',
    ratingRange: { min: 0, max: 400 },
    estimatedHours: 4,
    totalLessons: lessons.length,
    lessons,
    ...extra,
  };
}

export const MODULES: LessonModule[] = [
  { id: 'introduction', title: 'Introduction', type: 'theory', content: 'Text' },
  {
    id: 'practice',
    title: 'Practice on the Board',
    type: 'interactive',
    positions: [
      {
        fen: '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1',
        task: 'Mate',
        kind: 'best',
      },
      {
        fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
        task: 'Castle',
        kind: 'rule',
      },
    ],
  },
  {
    id: 'quiz',
    title: 'Test Your Knowledge',
    type: 'quiz',
    questions: [
      { question: 'Q1', options: ['a', 'b'] },
      { question: 'Q2', options: ['a', 'b', 'c'] },
    ],
  },
  { id: 'mystery', title: 'Mystery', type: 'hologram' },
];
