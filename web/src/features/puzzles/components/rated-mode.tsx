// Rated mode: "Next puzzle" near the player's puzzle rating, with the rating and its change.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { themeName } from '@/lib/puzzles/theme-name';

import { getNextPuzzle } from '../api/get-next-puzzle';
import type { AttemptResult } from '../api/types';
import { PuzzlePlayer } from './puzzle-player';
import { PuzzlesError } from './puzzles-status';

/** Lichess calls a rating provisional while its deviation is above 110. */
const PROVISIONAL_DEVIATION = 110;
/** Where every new puzzle rating starts (the server's default, as on Lichess). */
const START_RATING = 1500;
const START_DEVIATION = 500;

/** What the shown rating is, stated (issue 30): the start everyone gets, provisional, or settled. */
export function ratingStatus(player: { rating: number; ratingDeviation: number } | undefined): string | null {
  if (!player || player.ratingDeviation <= PROVISIONAL_DEVIATION) return null;
  if (Math.round(player.rating) === START_RATING && player.ratingDeviation >= START_DEVIATION)
    return `Provisional: everyone starts at ${START_RATING}, as on Lichess, and it settles as you solve rated puzzles.`;
  return 'Provisional: it settles as you solve rated puzzles.';
}

export interface RatedModeProps {
  /** Train one theme (the theme dashboard's "Train this theme"): only its puzzles are served. */
  theme?: string | null;
  /** Leave the theme: rated puzzles of every theme again. */
  onAllThemes?: () => void;
}

export function RatedMode({ theme = null, onAllThemes }: RatedModeProps) {
  const [round, setRound] = useState(0);
  const [change, setChange] = useState<number | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const query = useQuery({
    // Not keyed by the player: a visitor's first solve makes a learner, and the puzzle stays.
    queryKey: ['puzzle-next', theme, round],
    queryFn: () => getNextPuzzle(theme ? { theme } : {}),
    staleTime: Infinity,
  });

  const onResult = (r: AttemptResult) => {
    if (r.rated && r.playerRating) {
      setRating(r.playerRating.after);
      setChange(r.playerRating.change);
    }
  };

  const shown = rating ?? query.data?.player.rating ?? null;
  const status = rating === null ? ratingStatus(query.data?.player) : null;
  return (
    <div className="flex flex-col gap-4">
      {theme && (
        <div className="flex flex-wrap items-center gap-3" data-testid="trained-theme">
          <p>
            Training: <strong>{themeName(theme)}</strong>
          </p>
          {onAllThemes && (
            <Button variant="ghost" className="px-2 py-1" onClick={onAllThemes}>
              All themes
            </Button>
          )}
        </div>
      )}
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4">
        <div className="min-w-0">
          <p>
            Your puzzle rating: <strong data-testid="player-puzzle-rating">{shown ?? '…'}</strong>
            {change !== null && (
              <span data-testid="rating-change" className={change >= 0 ? 'ml-2 text-green-600' : 'ml-2 text-red-600'}>
                {change >= 0 ? `+${change}` : change}
              </span>
            )}
          </p>
          {status && (
            <p className="text-sm text-muted" data-testid="puzzle-rating-status">
              {status}
            </p>
          )}
        </div>
        <Button onClick={() => setRound((r) => r + 1)}>Next puzzle</Button>
      </div>
      {query.isPending && <Spinner label="Loading puzzles..." />}
      {query.isError && <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.data && (
        <PuzzlePlayer
          key={query.data.puzzle.id}
          puzzle={query.data.puzzle}
          rated
          onResult={onResult}
          onSkip={() => setRound((r) => r + 1)}
        />
      )}
    </div>
  );
}
