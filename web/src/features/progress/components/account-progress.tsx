// The sidebar's (and the mobile account section's) progress: level with its bar, streak and
// achievements unlocked. From GET /api/progress for an account or an anonymous learner; zero for a
// visitor who has done nothing yet.

import { useProgressSummary, type ProgressSummary } from './use-progress-summary';

export function levelLine(s: Pick<ProgressSummary, 'level' | 'xpInCurrentLevel' | 'xpForNextLevel'>): string {
  return `Level ${s.level} · ${s.xpInCurrentLevel}/${s.xpForNextLevel} XP`;
}

export function AccountProgress() {
  const result = useProgressSummary();
  if (result.status !== 'shown') return null;
  const s = result.summary;
  const unlocked = s.achievements.filter((a) => a.unlocked).length;
  const percent = s.xpForNextLevel > 0 ? Math.min(100, Math.floor((s.xpInCurrentLevel * 100) / s.xpForNextLevel)) : 0;
  return (
    <div className="mt-2 text-sm" data-testid="account-progress">
      <p className="font-medium" data-testid="account-level">
        {levelLine(s)}
      </p>
      <div
        role="progressbar"
        aria-label="Progress to the next level"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 rounded bg-surface"
      >
        <div className="h-2 rounded bg-accent transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
        <dt className="text-muted">Streak</dt>
        <dd className="text-right font-semibold" data-testid="account-streak">
          {s.streak.current} {s.streak.current === 1 ? 'day' : 'days'}
        </dd>
        <dt className="text-muted">Achievements</dt>
        <dd className="text-right font-semibold" data-testid="account-achievements">
          {unlocked}/{s.achievements.length}
        </dd>
      </dl>
    </div>
  );
}
