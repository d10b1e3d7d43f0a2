// One lesson on a category's page: every field of docs/lessons.md, "Curriculum and category pages", and the
// Start / Continue / Review button.

import { ButtonLink } from '@/components/ui/button';

import type { LessonSummary } from '../api/schemas';
import { lessonAction, lessonPath, ratingBand } from '../model/lesson-progress';
import { DifficultyBadge, ProgressBar } from './parts';

export const SHOWN_MODULES = 4;

interface LessonCardProps {
  lesson: LessonSummary;
  number: number;
  /** Titles of the other lessons, for the prerequisites. */
  titles: Map<string, string>;
  /** Where the player returns to. */
  from: string;
}

export function LessonCard({ lesson, number, titles, from }: LessonCardProps) {
  const shown = lesson.modules.slice(0, SHOWN_MODULES);
  const more = lesson.modules.length - shown.length;
  const action = lessonAction(lesson.progress);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid={`lesson-${lesson.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold">
          <span className="text-muted">{number}. </span>
          {lesson.title}
        </h3>
        <DifficultyBadge difficulty={lesson.difficulty} />
      </div>
      <p className="text-sm text-muted">{lesson.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{lesson.duration} min</span>
        <span>{ratingBand(lesson.ratingRange)} ELO</span>
        <span>
          {lesson.moduleCount} {lesson.kind === 'steps' ? 'steps' : 'modules'}
        </span>
      </p>
      {lesson.objectives.length > 0 && (
        <div>
          <p className="text-sm font-semibold">Objectives</p>
          <ul className="list-inside list-disc text-sm">
            {lesson.objectives.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="flex flex-wrap gap-1 text-xs" aria-label={lesson.kind === 'steps' ? 'Steps' : 'Modules'}>
        {shown.map((m) => (
          <li key={m.id} className="rounded bg-surface-2 px-2 py-0.5">
            {m.title}
          </li>
        ))}
        {more > 0 && <li className="rounded px-2 py-0.5 text-muted">+{more} more</li>}
      </ul>
      {lesson.prerequisites.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold">Prerequisites: </span>
          {lesson.prerequisites.map((id) => titles.get(id) ?? id).join(', ')}
        </p>
      )}
      {lesson.progress > 0 && (
        <div className="flex items-center gap-2">
          <ProgressBar value={lesson.progress} label={`${lesson.title} progress`} />
          <span className="text-sm" data-testid="lesson-progress">
            {lesson.progress}%
          </span>
        </div>
      )}
      <ButtonLink
        className="mt-auto"
        variant={action === 'Review' ? 'secondary' : 'primary'}
        to={lessonPath(lesson.id)}
        state={{ from }}
      >
        {action}
      </ButtonLink>
    </li>
  );
}
