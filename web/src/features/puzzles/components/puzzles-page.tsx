// /puzzles: the curriculum of sets with the learning path, a set's player, rated mode and the
// theme dashboard.

import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { DailyPuzzleCard } from '@/components/puzzle/daily-puzzle-card';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLearnerId } from '@/lib/auth/account';

import { usePuzzleSets } from '../api/get-puzzle-sets';
import { DailyView } from './daily-view';
import { DeckBanner, DeckMode } from './deck-mode';
import { PuzzlesError } from './puzzles-status';
import { RatedMode } from './rated-mode';
import { LearningPath, SetList } from './set-list';
import { SetView } from './set-view';
import { ThemeDashboard } from './theme-dashboard';

type Tab = 'curriculum' | 'rated' | 'dashboard';

export function PuzzlesPage() {
  const [tab, setTab] = useState<Tab>('curriculum');
  const query = usePuzzleSets();
  // The deck is a record's (an account's or an anonymous learner's, from its reviewed games).
  const hasRecord = useLearnerId() !== undefined;
  // `?daily=1` opens the Puzzle of the Day (the academy links here); `?set=<id>` opens a set (the
  // strength assessment's next steps link here).
  const [params, setParams] = useSearchParams();
  const [openSet, setOpenSet] = useState<string | null>(() => params.get('set'));
  const daily = params.has('daily');
  const openDaily = (open: boolean) => {
    setTab('curriculum');
    setParams(open ? { daily: '1' } : {});
  };
  // `?deck=1` solves the player's due mistake cards (the daily plan links here).
  const deck = hasRecord && params.has('deck');
  const openDeck = (open: boolean) => {
    setTab('curriculum');
    setParams(open ? { deck: '1' } : {});
  };

  const tabs: { id: Tab; label: string }[] = [
    { id: 'curriculum', label: 'Curriculum' },
    { id: 'rated', label: 'Rated puzzles' },
    { id: 'dashboard', label: 'Theme dashboard' },
  ];

  let body;
  if (daily) body = <DailyView onBack={() => openDaily(false)} />;
  else if (deck) body = <DeckMode onBack={() => openDeck(false)} />;
  else if (tab === 'rated') body = <RatedMode />;
  else if (tab === 'dashboard') body = <ThemeDashboard />;
  else if (openSet) {
    const closeSet = () => {
      setOpenSet(null);
      if (params.has('set')) setParams({});
    };
    body = <SetView setId={openSet} onBack={closeSet} />;
  } else if (query.isPending) body = <Spinner label="Loading puzzles..." />;
  else if (query.isError) body = <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data.sets.length || query.data.sets.every((s) => s.totalPuzzles === 0))
    body = <PuzzlesError onRetry={() => void query.refetch()} />;
  else {
    body = (
      <div className="flex flex-col gap-4">
        <DeckBanner hasRecord={hasRecord} onOpen={() => openDeck(true)} />
        <DailyPuzzleCard onOpen={() => openDaily(true)} />
        <LearningPath bands={query.data.learningPath} />
        <SetList sets={query.data.sets} onOpen={setOpenSet} />
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
            onClick={() => {
              if (daily || deck) setParams({});
              setTab(t.id);
            }}
          >
            {t.label}
          </Button>
        ))}
      </div>
      {body}
    </div>
  );
}
