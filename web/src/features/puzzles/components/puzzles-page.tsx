// /puzzles: the curriculum of sets with the learning path, a set's player, rated mode and the
// theme dashboard.

import { useSearchParams } from 'react-router';

import { DailyPuzzleCard } from '@/components/puzzle/daily-puzzle-card';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLearnerId } from '@/lib/auth/account';
import { useUrlChoice } from '@/lib/use-url-choice';

import { usePuzzleSets } from '../api/get-puzzle-sets';
import { DailyView } from './daily-view';
import { DeckBanner, DeckMode } from './deck-mode';
import { PuzzlesError } from './puzzles-status';
import { RatedMode } from './rated-mode';
import { LearningPath, SetList } from './set-list';
import { SetView } from './set-view';
import { ThemeDashboard } from './theme-dashboard';

const TABS = ['curriculum', 'rated', 'dashboard'] as const;
type Tab = (typeof TABS)[number];

/** What a tab leaves behind: the set, the daily or deck view, the trained theme. */
const TAB_OWNED = ['set', 'daily', 'deck', 'theme'];

export function PuzzlesPage() {
  // Everything this page shows lives in the URL (issue 30), so Back, a reload and a link keep it:
  // `?tab=rated|dashboard`, `?theme=<tag>` (rated puzzles of one theme), `?set=<id>` (a set; the
  // strength assessment's next steps link here), `?daily=1` (the Puzzle of the Day: the academy
  // links here) and `?deck=1` (the player's due mistake cards: the daily plan links here).
  const [tab, setTab] = useUrlChoice<Tab>('tab', TABS, 'curriculum', { resets: TAB_OWNED });
  const query = usePuzzleSets();
  // The deck is a record's (an account's or an anonymous learner's, from its reviewed games).
  const hasRecord = useLearnerId() !== undefined;
  const [params, setParams] = useSearchParams();
  const openSet = params.get('set');
  const theme = params.get('theme');
  const daily = params.has('daily');
  const deck = hasRecord && params.has('deck');
  const backToCurriculum = () => setParams({});

  const tabs: { id: Tab; label: string }[] = [
    { id: 'curriculum', label: 'Curriculum' },
    { id: 'rated', label: 'Rated puzzles' },
    { id: 'dashboard', label: 'Theme dashboard' },
  ];

  let body;
  if (daily) body = <DailyView onBack={backToCurriculum} />;
  else if (deck) body = <DeckMode onBack={backToCurriculum} />;
  else if (tab === 'rated') body = <RatedMode theme={theme} onAllThemes={() => setParams({ tab: 'rated' })} />;
  else if (tab === 'dashboard') body = <ThemeDashboard onTrain={(t) => setParams({ tab: 'rated', theme: t })} />;
  else if (openSet) body = <SetView setId={openSet} onBack={backToCurriculum} />;
  else if (query.isPending) body = <Spinner label="Loading puzzles..." />;
  else if (query.isError) body = <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data.sets.length || query.data.sets.every((s) => s.totalPuzzles === 0))
    body = <PuzzlesError onRetry={() => void query.refetch()} />;
  else {
    body = (
      <div className="flex flex-col gap-4">
        <DeckBanner hasRecord={hasRecord} onOpen={() => setParams({ deck: '1' })} />
        <DailyPuzzleCard onOpen={() => setParams({ daily: '1' })} />
        <LearningPath bands={query.data.learningPath} />
        <SetList sets={query.data.sets} onOpen={(id) => setParams({ set: id })} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Puzzles" description="Sharpen your tactics with puzzle sets from beginner to advanced." />
      <div role="tablist" aria-label="Puzzle modes" className="flex gap-2">
        {tabs.map((t) => (
          <Button
            key={t.id}
            role="tab"
            aria-selected={!daily && !deck && tab === t.id}
            variant={!daily && !deck && tab === t.id ? 'primary' : 'secondary'}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </Button>
        ))}
      </div>
      {body}
    </div>
  );
}
