// The profile's Progress card: level and XP, the streak (current and longest) and the fourteen
// achievements, unlocked ones with their date, locked ones with their progress.

import { AchievementIcon } from '@/lib/achievement-icons';

import type { ProgressAchievement } from '../api/types';
import { levelLine } from './account-progress';
import { useProgressSummary } from './use-progress-summary';

function unlockedDate(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(y, m - 1, d).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function AchievementTile({ a }: { a: ProgressAchievement }) {
  return (
    <li
      data-testid={`achievement-${a.id}`}
      data-unlocked={a.unlocked}
      className={`flex gap-3 rounded-xl border p-3 ${a.unlocked ? 'border-accent bg-surface-2' : 'border-line opacity-70'}`}
    >
      <AchievementIcon
        icon={a.icon}
        width={28}
        height={28}
        className={`shrink-0 ${a.unlocked ? 'text-accent' : 'text-muted'}`}
      />
      <div className="min-w-0">
        <p className="font-semibold">
          {a.title}
          {!a.unlocked && <span className="sr-only"> (locked)</span>}
        </p>
        <p className="text-xs text-muted">{a.description}</p>
        <p className="mt-1 text-xs font-medium">
          {a.unlocked ? `Unlocked ${unlockedDate(a.unlockedOn)}` : `${a.currentProgress}/${a.requirement}`}
        </p>
      </div>
    </li>
  );
}

export function ProgressCard() {
  const result = useProgressSummary();
  return (
    <section
      aria-labelledby="progress-card-title"
      className="rounded-2xl border border-line bg-surface p-6"
      data-testid="progress-card"
    >
      <h2 id="progress-card-title" className="mb-3 text-lg font-semibold">
        Progress
      </h2>
      {result.status === 'loading' && <p className="text-sm text-muted">Loading your progress...</p>}
      {result.status === 'error' && (
        <p role="alert" className="text-sm">
          Could not load your progress.{' '}
          <button type="button" className="font-semibold text-link underline" onClick={result.retry}>
            Try Again
          </button>
        </p>
      )}
      {result.status === 'shown' && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted">Level</dt>
              <dd className="text-lg font-bold" data-testid="progress-level">
                {result.summary.level}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Total XP</dt>
              <dd className="text-lg font-bold" data-testid="progress-xp">
                {result.summary.totalXP}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Streak</dt>
              <dd className="text-lg font-bold" data-testid="progress-streak">
                {result.summary.streak.current} {result.summary.streak.current === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Longest streak</dt>
              <dd className="text-lg font-bold" data-testid="progress-longest">
                {result.summary.streak.longest} {result.summary.streak.longest === 1 ? 'day' : 'days'}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted">{levelLine(result.summary)}</p>
          <h3 className="mt-4 font-semibold">
            Achievements{' '}
            <span className="text-sm font-normal text-muted">
              {result.summary.achievements.filter((a) => a.unlocked).length}/{result.summary.achievements.length}{' '}
              unlocked
            </span>
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Achievements">
            {result.summary.achievements.map((a) => (
              <AchievementTile key={a.id} a={a} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
