// /u/:username: a player's public profile (level, streak, achievements, ratings, country and
// follows) with Follow / Unfollow for a signed-in account.

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { FlameIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { AchievementIcon } from '@/lib/achievement-icons';
import { ApiError } from '@/lib/api-errors';
import { isAccount } from '@/lib/auth/account';
import { useAuthStore } from '@/lib/auth/auth-store';
import { COUNTRY_TAG_CLASS, countryName, countryTag } from '@/lib/countries';

import { useFollow } from '../api/follow-player';
import { usePublicProfile, type PublicProfile } from '../api/get-public-profile';
import { memberSince, SPEEDS } from '../model/format';
import { followButtonText, ratingText } from '../model/public-profile';
import { AssessmentCard } from './assessment-card';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 text-center">
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dt className="text-xs text-muted">{label}</dt>
    </div>
  );
}

export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);

  if (profile.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading the profile"
        className="mx-auto h-64 max-w-4xl animate-pulse rounded-2xl bg-surface-2"
      />
    );
  }
  if (profile.isError || !profile.data) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <section className="mx-auto max-w-4xl">
        <PageHeader
          title={notFound ? 'Player not found' : 'Profile unavailable'}
          description={notFound ? `Nobody plays here as ${username}.` : 'The profile could not be loaded.'}
        />
        {!notFound && (
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        )}
        <ButtonLink to="/leaderboard" variant="ghost">
          Back to the leaderboard
        </ButtonLink>
      </section>
    );
  }
  return <ProfileView p={profile.data} />;
}

function ProfileView({ p }: { p: PublicProfile }) {
  const account = useAuthStore(isAccount);
  const follow = useFollow(p.username);
  const since = memberSince(p.memberSince);
  const tag = countryTag(p.country);
  const unlocked = p.achievements.filter((a) => a.unlocked);

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={p.displayName} description={`@${p.username}${since ? ` · member since ${since}` : ''}`}>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {p.country && (
            <span data-testid="profile-country" className="inline-flex items-center gap-1.5">
              {tag && (
                <span aria-hidden="true" className={COUNTRY_TAG_CLASS}>
                  {tag}
                </span>
              )}
              {countryName(p.country) ?? p.country}
            </span>
          )}
          <span data-testid="profile-followers">
            {p.followers} {p.followers === 1 ? 'follower' : 'followers'}
          </span>
          <span data-testid="profile-following">{p.following} following</span>
          {p.isYou ? (
            <Link to="/profile" className="underline">
              This is you: edit your profile
            </Link>
          ) : account ? (
            <>
              <Button
                variant={p.isFollowing ? 'secondary' : 'primary'}
                disabled={follow.isPending}
                aria-pressed={p.isFollowing}
                onClick={() => follow.mutate(!p.isFollowing)}
              >
                {followButtonText(p.isFollowing)}
              </Button>
              <ButtonLink variant="secondary" to={`/multiplayer?challenge=${encodeURIComponent(p.username)}`}>
                Challenge
              </ButtonLink>
            </>
          ) : (
            <span className="text-muted">Sign in to follow {p.displayName}.</span>
          )}
        </div>
        {follow.isError && (
          <p role="alert" className="mt-2 text-sm text-red-500">
            {follow.error instanceof Error && follow.error.message
              ? follow.error.message
              : 'Could not change the follow'}
          </p>
        )}
      </PageHeader>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label={`${p.xpInCurrentLevel}/${p.xpForNextLevel} XP`}
          value={`Level ${p.level}`}
          testId="profile-level"
        />
        <Stat label="XP this week" value={p.xpThisWeek.toLocaleString('en-US')} />
        <Stat
          label={`Streak (longest ${p.streak.longest})`}
          value={
            <span className="inline-flex items-center gap-1">
              {p.streak.current}
              <FlameIcon className="text-accent" />
            </span>
          }
          testId="profile-streak"
        />
        <Stat label="Achievements" value={`${unlocked.length}/${p.achievements.length}`} />
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-label="Ratings" className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-3 text-lg font-semibold">Ratings</h2>
          <dl>
            {SPEEDS.map((speed) => (
              <div key={speed} className="flex justify-between border-b border-line py-2 last:border-0">
                <dt className="capitalize text-muted">{speed}</dt>
                <dd className="font-medium">{ratingText(p.ratings[speed])}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            {p.games.played} games · {p.games.wins} won · {p.games.draws} drawn · {p.games.losses} lost
          </p>
        </section>
        <section aria-label="Achievements" className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-3 text-lg font-semibold">Achievements</h2>
          {unlocked.length === 0 ? (
            <p className="text-sm text-muted">No achievements unlocked yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {unlocked.map((a) => (
                <li key={a.id} className="flex items-center gap-2 text-sm" title={a.description}>
                  <AchievementIcon icon={a.icon} className="shrink-0 text-accent" />
                  <span>
                    <span className="block font-medium">{a.title}</span>
                    {a.unlockedOn && <span className="text-xs text-muted">{a.unlockedOn}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <AssessmentCard assessment={p.assessment} isYou={p.isYou} />
    </section>
  );
}
