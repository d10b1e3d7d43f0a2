// /practice: the five sections of practice positions, as Lichess Practice has them, each position
// with its goal and the player's best stars (the server's record: an account's or an anonymous
// learner's; none for a visitor who has played nothing yet).

import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';

import { usePractice } from '../api/get-practice';
import type { Section } from '../api/schemas';
import { goalText } from '../model/goal';
import { Stars } from './stars';

export const PRACTICE_TITLE = 'Practice';

function SectionCard({ section }: { section: Section }) {
  const done = section.positions.filter((p) => p.completed || p.stars > 0).length;
  return (
    <section
      className="rounded-xl border border-line bg-surface p-4"
      aria-labelledby={`section-${section.id}`}
      data-testid={`practice-section-${section.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`section-${section.id}`} className="text-lg font-bold">
          {section.title}
        </h2>
        <span className="text-sm text-muted" data-testid="section-progress">
          {done} of {section.positions.length} completed
        </span>
      </div>
      {section.description && <p className="mt-1 text-sm text-muted">{section.description}</p>}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {section.positions.map((p) => {
          return (
            <li key={p.id}>
              <Link
                to={`/practice/${p.id}`}
                className="flex h-full flex-col gap-1 rounded-lg border border-line bg-surface-2 p-3 hover:border-accent"
                data-testid={`practice-position-${p.id}`}
              >
                <span className="font-semibold">{p.title}</span>
                <span className="text-sm text-muted">{p.goalText || goalText(p.goal)}</span>
                <Stars stars={p.stars} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PracticePage() {
  const query = usePractice();
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <PageHeader
        title={PRACTICE_TITLE}
        description="Master the positions every player must know: play each one against the computer, which judges every move."
      />
      {query.isPending && <Spinner label="Loading practice positions…" />}
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-600/50 p-4">
          <p>{errorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Try Again</Button>
        </div>
      )}
      {query.data?.sections.map((s) => (
        <SectionCard key={s.id} section={s} />
      ))}
    </section>
  );
}
