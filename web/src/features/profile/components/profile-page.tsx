import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FormMessage, TextField } from '@/components/ui/text-field';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { useUpdateProfile } from '@/lib/auth/update-profile';
import { formatRatingDiff } from '@/lib/rating-format';

import { useComputerGames } from '../api/get-computer-games';
import { usePublicProfile } from '../api/get-public-profile';
import { RECENT_GAMES_LIMIT, useRecentGames } from '../api/get-recent-games';
import { useUserProfile } from '../api/get-user-profile';
import { useUserStats } from '../api/get-user-stats';
import { displayNameProblem, existingRatings, memberSince } from '../model/format';
import { recentGameLines } from '../model/recent-games';
import { AssessmentCard } from './assessment-card';

// A long value (an email) goes under its label and breaks where it must, inside the card: a
// phone never scrolls sideways for it.
function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-line py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

interface ProfilePageProps {
  /** The Progress card (level, XP, streak, achievements), from the progress feature. */
  progress?: ReactNode;
}

export function ProfilePage({ progress }: ProfilePageProps = {}) {
  const storedUser = useAuthStore((s) => s.user);
  const demo = useAuthStore((s) => isDemoToken(s.token));
  const profile = useUserProfile();
  const stats = useUserStats();
  const games = useRecentGames();
  const computerGames = useComputerGames();
  const update = useUpdateProfile();
  const user = profile.data ?? storedUser;
  // The official assessment is part of what anyone sees of the player.
  const publicProfile = usePublicProfile(demo ? '' : (user?.username ?? ''));
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!user) return null;
  const since = memberSince(user.createdAt);
  const ratings = existingRatings(stats.data?.ratings);
  const lines = recentGameLines(games.data ?? [], computerGames.data ?? [], user.username, RECENT_GAMES_LIMIT);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = displayNameProblem(name);
    setProblem(found);
    if (found) return;
    try {
      await update.mutateAsync({ displayName: name.trim() });
      setEditing(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Profile update failed');
    }
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="Your account details, rating and activity." />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0 rounded-2xl border border-line bg-surface p-6" data-testid="account-card">
          <h2 className="mb-3 text-lg font-semibold">Account</h2>
          <dl>
            <Row label="Display name" value={user.displayName} />
            <Row label="Username" value={user.username} />
            <Row label="Email" value={user.email} />
            {since && <Row label="Member since" value={since} />}
          </dl>
          {demo ? (
            <p className="mt-4 text-sm text-muted">Demo mode: create an account to keep a profile.</p>
          ) : editing ? (
            <form onSubmit={save} className="mt-4 flex flex-col gap-2" noValidate>
              <TextField
                id="profile-display-name"
                label="Display name"
                value={name}
                onChange={(value) => {
                  setName(value);
                  setProblem(null);
                }}
                disabled={update.isPending}
              />
              <FormMessage message={problem ? { ok: false, text: problem } : null} />
              <div className="flex gap-2">
                <Button type="submit" disabled={update.isPending}>
                  Save
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setName(user.displayName);
                setProblem(null);
                setEditing(true);
              }}
            >
              Edit display name
            </Button>
          )}
        </div>
        <div className="min-w-0 rounded-2xl border border-line bg-surface p-6">
          <h2 className="mb-3 text-lg font-semibold">Ratings</h2>
          {ratings.length === 0 ? (
            // Game ratings only: the strength assessment has its own card below.
            <p className="text-sm text-muted">No game rating yet: play rated games to get one.</p>
          ) : (
            <dl>
              {ratings.map(([speed, value]) => (
                <Row key={speed} label={speed.charAt(0).toUpperCase() + speed.slice(1)} value={String(value)} />
              ))}
            </dl>
          )}
          {typeof stats.data?.puzzleRating === 'number' && (
            <p className="mt-3 text-sm">Puzzle rating: {stats.data.puzzleRating}</p>
          )}
        </div>
      </div>
      {progress && <div className="mt-6">{progress}</div>}
      {publicProfile.data && (
        <div className="mt-6">
          <AssessmentCard assessment={publicProfile.data.assessment} isYou />
        </div>
      )}
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 className="mb-3 text-lg font-semibold">Recent games</h2>
        {stats.data && (
          <p className="mb-2 text-sm text-muted" data-testid="games-played">
            Games played: {stats.data.gamesPlayed}
          </p>
        )}
        {lines.length > 0 ? (
          <ul className="divide-y divide-line" aria-label="Recent games">
            {lines.map((line) => {
              return (
                <li key={line.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    vs <span className="font-medium">{line.opponent}</span>{' '}
                    <span className="text-muted">
                      ({line.color}, {line.timeControl})
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="font-semibold">
                      {line.outcome}
                      {line.ratingDiff !== null && ` ${formatRatingDiff(line.ratingDiff)}`}
                    </span>
                    {line.reviewPath && (
                      <Link
                        to={line.reviewPath}
                        className="text-accent underline"
                        aria-label={`Review this game against ${line.opponent}`}
                      >
                        Review this game
                      </Link>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted">No games yet. Your finished games will appear here.</p>
        )}
      </div>
    </section>
  );
}
