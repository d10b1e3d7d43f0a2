// The shapes /api/puzzles/* answers with (server/src/learn/puzzle_service.cpp); the puzzle
// itself is shared (src/lib/puzzles/puzzle.ts) because the daily puzzle card shows one too.

import type { Puzzle } from '@/lib/puzzles/puzzle';

export interface PuzzleSetSummary {
  id: string;
  title: string;
  description: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  ratingRange: string;
  totalPuzzles: number;
  targetTotal: number;
  completed: number;
  themes: string[];
  puzzleIds: string[];
}

export interface LearningBand {
  level: string;
  ratingRange: string;
  minRating: number;
  maxRating: number;
}

export interface PuzzleSetsResponse {
  sets: PuzzleSetSummary[];
  learningPath: LearningBand[];
  libraryTotal: number;
}

export interface PuzzleSetDetail extends PuzzleSetSummary {
  solvedIds: string[];
  puzzles: Puzzle[];
}

export interface RatingChange {
  before: number;
  after: number;
  change: number;
  ratingDeviation: number;
  volatility?: number;
}

export interface AttemptResult {
  puzzleId: string;
  correct: boolean;
  solved: boolean;
  mistakes: number;
  firstTry: boolean;
  rated: boolean;
  xp: number;
  perfect: boolean;
  speedBonus: boolean;
  playerRating: RatingChange | null;
  puzzleRating: RatingChange | null;
  solution: string[];
}

export interface NextPuzzleResponse {
  puzzle: Puzzle;
  player: { rating: number; ratingDeviation: number };
}

export interface ThemeStats {
  theme: string;
  title: string;
  attempts: number;
  firstTryRate: number;
  performance: number;
}

export interface PuzzleDashboard {
  attempts: number;
  solved: number;
  firstTryRate: number;
  rating: number | null;
  themes: ThemeStats[];
  strongThemes: string[];
  weakThemes: string[];
}
