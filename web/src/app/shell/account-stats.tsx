import { useUserStats } from '@/features/profile/api/get-user-stats';
import { formatRatingDiff, ratingLabel } from '@/lib/rating-format';

/**
 * The signed-in user's real figures from GET /api/users/stats. A figure that does not exist yet
 * (no rated games, no weekly change) is left out rather than invented. One rating is shown: the
 * speed the player plays most, named, with that speed's own change over the last 7 days.
 */
export function AccountStats({ compact = false }: { compact?: boolean }) {
  const { data } = useUserStats();
  if (!data) return null;
  const items: [string, string][] = [];
  if (typeof data.rating === 'number') {
    items.push([ratingLabel(data.ratingSpeed), String(data.rating)]);
    if (typeof data.weeklyChange === 'number') items.push(['Last 7 days', formatRatingDiff(data.weeklyChange)]);
  }
  if (!compact) {
    items.push(['Games played', String(data.gamesPlayed)]);
    if (typeof data.puzzleRating === 'number') items.push(['Puzzle rating', String(data.puzzleRating)]);
  }
  if (items.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="account-stats">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
