// The dashboard's "Your Progress" cards: lessons completed, puzzles solved and the current rating,
// all real — from GET /api/progress for an account or an anonymous learner, zero for a visitor who
// has done nothing yet (no rating until they play rated games with an account).

import { Link } from 'react-router';

import { isAccount } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { speedName } from '@/lib/rating-format';

import { type RatingSource, useProgressSummary } from './use-progress-summary';

/** Where the one rating shown comes from, in words (issue 30). */
export function ratingSourceText(source: RatingSource | null): string | undefined {
  switch (source) {
    case 'games':
      return 'From your rated games';
    case 'puzzles':
      return 'From your rated puzzles';
    case 'assessment':
      return 'From your strength assessment (scale 400–1800)';
    case 'calibration':
      return 'From your calibration test (scale 400–2200)';
    default:
      return undefined;
  }
}

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5" data-testid="progress-figure">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
      {note && <dd className="mt-1 text-sm text-muted">{note}</dd>}
    </div>
  );
}

export function YourProgressCards() {
  const result = useProgressSummary();
  // Rated games are an account's: a visitor (learner or not) is asked to sign in first.
  const account = useAuthStore(isAccount);
  if (result.status !== 'shown') return null;
  const { summary } = result;
  const rating = summary.rating;
  return (
    <section aria-labelledby="your-progress-title">
      <h2 id="your-progress-title" className="text-2xl font-bold tracking-tight">
        Your Progress
      </h2>
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Card label="Lessons Completed" value={String(summary.lessonsCompleted)} />
        <Card label="Puzzles Solved" value={String(summary.puzzlesSolved)} />
        <Card
          label={rating && speedName(rating.speed) ? `Current Rating (${speedName(rating.speed)})` : 'Current Rating'}
          value={rating ? `${rating.current}${rating.aboveScale ? '+' : ''}` : '\u2014'}
          note={
            rating
              ? ratingSourceText(rating.source)
              : account
                ? 'Play a rated game to get one'
                : 'Sign in and play rated games to get one'
          }
        />
      </dl>
      {!rating && (
        <Link to="/multiplayer" className="mt-3 inline-block text-sm font-semibold text-link underline">
          Play a rated game
        </Link>
      )}
    </section>
  );
}
