import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLearnerId } from '@/lib/auth/account';
import { themeName } from '@/lib/puzzles/theme-name';

import { usePuzzleDashboard } from '../api/get-puzzle-dashboard';
import type { PuzzleDashboard } from '../api/types';
import { PuzzlesError } from './puzzles-status';

/** A visitor who has done nothing yet: nothing attempted, no rating. */
export const EMPTY_DASHBOARD: PuzzleDashboard = {
  attempts: 0,
  solved: 0,
  firstTryRate: 0,
  rating: null,
  themes: [],
  strongThemes: [],
  weakThemes: [],
};

export interface ThemeDashboardProps {
  /** "Train this theme": rated puzzles of that theme (the page's `?tab=rated&theme=`). */
  onTrain: (theme: string) => void;
}

export function ThemeDashboard({ onTrain }: ThemeDashboardProps) {
  const hasRecord = useLearnerId() !== undefined;
  const query = usePuzzleDashboard();
  if (hasRecord && query.isPending) return <Spinner label="Loading puzzles..." />;
  if (query.isError) return <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  const d = hasRecord && query.data ? query.data : EMPTY_DASHBOARD;
  return (
    <div className="flex flex-col gap-4" data-testid="theme-dashboard">
      <dl className="grid grid-cols-3 gap-2">
        <div className="rounded-lg bg-surface-2 p-3">
          <dt className="text-xs text-muted">Puzzle rating</dt>
          <dd className="text-lg font-bold">{d.rating ?? '\u2014'}</dd>
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
        <table className="w-full text-left text-sm [&_td]:pr-2 [&_th]:pr-2">
          <thead>
            <tr>
              <th>Theme</th>
              <th>Attempts</th>
              <th>First try</th>
              {/* On a phone the table keeps what fits beside the button. */}
              <th className="hidden sm:table-cell">Performance</th>
              <th>
                <span className="sr-only">Train</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.themes.map((t) => (
              <tr key={t.theme}>
                <td>{themeName(t.theme)}</td>
                <td>{t.attempts}</td>
                <td>{Math.round(t.firstTryRate * 100)}%</td>
                <td className="hidden sm:table-cell">{t.performance}</td>
                <td className="py-1 !pr-0 text-right">
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap px-2 py-1 text-xs"
                    onClick={() => onTrain(t.theme)}
                    aria-label={`Train this theme: ${themeName(t.theme)}`}
                  >
                    Train this theme
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
