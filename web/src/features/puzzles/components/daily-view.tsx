// The Puzzle of the Day in the puzzle player (/puzzles?daily=1), with a way back.

import { DAILY_TITLE, formatDailyDate } from '@/components/puzzle/daily-puzzle-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDailyPuzzle } from '@/lib/puzzles/get-daily-puzzle';

import { PuzzlePlayer } from './puzzle-player';
import { PuzzlesError } from './puzzles-status';

export function DailyView({ onBack }: { onBack: () => void }) {
  const query = useDailyPuzzle();
  let body;
  if (query.isPending) body = <Spinner label="Loading the puzzle of the day..." />;
  else if (query.isError) body = <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  else body = <PuzzlePlayer puzzle={query.data} />;
  return (
    <div className="flex flex-col gap-4" data-testid="daily-view">
      <div>
        <Button variant="ghost" onClick={onBack}>
          ← Back to curriculum
        </Button>
      </div>
      <h2 className="text-2xl font-bold">
        {DAILY_TITLE}
        {query.data && (
          // The date is one piece: on a phone it goes under the title whole, never "November 29," / "2026".
          <span
            className="ml-2 inline-block whitespace-nowrap text-base font-normal text-muted"
            data-testid="daily-date"
          >
            {formatDailyDate(query.data.date)}
          </span>
        )}
      </h2>
      {body}
    </div>
  );
}
