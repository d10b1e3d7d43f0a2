// /leaderboard (docs/progress.md, "The leaderboard"): the weekly XP race banner, the Global / Friends / Country tabs
// over a board (XP this week, or rating at a speed), Top Players (five, "View all" pages through the
// rest), Your Rank, Quick Actions and Recent Achievements; a skeleton for the first 0.8 s.

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { isAccount } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { speedName } from '@/lib/rating-format';
import { useUrlChoice } from '@/lib/use-url-choice';

import { useLeaderboard, type Leaderboard } from '../api/get-leaderboard';
import {
  pageCount,
  SCOPES,
  SKELETON_MS,
  SPEEDS,
  tabAccess,
  TOP_PLAYERS_SHOWN,
  VIEW_ALL_PAGE_SIZE,
  type Board,
  type Scope,
  type Speed,
} from '../model/leaderboard';
import {
  Card,
  EventBanner,
  LeaderboardSkeleton,
  PlayerLine,
  RecentAchievements,
  YourRankCard,
} from './leaderboard-parts';

const SCOPE_IDS = SCOPES.map((s) => s.id);
const BOARDS: readonly Board[] = ['weekly-xp', 'rating'];

export function LeaderboardPage() {
  const account = useAuthStore(isAccount);
  const country = useAuthStore((s) => s.user?.country ?? null);
  // The tab, the board and the speed live in the URL (issue 30): Back, a reload and a link keep them.
  const [scope, setScope] = useUrlChoice<Scope>('scope', SCOPE_IDS, 'global');
  const [board, setBoard] = useUrlChoice<Board>('board', BOARDS, 'weekly-xp', { resets: ['speed'] });
  const [speed, setSpeed] = useUrlChoice<Speed>('speed', SPEEDS, 'blitz');
  const [viewAll, setViewAll] = useState(false);
  const [page, setPage] = useState(1);
  const [warm, setWarm] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWarm(true), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  const access = tabAccess(scope, { account, country });
  const query = {
    scope,
    board,
    speed,
    page: viewAll ? page : 1,
    pageSize: viewAll ? VIEW_ALL_PAGE_SIZE : TOP_PLAYERS_SHOWN,
  };
  // The banner, Your Rank and the unlocks come with every board: the global one stands in while
  // a tab the viewer cannot open yet explains why.
  const open = useLeaderboard(access === 'open' ? query : { ...query, scope: 'global' });
  const data = open.data;

  const choose = (change: () => void) => {
    change();
    setPage(1);
  };

  if (!warm || (open.isPending && !data)) {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title="Leaderboard" description="Who is learning and winning the most, this week and all time." />
        <LeaderboardSkeleton />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Leaderboard" description="Who is learning and winning the most, this week and all time." />
      {data && <EventBanner event={data.event} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Leaderboard scope" className="flex gap-1 rounded-xl bg-surface-2 p-1">
          {SCOPES.map((s) => (
            <button
              key={s.id}
              type="button"
              role="tab"
              aria-selected={scope === s.id}
              onClick={() => choose(() => setScope(s.id))}
              className={`rounded-lg px-4 py-1.5 text-sm font-semibold ${scope === s.id ? 'bg-surface text-fg shadow' : 'text-muted'}`}
            >
              {s.label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="radiogroup" aria-label="Board" className="flex gap-1">
            {(
              [
                ['weekly-xp', 'Weekly XP'],
                ['rating', 'Rating'],
              ] as const
            ).map(([id, label]) => (
              <Button
                key={id}
                role="radio"
                aria-checked={board === id}
                variant={board === id ? 'primary' : 'secondary'}
                onClick={() => choose(() => setBoard(id))}
              >
                {label}
              </Button>
            ))}
          </div>
          {board === 'rating' && (
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">Speed</span>
              <select
                aria-label="Speed"
                value={speed}
                onChange={(e) => choose(() => setSpeed(e.target.value as Speed))}
                className="rounded-lg border border-line bg-canvas px-2 py-2"
              >
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {speedName(s)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div role="tabpanel" aria-label={`${SCOPES.find((s) => s.id === scope)?.label ?? ''} leaderboard`}>
            {access === 'open' && data ? (
              <TopPlayers
                data={data}
                board={board}
                viewAll={viewAll}
                loading={open.isPlaceholderData}
                onViewAll={(all) => choose(() => setViewAll(all))}
                onPage={setPage}
              />
            ) : access === 'sign-in' ? (
              <Card title="Top Players">
                <p className="text-sm text-muted">
                  Sign in to see {scope === 'friends' ? 'the players you follow' : 'players from your country'}.
                </p>
              </Card>
            ) : (
              <Card title="Top Players">
                <p className="text-sm text-muted">
                  Set your country in{' '}
                  <Link to="/settings" className="underline">
                    Settings
                  </Link>{' '}
                  to see the players of your country.
                </p>
              </Card>
            )}
            {open.isError && (
              <p role="alert" className="mt-2 text-sm text-red-500">
                The leaderboard could not be loaded.{' '}
                <button type="button" className="underline" onClick={() => void open.refetch()}>
                  Try Again
                </button>
              </p>
            )}
          </div>
          {data && <RecentAchievements items={data.recentAchievements} />}
        </div>
        <div className="space-y-6">
          {data?.yourRank ? (
            <YourRankCard you={data.yourRank} board={board} />
          ) : (
            <Card title="Your Rank">
              <p className="text-sm text-muted">Sign in to get a rank and climb the boards.</p>
            </Card>
          )}
          <QuickActions account={account} />
        </div>
      </div>
    </section>
  );
}

function TopPlayers({
  data,
  board,
  viewAll,
  loading,
  onViewAll,
  onPage,
}: {
  data: Leaderboard;
  board: Board;
  viewAll: boolean;
  loading: boolean;
  onViewAll: (all: boolean) => void;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(data.total, data.pageSize);
  const title = board === 'rating' ? `Top Players · ${speedName(data.speed) ?? ''}` : 'Top Players · XP this week';
  return (
    <Card title={title} label="Top Players">
      {data.entries.length === 0 ? (
        <p className="text-sm text-muted">
          {data.scope === 'friends'
            ? 'Follow players from their profile page to see them here.'
            : board === 'rating'
              ? 'Nobody has an established rating at this speed yet.'
              : 'Nobody has earned XP this week yet: be the first.'}
        </p>
      ) : (
        <ol aria-label="Players" aria-busy={loading} className={`divide-y divide-line ${loading ? 'opacity-60' : ''}`}>
          {data.entries.map((e) => (
            <PlayerLine key={e.username} entry={e} board={board} />
          ))}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted" data-testid="board-total">
          {data.total.toLocaleString('en-US')} {data.total === 1 ? 'player' : 'players'}
        </span>
        {viewAll ? (
          <div className="flex items-center gap-2">
            <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
              Previous
            </Button>
            <span data-testid="board-page">
              Page {data.page} of {pages}
            </span>
            <Button variant="secondary" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
              Next
            </Button>
            <Button variant="ghost" onClick={() => onViewAll(false)}>
              Show top {TOP_PLAYERS_SHOWN}
            </Button>
          </div>
        ) : (
          data.total > TOP_PLAYERS_SHOWN && (
            <Button variant="secondary" onClick={() => onViewAll(true)}>
              View all
            </Button>
          )
        )}
      </div>
    </Card>
  );
}

/** Play Rated Game, Solve Puzzles, and Challenge Friend: a followed player, through the lobby. */
function QuickActions({ account }: { account: boolean }) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const friends = useLeaderboard(
    { scope: 'friends', board: 'weekly-xp', speed: 'blitz', page: 1, pageSize: 50 },
    account && picking,
  );
  const others = (friends.data?.entries ?? []).filter((e) => !e.isYou);
  return (
    <Card title="Quick Actions">
      <div className="flex flex-col gap-2">
        <ButtonLink to="/multiplayer">Play Rated Game</ButtonLink>
        <ButtonLink to="/puzzles" variant="secondary">
          Solve Puzzles
        </ButtonLink>
        <Button variant="secondary" disabled={!account} onClick={() => setPicking((v) => !v)} aria-expanded={picking}>
          Challenge Friend
        </Button>
        {!account && <p className="text-xs text-muted">Sign in to challenge the players you follow.</p>}
        {picking && account && (
          <div aria-label="Choose a friend" role="group" className="rounded-lg border border-line p-2">
            {friends.isPending ? (
              <p className="text-sm text-muted">Loading your friends…</p>
            ) : others.length === 0 ? (
              <p className="text-sm text-muted">Follow players from their profile page to challenge them.</p>
            ) : (
              <ul className="space-y-1">
                {others.map((f) => (
                  <li key={f.username}>
                    <Button
                      variant="ghost"
                      className="w-full justify-start"
                      onClick={() => void navigate(`/multiplayer?challenge=${encodeURIComponent(f.username)}`)}
                    >
                      Challenge {f.displayName}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
