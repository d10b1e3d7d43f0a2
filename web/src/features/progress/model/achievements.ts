// The fourteen achievements as the catalogue names them (server: progress_achievements.cpp, which
// alone decides progress and unlocks): the toasts name an unlocked achievement by its title, and a
// visitor who has done nothing yet sees them all locked.

export type AchievementCategory = 'lessons' | 'puzzles' | 'games' | 'mobile' | 'streaks';

export interface AchievementDef {
  /** The achievement's id, also the wire id. */
  id: string;
  title: string;
  description: string;
  /** A name the view maps to an icon. */
  icon: string;
  category: AchievementCategory;
  requirement: number;
}

/**
 * In the catalogue's order, which is also the order in which several unlocks by one event are announced.
 * The ids and requirements are the wire's (docs/progress.md, "Achievements"); the titles are the ids in words.
 */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  {
    id: 'first_lesson',
    title: 'First Lesson',
    description: 'Complete your first lesson',
    icon: 'book',
    category: 'lessons',
    requirement: 1,
  },
  {
    id: 'lesson_graduate',
    title: 'Lesson Graduate',
    description: 'Complete 10 different lessons',
    icon: 'graduation-cap',
    category: 'lessons',
    requirement: 10,
  },
  {
    id: 'first_puzzle',
    title: 'First Puzzle',
    description: 'Solve your first puzzle',
    icon: 'puzzle',
    category: 'puzzles',
    requirement: 1,
  },
  {
    id: 'puzzle_master',
    title: 'Puzzle Master',
    description: 'Solve 50 puzzles',
    icon: 'brain',
    category: 'puzzles',
    requirement: 50,
  },
  {
    id: 'first_win',
    title: 'First Win',
    description: 'Win a game against the computer',
    icon: 'trophy',
    category: 'games',
    requirement: 1,
  },
  {
    id: 'chess_warrior',
    title: 'Chess Warrior',
    description: 'Win 10 games, against the computer or live',
    icon: 'swords',
    category: 'games',
    requirement: 10,
  },
  {
    id: 'mobile_first_game',
    title: 'Mobile First Game',
    description: 'Play a game on a phone or tablet',
    icon: 'smartphone',
    category: 'mobile',
    requirement: 1,
  },
  {
    id: 'touch_accuracy',
    title: 'Touch Accuracy',
    description: 'Play 10 games with at least 95% of your touch moves landing',
    icon: 'target',
    category: 'mobile',
    requirement: 10,
  },
  {
    id: 'gesture_speed',
    title: 'Gesture Speed',
    description: 'Make 20 touch moves in under 0.5 seconds each',
    icon: 'zap',
    category: 'mobile',
    requirement: 20,
  },
  {
    id: 'swipe_master',
    title: 'Swipe Master',
    description: 'Make 50 moves by swiping a piece',
    icon: 'hand',
    category: 'mobile',
    requirement: 50,
  },
  {
    id: 'streak_3',
    title: '3-Day Streak',
    description: 'Learn on 3 days in a row',
    icon: 'flame',
    category: 'streaks',
    requirement: 3,
  },
  {
    id: 'streak_7',
    title: '7-Day Streak',
    description: 'Learn on 7 days in a row',
    icon: 'flame',
    category: 'streaks',
    requirement: 7,
  },
  {
    id: 'speed_demon',
    title: 'Speed Demon',
    description: 'Solve a puzzle in under 30 seconds',
    icon: 'timer',
    category: 'puzzles',
    requirement: 1,
  },
  {
    id: 'perfectionist',
    title: 'Perfectionist',
    description: 'Complete a lesson with 100% accuracy',
    icon: 'star',
    category: 'lessons',
    requirement: 1,
  },
];
