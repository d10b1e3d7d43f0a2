// The academy's puzzles (at most 12), by category, with what each is worth and whether it is solved.

import type { ReactNode, SVGProps } from 'react';

import { Button } from '@/components/ui/button';
import { BookIcon, CheckIcon, PieceIcon, ShieldIcon, SwordsIcon } from '@/components/ui/icons';
import { useUrlChoice } from '@/lib/use-url-choice';

import type { AcademyPuzzles } from '../api/schemas';
import { useAcademyProgress } from '../model/academy-progress';

export const MAX_PUZZLES = 12;
/** Every category (the URL leaves it out). */
const ALL = 'all';

/** The categories' pictures by id (the content's own glyphs would be boxes where no emoji font is installed). */
const CATEGORY_ICONS: Record<string, (p: SVGProps<SVGSVGElement>) => ReactNode> = {
  checkmate: (p) => <PieceIcon piece="king" {...p} />,
  tactics: SwordsIcon,
  endgame: (p) => <PieceIcon piece="pawn" {...p} />,
  opening: BookIcon,
  defense: ShieldIcon,
};

export function PuzzlesView({ data, onOpen }: { data: AcademyPuzzles; onOpen: (id: string) => void }) {
  const solved = useAcademyProgress((s) => s.solvedPuzzles);
  // The category lives in the URL (`?category=`, issue 30), so Back and a reload keep it.
  const [chosen, choose] = useUrlChoice('category', [ALL, ...data.categories.map((c) => c.id)], ALL);
  const category = chosen === ALL ? null : chosen;
  const setCategory = (id: string | null) => choose(id ?? ALL);
  const shown = data.puzzles.filter((p) => category === null || p.category === category).slice(0, MAX_PUZZLES);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Puzzle categories">
        <Button
          variant={category === null ? 'primary' : 'secondary'}
          aria-pressed={category === null}
          onClick={() => setCategory(null)}
        >
          All
        </Button>
        {data.categories.map((c) => {
          const Icon = CATEGORY_ICONS[c.id];
          return (
            <Button
              key={c.id}
              variant={category === c.id ? 'primary' : 'secondary'}
              aria-pressed={category === c.id}
              title={c.description}
              onClick={() => setCategory(c.id)}
            >
              {Icon && <Icon width={16} height={16} />}
              {c.name}
            </Button>
          );
        })}
      </div>
      {category && <p className="text-sm text-muted">{data.categories.find((c) => c.id === category)?.description}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Academy puzzles">
        {shown.map((p) => {
          const done = solved.includes(p.id);
          return (
            <li
              key={p.id}
              className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4"
              data-testid={`academy-puzzle-${p.id}`}
              data-solved={done}
            >
              <div className="flex items-center justify-between text-xs">
                <span className="rounded bg-surface-2 px-2 py-0.5 capitalize">{p.difficulty}</span>
                <span>{p.points} points</span>
              </div>
              <h2 className="font-bold">{p.title}</h2>
              <p className="text-sm text-muted">{p.description}</p>
              <p className="text-sm">Rating {p.rating}</p>
              <Button className="mt-2 self-start" variant={done ? 'secondary' : 'primary'} onClick={() => onOpen(p.id)}>
                {done ? (
                  <>
                    <CheckIcon width={16} height={16} /> Solved · Again
                  </>
                ) : (
                  'Solve'
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
