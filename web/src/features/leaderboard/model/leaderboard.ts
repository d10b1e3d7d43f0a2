// The leaderboard page's rules, without React: the query it sends, which tabs a viewer may open,
// the countdown of the weekly race, the rating colour bands and the milestone line.

import { formatRatingDiff } from '@/lib/rating-format';

export type Scope = 'global' | 'friends' | 'country';
export type Board = 'rating' | 'weekly-xp';
export type Speed = 'bullet' | 'blitz' | 'rapid' | 'classical';

export interface LeaderboardQuery {
  scope: Scope;
  board: Board;
  speed: Speed;
  page: number;
  pageSize: number;
}

/** The top list shows five; the loading skeleton stays about 0.8 s. */
export const TOP_PLAYERS_SHOWN = 5;
export const VIEW_ALL_PAGE_SIZE = 20;
export const SKELETON_MS = 800;

export const SCOPES: readonly { id: Scope; label: string }[] = [
  { id: 'global', label: 'Global' },
  { id: 'friends', label: 'Friends' },
  { id: 'country', label: 'Country' },
];

export const SPEEDS: readonly Speed[] = ['bullet', 'blitz', 'rapid', 'classical'];

export function leaderboardPath(q: LeaderboardQuery): string {
  const params = new URLSearchParams({
    scope: q.scope,
    board: q.board,
    speed: q.speed,
    page: String(q.page),
    pageSize: String(q.pageSize),
  });
  return `/leaderboard?${params.toString()}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export type TabAccess = 'open' | 'sign-in' | 'set-country';

/** Global is for everyone; Friends needs an account; Country an account with a country. */
export function tabAccess(scope: Scope, viewer: { account: boolean; country: string | null | undefined }): TabAccess {
  if (scope === 'global') return 'open';
  if (!viewer.account) return 'sign-in';
  if (scope === 'country' && !viewer.country) return 'set-country';
  return 'open';
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** The time left until `endsAt` (ISO-8601). */
export function countdown(endsAt: string, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2d 04h 12m 09s"; "04h 12m 09s" on the last day; "Ended" at zero. */
export function formatCountdown(c: Countdown): string {
  if (c.ended) return 'Ended';
  const clock = `${two(c.hours)}h ${two(c.minutes)}m ${two(c.seconds)}s`;
  return c.days > 0 ? `${c.days}d ${clock}` : clock;
}

/** Rating colours switch at 1200, 1400, 1600 and 1800. */
export type RatingBand = 'novice' | 'club' | 'strong' | 'expert' | 'master';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 1800) return 'master';
  if (rating >= 1600) return 'expert';
  if (rating >= 1400) return 'strong';
  if (rating >= 1200) return 'club';
  return 'novice';
}

export const BAND_CLASS: Record<RatingBand, string> = {
  novice: 'text-muted',
  club: 'text-green-600 dark:text-green-400',
  strong: 'text-sky-600 dark:text-sky-400',
  expert: 'text-violet-600 dark:text-violet-400',
  master: 'text-amber-600 dark:text-amber-400',
};

/** What the board ranks by, as a line shows it. */
export function scoreText(
  board: Board,
  e: { rating: number | null; provisional: boolean; xpThisWeek: number },
): string {
  if (board === 'weekly-xp') return `${e.xpThisWeek.toLocaleString('en-US')} XP`;
  if (e.rating === null) return 'Unrated';
  return `${e.rating}${e.provisional ? '?' : ''}`;
}

/** A 7-day rating change; a dash without rated games in the week. */
export function changeText(change: number | null): string {
  return change === null ? '\u2014' : formatRatingDiff(change);
}

/** "#12", or a dash off the board. */
export function rankText(rank: number | null): string {
  return rank === null ? '\u2014' : `#${rank.toLocaleString('en-US')}`;
}

/** The Your Rank card's goal line. */
export function milestoneText(board: Board, next: number, progress: number): string {
  const goal = board === 'rating' ? `${next} rating` : `${next.toLocaleString('en-US')} XP this week`;
  return `${progress}% of the way to ${goal}`;
}

/** "3 min ago", "2 h ago", "5 d ago" for an unlock. */
export function agoText(atMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - atMs) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
