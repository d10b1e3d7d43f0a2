// The course's step lessons on the academy's Lessons view (issue 30, "One course"): each opens at
// /lessons/{id}, where it counts as a lesson of the course like the curriculum's.

import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { useStepLessons } from '../api/get-step-lessons';

export function StepLessons() {
  const { data } = useStepLessons();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="step-lessons-title" className="flex flex-col gap-3">
      <div>
        <h2 id="step-lessons-title" className="text-xl font-bold">
          Step-by-step lessons
        </h2>
        <p className="text-sm text-muted">Short guided lessons of the course: read a step, play a move.</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" aria-label="Step-by-step lessons">
        {data.map((l) => (
          <li
            key={l.id}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
            data-testid={`step-lesson-card-${l.id}`}
          >
            <h3 className="font-bold">{l.title}</h3>
            <p className="line-clamp-3 text-sm text-muted">{l.description}</p>
            <p className="text-xs text-muted">{l.stepCount} steps</p>
            <ButtonLink
              className="mt-auto gap-1 self-start"
              to={`/lessons/${l.id}`}
              state={{ from: '/academy?view=lessons' }}
            >
              Open
              <ChevronRightIcon width={16} height={16} />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
