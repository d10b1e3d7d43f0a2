import { describe, expect, it } from 'vitest';

import {
  interactiveLessonResponseSchema,
  lessonResponseSchema,
  lessonsResponseSchema,
  moveVerdictSchema,
  quizResultSchema,
} from '../schemas';

const summary = {
  id: 'chess-101',
  title: 'Chess 101',
  description: 'The board.',
  difficulty: 'beginner',
  duration: 30,
  ratingRange: { min: 0, max: 400 },
  objectives: ['Set up the board'],
  prerequisites: [],
  moduleCount: 2,
  modules: [{ id: 'introduction', title: 'Introduction', type: 'theory' }],
  progress: 0,
  completed: false,
};

describe('lesson answers', () => {
  it('reads the curriculum', () => {
    const parsed = lessonsResponseSchema.safeParse({
      categories: [
        {
          id: 'basics',
          title: 'Chess Basics',
          description: '',
          difficulty: 'beginner',
          ratingRange: { min: 0, max: 400 },
          estimatedHours: 4,
          totalLessons: 8,
          lessons: [summary],
        },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it('keeps a module of an unknown type, but refuses a known type with missing fields', () => {
    const modules = [
      {
        id: 'introduction',
        title: 'Introduction',
        type: 'theory',
        content: 'Text',
        fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1',
        moves: ['a1a2'],
      },
      { id: 'x', title: 'X', type: 'hologram' },
    ];
    const ok = lessonResponseSchema.safeParse({ lesson: { ...summary, modules } });
    expect(ok.success).toBe(true);
    if (ok.success) expect(ok.data.lesson.modules[1]?.type).toBe('hologram');
    const bad = lessonResponseSchema.safeParse({
      lesson: { ...summary, modules: [{ id: 'quiz', title: 'Quiz', type: 'quiz' }] },
    });
    expect(bad.success).toBe(false);
  });

  it('refuses moves that are not UCI', () => {
    const modules = [{ id: 't', title: 'T', type: 'theory', fen: '8/8/8/8/8/8/8/K1k5 w - - 0 1', moves: ['Nf3'] }];
    expect(lessonResponseSchema.safeParse({ lesson: { ...summary, modules } }).success).toBe(false);
  });

  it('reads an interactive step lesson', () => {
    const parsed = interactiveLessonResponseSchema.safeParse({
      lesson: {
        id: 1,
        title: 'Pieces',
        description: 'd',
        steps: [{ id: 1, title: 't', instruction: 'i', type: 'practice', fen: 'f', kind: 'best' }],
      },
    });
    expect(parsed.success).toBe(true);
  });
});

describe('the judging routes', () => {
  it("reads a move's verdict and a submitted quiz's", () => {
    expect(moveVerdictSchema.safeParse({ correct: false, move: 'e1e7', san: 'Re7', hintSquares: ['e8'] }).success).toBe(
      true,
    );
    expect(
      moveVerdictSchema.safeParse({ correct: true, move: 'e1e8', san: 'Re8#', accepted: ['e1e8'], explanation: 'x' })
        .success,
    ).toBe(true);
    expect(moveVerdictSchema.safeParse({ correct: 'yes', move: 'e1e8', san: 'Re8#' }).success).toBe(false);
    expect(
      quizResultSchema.safeParse({
        questions: [{ chosen: 0, correct: false, answer: 1, explanation: 'x' }],
        correctCount: 0,
      }).success,
    ).toBe(true);
    expect(quizResultSchema.safeParse({ questions: [{ chosen: 0 }], correctCount: 0 }).success).toBe(false);
  });
});
