import { Spinner } from '@/components/ui/spinner';
import { themeName } from '@/lib/puzzles/theme-name';

import { usePuzzleDashboard } from '../api/get-puzzle-dashboard';
import { loadProgress } from '../model/progress-store';
import { useSignedIn } from './puzzle-player';
import { PuzzlesError } from './puzzles-status';

export function ThemeDashboard() {
  const signedIn = useSignedIn();
  const progress = loadProgress();
  const query = usePuzzleDashboard(signedIn, progress.attempts, progress.rating.rating);
  if (query.isPending) return <Spinner label="Loading puzzles..." />;
  if (query.isError) return <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  const d = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid="theme-dashboard">
      <dl className="grid grid-cols-3 gap-2">
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Puzzle rating</dt>
          <dd className="text-lg font-bold">{d.rating ?? progress.rating.rating}</dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Rated attempts</dt>
          <dd className="text-lg font-bold">{d.attempts}</dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">First-try rate</dt>
          <dd className="text-lg font-bold">{Math.round(d.firstTryRate * 100)}%</dd>
        </div>
      </dl>
      <p>
        Strong themes: <strong>{d.strongThemes.map(themeName).join(', ') || '—'}</strong>
      </p>
      <p>
        Weak themes: <strong>{d.weakThemes.map(themeName).join(', ') || '—'}</strong>
      </p>
      {d.themes.length === 0 ? (
        <p className="text-muted">Solve rated puzzles to see how you do on each theme.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th>Theme</th>
              <th>Attempts</th>
              <th>First try</th>
              <th>Performance</th>
            </tr>
          </thead>
          <tbody>
            {d.themes.map((t) => (
              <tr key={t.theme}>
                <td>{themeName(t.theme)}</td>
                <td>{t.attempts}</td>
                <td>{Math.round(t.firstTryRate * 100)}%</td>
                <td>{t.performance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
