import { Button } from '@/components/ui/button';

import type { PlayerStats } from '../model/player-stats';
import { winRate } from '../model/player-stats';

interface LeaderboardPanelProps {
  stats: PlayerStats;
  name: string;
  onBack: () => void;
}

/** The in-page leaderboard: personal statistics and the player's own entry. */
export function LeaderboardPanel({ stats, name, onBack }: LeaderboardPanelProps) {
  return (
    <section
      aria-labelledby="play-leaderboard"
      className="mx-auto max-w-2xl rounded-xl border border-line bg-surface p-6"
    >
      <h2 id="play-leaderboard" className="text-xl font-semibold text-fg">
        Leaderboard
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Your statistics">
        <Stat label="Games" value={stats.gamesPlayed} />
        <Stat label="Wins" value={stats.wins} />
        <Stat label="Best level" value={stats.bestLevel} />
        <Stat label="Win rate" value={`${winRate(stats)}%`} />
      </dl>
      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-1">Rank</th>
            <th>Name</th>
            <th>Points</th>
            <th>Level</th>
            <th>Games</th>
          </tr>
        </thead>
        <tbody className="text-fg">
          <tr>
            <td className="py-1">1</td>
            <td>{name}</td>
            <td>{stats.points}</td>
            <td>{stats.bestLevel}</td>
            <td>{stats.gamesPlayed}</td>
          </tr>
        </tbody>
      </table>
      <Button variant="secondary" className="mt-4" onClick={onBack}>
        Back to level selection
      </Button>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-fg">{value}</dd>
    </div>
  );
}
