import { DailyPuzzleCard } from '@/components/puzzle/daily-puzzle-card';
import { PageHeader } from '@/components/ui/page-header';

// The academy overview: so far the Puzzle of the Day card, which opens the
// puzzle in the puzzle player on /puzzles. Counters, level selector and the lessons, puzzles and
// strength-test views come with the academy issue.
export function AcademyPage() {
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader title="Chess Academy" description="Your hub for lessons, puzzles, the strength test and the daily plan." />
      <DailyPuzzleCard to="/puzzles?daily=1" />
    </section>
  );
}
