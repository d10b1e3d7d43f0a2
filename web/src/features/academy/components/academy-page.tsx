// The academy hub (/academy, docs/lessons.md, "The academy"): overview, lessons, puzzles,
// strength-test and daily views, with the lesson and puzzle players opening over them. Which view
// and which lesson or puzzle is open lives in the URL (?view=, ?lesson=, ?puzzle=&from=).

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';

import { useAcademyLessons } from '../api/get-academy-lessons';
import { useAcademyPuzzles } from '../api/get-academy-puzzles';
import { useAcademyProgress } from '../model/academy-progress';
import { AcademyLessonPlayer } from './lesson-player';
import { LessonsView } from './lessons-view';
import { Overview } from './overview';
import { AcademyPuzzlePlayer } from './puzzle-player';
import { PuzzlesView } from './puzzles-view';
import { DailyView, StrengthTestView } from './small-views';
import { StepLessons } from './step-lessons';

export const LOADING_TEXT = 'Loading Chess Academy';
export const ERROR_TITLE = 'Academy Loading Error';
export const NO_LESSONS = 'Chess lessons data is not available';
export const NO_PUZZLES = 'Chess puzzles data is not available';

export const VIEWS = [
  { id: 'overview', label: 'Overview' },
  { id: 'lessons', label: 'Lessons' },
  { id: 'puzzles', label: 'Puzzles' },
  { id: 'strength-test', label: 'Strength Test' },
  { id: 'daily', label: 'Daily' },
] as const;
export type AcademyView = (typeof VIEWS)[number]['id'];

function AcademyError({ reason, onReload }: { reason: string; onReload: () => void }) {
  return (
    <section role="alert" className="mx-auto mt-8 max-w-lg rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{ERROR_TITLE}</h1>
      <p className="mt-3 break-words text-muted">Failed to load chess academy data: {reason}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onReload}>Reload Academy</Button>
        <ButtonLink variant="secondary" to="/lessons">
          Try Basic Lessons Instead
        </ButtonLink>
      </div>
    </section>
  );
}

export function AcademyPage() {
  const lessons = useAcademyLessons();
  const puzzles = useAcademyPuzzles();
  const [params, setParams] = useSearchParams();
  const reload = useAcademyProgress((s) => s.reload);
  useEffect(() => reload(), [reload]);

  if (lessons.isPending || puzzles.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={LOADING_TEXT} />
      </div>
    );
  }
  const reason = lessons.isError
    ? errorMessage(lessons.error)
    : puzzles.isError
      ? errorMessage(puzzles.error)
      : lessons.data.length === 0
        ? NO_LESSONS
        : puzzles.data.puzzles.length === 0
          ? NO_PUZZLES
          : null;
  if (reason !== null || !lessons.data || !puzzles.data) {
    return (
      <AcademyError
        reason={reason ?? NO_LESSONS}
        onReload={() => {
          void lessons.refetch();
          void puzzles.refetch();
        }}
      />
    );
  }

  const view: AcademyView = VIEWS.find((v) => v.id === params.get('view'))?.id ?? 'overview';
  const go = (next: Record<string, string>) => setParams(next);
  const lesson = lessons.data.find((l) => l.id === params.get('lesson'));
  const puzzle = puzzles.data.puzzles.find((p) => p.id === params.get('puzzle'));
  const fromDaily = params.get('from') === 'daily';

  let body;
  if (lesson) body = <AcademyLessonPlayer lesson={lesson} onClose={() => go({ view: 'lessons' })} />;
  else if (puzzle) {
    body = (
      <AcademyPuzzlePlayer
        puzzle={puzzle}
        onSolved={() => go({ view: 'puzzles' })}
        onGiveUp={() => go(fromDaily ? { view: 'overview' } : { view: 'puzzles' })}
      />
    );
  } else if (view === 'lessons')
    body = (
      <>
        <StepLessons />
        <h2 className="text-xl font-bold">Academy lessons</h2>
        <LessonsView lessons={lessons.data} onOpen={(id) => go({ view: 'lessons', lesson: id })} />
      </>
    );
  else if (view === 'puzzles')
    body = <PuzzlesView data={puzzles.data} onOpen={(id) => go({ view: 'puzzles', puzzle: id })} />;
  else if (view === 'strength-test') body = <StrengthTestView />;
  else if (view === 'daily')
    body = (
      <DailyView puzzles={puzzles.data.puzzles} onOpen={(id) => go({ view: 'daily', puzzle: id, from: 'daily' })} />
    );
  else body = <Overview lessons={lessons.data} puzzles={puzzles.data.puzzles} onView={(v) => go({ view: v })} />;

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Chess Academy</h1>
        <p className="mt-1 text-muted">Your hub for lessons, puzzles, the strength test and the daily challenge.</p>
      </header>
      <nav aria-label="Academy" className="flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <Button
            key={v.id}
            variant={v.id === view && !lesson && !puzzle ? 'primary' : 'secondary'}
            aria-current={v.id === view ? 'page' : undefined}
            onClick={() => go({ view: v.id })}
          >
            {v.label}
          </Button>
        ))}
      </nav>
      {body}
    </section>
  );
}
