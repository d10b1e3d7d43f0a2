import { lazy, Suspense } from 'react';

import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';

// The heading shows at once; the level grid, the game and their model load behind it.
const PlayFlow = lazy(() => import('./play-flow').then((m) => ({ default: m.PlayFlow })));

export function PlayPage() {
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Play vs Computer"
        description="Play against AI opponents across 25 levels, from first steps to master strength."
      />
      <Suspense fallback={<Spinner label="Loading levels" />}>
        <PlayFlow />
      </Suspense>
    </section>
  );
}
