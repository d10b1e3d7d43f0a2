// The parts of the leaderboard page: the weekly race banner, the player lines, the Your Rank card,
// Recent Achievements and the loading skeleton.

import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { AchievementIcon } from '@/lib/achievement-icons';
import { COUNTRY_TAG_CLASS, countryName, countryTag } from '@/lib/countries';

import type { LeaderboardEntry, RecentAchievement, WeeklyEvent, YourRank } from '../api/get-leaderboard';
import {
  agoText,
  BAND_CLASS,
  changeText,
  countdown,
  formatCountdown,
  milestoneText,
  rankText,
  ratingBand,
  scoreText,
  type Board,
} from '../model/leaderboard';

export function Card({ title, children, label }: { title: string; children: React.ReactNode; label?: string }) {
  return (
    <section aria-label={label ?? title} className="rounded-2xl border border-line bg-surface p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The weekly XP race: its end (Sunday 23:59:59 UTC) counted down each second, and who takes part. */
export function EventBanner({ event }: { event: WeeklyEvent }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = formatCountdown(countdown(event.endsAt, now));
  return (
    <section
      aria-label="Weekly event"
      data-testid="event-banner"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-r from-amber-500 to-orange-600 p-5 text-white"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide opacity-90">This week&apos;s event</p>
        <h2 className="text-xl font-bold">{event.name}</h2>
        <p className="text-sm opacity-90">Earn XP with lessons, puzzles and games. Ends Sunday 23:59 UTC.</p>
      </div>
      <dl className="flex gap-6 text-right">
        <div>
          <dt className="text-xs uppercase opacity-90">Ends in</dt>
          <dd className="font-mono text-lg font-bold" data-testid="event-countdown">
            {left}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase opacity-90">Players</dt>
          <dd className="text-lg font-bold" data-testid="event-participants">
            {event.participants.toLocaleString('en-US')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function PlayerLine({ entry, board }: { entry: LeaderboardEntry; board: Board }) {
  const tag = countryTag(entry.country);
  const scoreClass = board === 'rating' && entry.rating !== null ? BAND_CLASS[ratingBand(entry.rating)] : 'text-fg';
  return (
    <li
      data-testid="leaderboard-entry"
      data-username={entry.username}
      className={`flex items-center gap-3 py-2 ${entry.isYou ? 'rounded-lg bg-surface-2 px-2' : ''}`}
    >
      <span className="w-14 shrink-0 text-sm font-semibold tabular-nums text-muted">{rankText(entry.rank)}</span>
      <span className="min-w-0 flex-1">
        {/* A long name is cut with an ellipsis: on a phone it pushed the row 40 px past the screen. */}
        <span className="flex min-w-0 items-center gap-2">
          <Link to={`/u/${encodeURIComponent(entry.username)}`} className="truncate font-medium hover:underline">
            {entry.displayName}
          </Link>
          {entry.isYou && <span className="shrink-0 rounded bg-accent px-1.5 text-xs text-on-accent">You</span>}
        </span>
        <span className="block truncate text-xs text-muted">
          {tag && (
            <abbr title={countryName(tag) ?? tag} className={`mr-1 no-underline ${COUNTRY_TAG_CLASS}`}>
              {tag}
            </abbr>
          )}
          @{entry.username} · Level {entry.level}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className={`block font-semibold tabular-nums ${scoreClass}`} data-testid="entry-score">
          {scoreText(board, entry)}
        </span>
        <span className="block text-xs text-muted tabular-nums">
          {board === 'rating'
            ? `${changeText(entry.ratingChange7d)} this week`
            : entry.rating !== null
              ? `Rating ${entry.rating}`
              : 'Unrated'}
        </span>
      </span>
    </li>
  );
}

export function YourRankCard({ you, board }: { you: YourRank; board: Board }) {
  return (
    <Card title="Your Rank">
      <div className="flex items-baseline justify-between">
        <p className="text-3xl font-bold tabular-nums" data-testid="your-rank">
          {rankText(you.rank)}
        </p>
        <p className="text-right text-sm">
          {board === 'rating' ? (
            <>
              <span className="block font-semibold">{you.rating ?? 'Unrated'}</span>
              <span className="text-muted">{changeText(you.change)} in 7 days</span>
            </>
          ) : (
            <>
              <span className="block font-semibold">{you.xpThisWeek.toLocaleString('en-US')} XP</span>
              <span className="text-muted">this week</span>
            </>
          )}
        </p>
      </div>
      {you.rank === null && (
        <p className="mt-2 text-sm text-muted">
          {board === 'rating'
            ? 'Not on this board yet: ratings show once they are established by rated games.'
            : 'Not on this board yet: earn XP this week to join the race.'}
        </p>
      )}
      <div className="mt-4">
        <div
          role="progressbar"
          aria-label="Progress to the next milestone"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={you.progressToMilestone}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full bg-accent" style={{ width: `${you.progressToMilestone}%` }} />
        </div>
        <p className="mt-1 text-xs text-muted">{milestoneText(board, you.nextMilestone, you.progressToMilestone)}</p>
      </div>
    </Card>
  );
}

export function RecentAchievements({ items }: { items: RecentAchievement[] }) {
  const now = Date.now();
  return (
    <Card title="Recent Achievements">
      {items.length === 0 ? (
        <p className="text-sm text-muted">No achievements unlocked here yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Recent Achievements">
          {items.map((a) => (
            <li key={`${a.username}-${a.achievementId}`} className="flex items-center gap-3 text-sm">
              <AchievementIcon icon={a.icon} className="shrink-0 text-accent" />
              <span className="min-w-0 flex-1">
                <Link to={`/u/${encodeURIComponent(a.username)}`} className="font-medium hover:underline">
                  {a.displayName}
                </Link>{' '}
                unlocked <span className="font-medium">{a.title}</span>
              </span>
              <span className="text-xs text-muted">{agoText(a.unlockedAt, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function LeaderboardSkeleton() {
  return (
    <div data-testid="leaderboard-skeleton" aria-busy="true" aria-label="Loading the leaderboard" className="space-y-4">
      <div className="h-24 animate-pulse rounded-2xl bg-surface-2" />
      <div className="h-10 w-72 animate-pulse rounded-lg bg-surface-2" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="h-72 animate-pulse rounded-2xl bg-surface-2 lg:col-span-2" />
        <div className="h-72 animate-pulse rounded-2xl bg-surface-2" />
      </div>
    </div>
  );
}
