// The curriculum (/lessons): summary figures, the five categories and the learning path by
// rating band (docs/lessons.md, "Curriculum and category pages").

import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';

import type { Category } from '../api/schemas';
import {
  categoryAction,
  categoryPercent,
  curriculumSummary,
  firstUnfinished,
  lessonPath,
  ratingBand,
} from '../model/lesson-progress';
import { DifficultyBadge, Figure, ProgressBar, useCurriculum } from './parts';

export const CURRICULUM_TITLE = 'Chess Lessons';

function CategoryCard({ category, number }: { category: Category; number: number }) {
  const navigate = useNavigate();
  const pct = categoryPercent(category);
  const next = firstUnfinished(category);
  const detail = `/lessons/category/${category.id}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid={`category-${category.id}`}
    >
      <div className="flex items-center justify-between gap-2">
        <DifficultyBadge difficulty={category.difficulty} />
        <span className="text-xs text-muted">{ratingBand(category.ratingRange)} ELO</span>
      </div>
      <h2 className="text-lg font-bold">
        <span className="text-muted">{number}. </span>
        {category.title}
      </h2>
      <p className="text-sm text-muted">{category.description}</p>
      <p className="flex justify-between text-sm">
        <span>{category.totalLessons} lessons</span>
        <span>{category.estimatedHours} hours</span>
      </p>
      <ProgressBar value={pct} label={`${category.title} progress`} />
      <p className="text-sm">{pct}% complete</p>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink variant="secondary" to={detail}>
          View Lessons
        </ButtonLink>
        {next && (
          <Button onClick={() => void navigate(lessonPath(next.id), { state: { from: detail } })}>
            {categoryAction(category)}
          </Button>
        )}
      </div>
    </li>
  );
}

function LearningPathPanel({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="learning-path" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="learning-path" className="mb-3 font-bold">
        Your Learning Path
      </h2>
      <ol className="grid gap-2 sm:grid-cols-5">
        {categories.map((c, i) => (
          <li key={c.id} className="rounded-lg bg-surface-2 p-3" data-testid={`band-${c.id}`}>
            <p className="text-xs text-muted">Level {i + 1}</p>
            <p className="font-semibold">{c.title}</p>
            <p className="text-sm text-muted">{ratingBand(c.ratingRange)} rating</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LessonsPage() {
  const { categories, isPending, isError, error, refetch } = useCurriculum();
  let body;
  if (isPending) body = <Spinner label="Loading lessons..." />;
  else if (isError || !categories) {
    body = (
      <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
        <p className="font-semibold">The lessons could not be loaded.</p>
        <p className="text-sm text-muted">{errorMessage(error)}</p>
        <Button className="mt-3" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    const summary = curriculumSummary(categories);
    body = (
      <>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Curriculum summary" role="group">
          <Figure label="Total Lessons" value={summary.totalLessons} testId="summary-total" />
          <Figure label="Completed" value={summary.completed} testId="summary-completed" />
          <Figure label="Total Hours" value={summary.totalHours} testId="summary-hours" />
          <Figure label="Categories" value={summary.categories} testId="summary-categories" />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Categories">
          {categories.map((c, i) => (
            <CategoryCard key={c.id} category={c} number={i + 1} />
          ))}
        </ul>
        <LearningPathPanel categories={categories} />
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={CURRICULUM_TITLE}
        description="A complete course from your first move to expert endgames, in five categories."
      />
      {body}
    </section>
  );
}
