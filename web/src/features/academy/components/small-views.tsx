// The strength-test view (the way to /strength-assessment) and the daily view (a puzzle of the
// academy picked at random for the visit).

import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';

import type { AcademyPuzzle } from '../api/schemas';
import { useAcademyProgress } from '../model/academy-progress';

export function StrengthTestView() {
  return (
    <section className="flex max-w-2xl flex-col gap-3 rounded-xl border border-line bg-surface p-6">
      <h2 className="text-xl font-bold">Strength Assessment</h2>
      <p>
        Twelve positions, from simple captures to deep combinations, estimate your rating on a scale from 400 to 1800.
      </p>
      <p className="text-sm text-muted">
        It takes about 10-15 minutes. Take it once every few months to see how far you have come.
      </p>
      <ButtonLink className="self-start" to="/strength-assessment">
        Start Assessment Test
      </ButtonLink>
    </section>
  );
}

export function DailyView({ puzzles, onOpen }: { puzzles: AcademyPuzzle[]; onOpen: (id: string) => void }) {
  const [pick] = useState(() => Math.floor(Math.random() * puzzles.length));
  const solved = useAcademyProgress((s) => s.solvedPuzzles);
  const puzzle = puzzles[pick];
  if (!puzzle) return null;
  return (
    <section
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-line bg-surface p-6"
      data-testid="academy-daily"
    >
      <h2 className="text-xl font-bold">Daily Challenge</h2>
      <p className="text-lg font-semibold">{puzzle.title}</p>
      <p className="text-muted">{puzzle.description}</p>
      <p className="text-sm">
        Rating {puzzle.rating} · {puzzle.points} points{solved.includes(puzzle.id) ? ' · solved' : ''}
      </p>
      <Button className="self-start" onClick={() => onOpen(puzzle.id)}>
        Solve the Daily Challenge
      </Button>
    </section>
  );
}
