// A category's lessons (/lessons/category/:categoryId, docs/lessons.md, "Curriculum and category pages"). A
// completed lesson ends on its own summary screen (lesson-summary.tsx), not here.

import { Link, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';

import { categoryAction, categoryStats, firstUnfinished, lessonPath, ratingBand } from '../model/lesson-progress';
import { LessonCard } from './lesson-card';
import { DifficultyBadge, Figure, ProgressBar, useCurriculum } from './parts';

function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const { categories, isPending, isError, error, refetch } = useCurriculum();
  const back = (
    <Link to="/lessons" className="text-sm text-accent hover:underline">
      ← Back to curriculum
    </Link>
  );

  if (isPending) return <Spinner label="Loading lessons..." />;
  if (isError || !categories) {
    return (
      <section role="alert" className="mx-auto max-w-lg text-center">
        {back}
        <p className="mt-4 font-semibold">The lessons could not be loaded.</p>
        <p className="text-sm text-muted">{errorMessage(error)}</p>
        <Button className="mt-3" onClick={() => void refetch()}>
          Try Again
        </Button>
      </section>
    );
  }
  const category = categories.find((c) => c.id === categoryId);
  if (!category) {
    return (
      <section className="mx-auto max-w-lg text-center">
        {back}
        <p className="mt-4 font-semibold">There is no such category.</p>
      </section>
    );
  }
  const stats = categoryStats(category);
  const titles = new Map(categories.flatMap((c) => c.lessons.map((l) => [l.id, l.title] as [string, string])));
  const here = `/lessons/category/${category.id}`;
  const next = firstUnfinished(category);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-5">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{category.title}</h1>
          <DifficultyBadge difficulty={category.difficulty} />
          <span className="text-sm text-muted">{ratingBand(category.ratingRange)} ELO</span>
        </div>
        <p className="max-w-2xl text-muted">{category.description}</p>
        {next && (
          <div>
            <Button onClick={() => void navigate(lessonPath(next.id), { state: { from: here } })}>
              {categoryAction(category)}
            </Button>
          </div>
        )}
      </header>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="group" aria-label="Category figures">
        <Figure label="Total Lessons" value={stats.total} testId="category-total" />
        <Figure label="Completed" value={stats.completed} testId="category-completed" />
        <Figure label="Estimated Duration" value={`${category.estimatedHours} hours`} testId="category-duration" />
        <Figure label="Average Progress" value={`${stats.averageProgress}%`} testId="category-average" />
      </div>
      <div className="flex items-center gap-3">
        <ProgressBar
          value={stats.total ? (stats.completed / stats.total) * 100 : 0}
          label={`${category.title} progress`}
        />
        <span className="shrink-0 text-sm text-muted">
          {stats.completed} of {stats.total} · {formatMinutes(stats.minutes)} of lessons
        </span>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Lessons">
        {category.lessons.map((l, i) => (
          <LessonCard key={l.id} lesson={l} number={i + 1} titles={titles} from={here} />
        ))}
      </ul>
    </section>
  );
}
