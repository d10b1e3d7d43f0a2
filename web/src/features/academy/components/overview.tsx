// The academy's overview: the Puzzle of the Day, the counters, the level selector and the three
// ways in (lessons, puzzles, strength assessment).

import { DailyPuzzleCard } from '@/components/puzzle/daily-puzzle-card';
import { Button } from '@/components/ui/button';
import { BookIcon, ChartUpIcon, PuzzleIcon } from '@/components/ui/icons';

import type { AcademyLesson, AcademyPuzzle } from '../api/schemas';
import { LEVELS, useAcademyProgress } from '../model/academy-progress';

interface OverviewProps {
  lessons: AcademyLesson[];
  puzzles: AcademyPuzzle[];
  onView: (view: 'lessons' | 'puzzles' | 'strength-test') => void;
}

const CARDS = [
  {
    view: 'lessons',
    icon: BookIcon,
    title: 'Lessons',
    text: 'Step-by-step lessons with demonstrations and positions to solve.',
    cta: 'Browse Lessons',
  },
  {
    view: 'puzzles',
    icon: PuzzleIcon,
    title: 'Puzzles',
    text: 'Checkmates, tactics, endgames, openings and defence, from 850 to 2150.',
    cta: 'Solve Puzzles',
  },
  {
    view: 'strength-test',
    icon: ChartUpIcon,
    title: 'Strength Assessment',
    text: 'Twelve positions that estimate your rating.',
    cta: 'Test Your Strength',
  },
] as const;

export function Overview({ lessons, puzzles, onView }: OverviewProps) {
  const { completedLessons, solvedPuzzles, userLevel, setLevel } = useAcademyProgress();
  const lessonsDone = lessons.filter((l) => completedLessons.includes(l.id)).length;
  const puzzlesDone = puzzles.filter((p) => solvedPuzzles.includes(p.id)).length;
  return (
    <div className="flex flex-col gap-4">
      <DailyPuzzleCard to="/puzzles?daily=1" />
      <div className="grid grid-cols-2 gap-3" role="group" aria-label="Academy progress">
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="academy-lessons-done">
          {/* The academy's own lessons, not the course's (the dashboard counts those). */}
          <p className="text-sm text-muted">Academy lessons completed</p>
          <p className="text-2xl font-bold">
            {lessonsDone} / {lessons.length}
          </p>
        </div>
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="academy-puzzles-done">
          <p className="text-sm text-muted">Puzzles solved</p>
          <p className="text-2xl font-bold">
            {puzzlesDone} / {Math.min(12, puzzles.length)}
          </p>
        </div>
      </div>
      <fieldset className="rounded-xl border border-line bg-surface p-4">
        <legend className="px-1 font-semibold">Your level</legend>
        <div className="flex flex-wrap gap-2">
          {LEVELS.map((level) => (
            <label
              key={level}
              className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm capitalize ${level === userLevel ? 'border-accent bg-accent/10' : 'border-line'}`}
            >
              <input
                type="radio"
                name="academy-level"
                className="sr-only"
                checked={level === userLevel}
                onChange={() => setLevel(level)}
              />
              {level}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map(({ icon: Icon, ...c }) => (
          <li key={c.view} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-surface-2 text-link">
              <Icon width={24} height={24} />
            </span>
            <h2 className="text-lg font-bold">{c.title}</h2>
            <p className="text-sm text-muted">{c.text}</p>
            <Button className="mt-auto" onClick={() => onView(c.view)}>
              {c.cta}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
