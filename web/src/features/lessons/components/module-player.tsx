// The module lesson player (docs/lessons.md, "The module lesson player"): header with 'Module X of N', the
// module's card with its type icon, Previous / Next and the dots; 'Complete Lesson' on the last
// module. It opens where the server's record says the learner was ("Continue"), with what they had
// done, and tells the server each new place. Opening the lesson starts it (progress 25) for whoever
// has a record; Complete Lesson asks the server to complete it from its record (it says what is
// left otherwise) and shows the summary with "Next lesson".

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode, type SVGProps } from 'react';
import { useLocation } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { BookIcon, HelpIcon, PieceIcon, PuzzleIcon, TargetIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-errors';
import { useLearnerId } from '@/lib/auth/account';
import { playSound } from '@/lib/sound/sound-manager';

import { useCompleteLesson } from '../api/complete-lesson';
import { lessonKeys } from '../api/keys';
import { postPlace } from '../api/post-place';
import type { CompleteResult, LessonDetail } from '../api/schemas';
import { useStartLesson } from '../api/start-lesson';
import { canGoNext, dotState, playerFromRecord, playerReducer, unsubmittedQuiz } from '../model/module-player';
import { LessonSummary } from './lesson-summary';
import { ModuleBody } from './module-body';
import { DifficultyBadge, ProgressBar } from './parts';

const MODULE_ICONS: Record<string, (p: SVGProps<SVGSVGElement>) => ReactNode> = {
  theory: BookIcon,
  interactive: (p) => <PieceIcon piece="pawn" {...p} />,
  puzzle: PuzzleIcon,
  quiz: HelpIcon,
  'guided-practice': TargetIcon,
};

function ModuleIcon({ type }: { type: string }) {
  const Icon = MODULE_ICONS[type] ?? HelpIcon;
  return <Icon width={22} height={22} className="shrink-0 text-link" />;
}

const DOT_CLASSES = { current: 'bg-blue-600', passed: 'bg-green-600', upcoming: 'bg-neutral-400' };

export function ModuleLessonPlayer({ lesson }: { lesson: LessonDetail }) {
  const modules = lesson.modules;
  const reducer = useMemo(() => playerReducer(modules), [modules]);
  const [state, dispatch] = useReducer(reducer, lesson, playerFromRecord);
  const location = useLocation();
  const hasRecord = useLearnerId() !== undefined;
  const start = useStartLesson();
  const complete = useCompleteLesson();
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<CompleteResult | null>(null);
  const from =
    (location.state as { from?: string } | null)?.from ??
    (lesson.category ? `/lessons/category/${lesson.category}` : '/lessons');

  // Opening the lesson starts it, once, for whoever has a record (looking makes no learner).
  const startedRef = useRef(false);
  useEffect(() => {
    if (startedRef.current || !hasRecord) return;
    startedRef.current = true;
    if (lesson.progress === 0) start.mutate(lesson.id);
  }, [hasRecord, lesson.id, lesson.progress, start]);

  // What the learner did here is the server's from now on: a later visit reads it afresh (the
  // cached copy is the one this player started from), and the cards show the new progress.
  const client = useQueryClient();
  useEffect(
    () => () => {
      client.removeQueries({ queryKey: ['lessons', 'detail', lesson.id] });
      void client.invalidateQueries({ queryKey: lessonKeys.all });
    },
    [client, lesson.id],
  );

  // Each new place is the server's to keep (for whoever has a record), so "Continue" opens it.
  const placeRef = useRef(`${state.index}:${state.position}`);
  useEffect(() => {
    const key = `${state.index}:${state.position}`;
    if (!hasRecord || placeRef.current === key) return;
    placeRef.current = key;
    postPlace(lesson.id, { module: state.index, position: state.position }).catch((e: unknown) =>
      console.warn('keeping the lesson place failed', e),
    );
  }, [hasRecord, lesson.id, state.index, state.position]);

  const module = modules[state.index];
  const isLast = state.index === modules.length - 1;
  const waiting = unsubmittedQuiz(state, modules);

  const onComplete = () => {
    if (waiting !== undefined) return;
    setError(null);
    complete.mutate(lesson.id, {
      onSuccess: (r) => {
        playSound('lessonComplete');
        setSummary(r);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  if (summary) return <LessonSummary title={lesson.title} result={summary} back={from} />;

  // The modules finished before this one: the bar is full only on the summary, never on the last
  // module while it is still to do ("Module 7 of 7" with a full green bar read as finished).
  const progress = modules.length ? (state.index / modules.length) * 100 : 0;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="lesson-player">
      <header className="flex flex-col gap-2">
        <ButtonLink variant="ghost" className="self-start" to={from}>
          ← Back to Lessons
        </ButtonLink>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{lesson.title}</h1>
          <DifficultyBadge difficulty={lesson.difficulty} />
        </div>
        <p className="text-muted">{lesson.description}</p>
        <div className="flex items-center gap-3">
          <span className="shrink-0 text-sm" data-testid="module-counter">
            Module {state.index + 1} of {modules.length}
          </span>
          <ProgressBar value={progress} label="Lesson progress" />
        </div>
      </header>

      {module && (
        <article
          className="rounded-xl border border-line bg-surface p-4"
          aria-labelledby="module-title"
          data-testid="module-card"
          data-module-type={module.type}
        >
          <h2 id="module-title" className="mb-3 flex items-center gap-2 text-xl font-semibold">
            <ModuleIcon type={module.type} />
            {module.title}
          </h2>
          <ModuleBody
            key={state.index}
            lessonId={lesson.id}
            modules={modules}
            module={module}
            index={state.index}
            moduleCount={modules.length}
            state={state}
            dispatch={dispatch}
          />
        </article>
      )}

      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Modules">
        <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0}>
          Previous
        </Button>
        <ol className="flex gap-2">
          {modules.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                className={`h-3 w-3 rounded-full ${DOT_CLASSES[dotState(state, i)]}`}
                aria-label={`Module ${i + 1}: ${m.title}`}
                aria-current={i === state.index ? 'step' : undefined}
                data-state={dotState(state, i)}
                onClick={() => dispatch({ type: 'go', index: i })}
              />
            </li>
          ))}
        </ol>
        {isLast ? (
          <Button
            onClick={onComplete}
            disabled={!canGoNext(state, modules) || waiting !== undefined || complete.isPending}
          >
            Complete Lesson
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(state, modules)}>
            Next
          </Button>
        )}
      </nav>
      {isLast && waiting !== undefined && waiting !== state.index && (
        <p className="text-right text-sm text-muted">Submit the quiz in module {waiting + 1} to complete the lesson.</p>
      )}
      {error && (
        <p role="alert" className="text-right text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
