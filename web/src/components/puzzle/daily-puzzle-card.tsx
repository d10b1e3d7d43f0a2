// "Puzzle of the Day" (academy overview; also on /puzzles): the day's puzzle with
// its title, goal, rating and themes, and a way into the puzzle player of the page showing it.

import { ApiError } from '@/lib/api-errors';
import { useDailyPuzzle, type DailyPuzzle } from '@/lib/puzzles/get-daily-puzzle';
import { themeName } from '@/lib/puzzles/theme-name';

import { Button, ButtonLink } from '../ui/button';
import { StarIcon } from '../ui/icons';

export const DAILY_TITLE = 'Puzzle of the Day';
export const DAILY_NONE = 'No puzzle of the day yet. Come back tomorrow!';
export const DAILY_FAILED = 'The puzzle of the day could not be loaded.';
export const DAILY_CTA = 'Solve the Puzzle of the Day';

/** Opens the puzzle in place (`onOpen`) or follows a link to where it opens (`to`). */
export type DailyPuzzleAction = { onOpen: (puzzle: DailyPuzzle) => void; to?: never } | { to: string; onOpen?: never };

/** "2025-11-21" as "21 November 2025", in the reader's language: the one way the day's date is written. */
export function formatDailyDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function DailyPuzzleCard(action: DailyPuzzleAction) {
  const query = useDailyPuzzle();
  let body;
  if (query.isPending) {
    body = <p className="text-sm text-muted">Loading the puzzle of the day...</p>;
  } else if (query.isError) {
    const none = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted">{none ? DAILY_NONE : DAILY_FAILED}</p>
        {!none && (
          <Button variant="ghost" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        )}
      </div>
    );
  } else {
    const p = query.data;
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-lg font-bold" data-testid="daily-puzzle-title">
            {p.title}
          </p>
          <p className="text-sm text-muted">{p.description}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span>
              Rating <span data-testid="daily-puzzle-rating">{p.rating}</span>
            </span>
            {p.tags.slice(0, 3).map((t) => (
              <span key={t} className="rounded bg-surface-2 px-2 py-0.5 text-xs">
                {themeName(t)}
              </span>
            ))}
          </p>
        </div>
        {action.to !== undefined ? (
          <ButtonLink to={action.to}>{DAILY_CTA}</ButtonLink>
        ) : (
          <Button onClick={() => action.onOpen(p)}>{DAILY_CTA}</Button>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="daily-puzzle-heading"
      className="rounded-xl border border-accent/60 bg-surface p-4"
      data-testid="daily-puzzle-card"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id="daily-puzzle-heading" className="flex items-center gap-1.5 font-bold">
          <StarIcon width={18} height={18} className="text-accent" />
          {DAILY_TITLE}
        </h2>
        {query.data && (
          <span className="text-xs text-muted" data-testid="daily-date">
            {formatDailyDate(query.data.date)}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}
