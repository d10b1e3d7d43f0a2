// The academy's lessons: each with its level, category, duration and objectives, the badge once
// completed, and those of the chosen level first.

import { Button } from '@/components/ui/button';
import { MedalIcon } from '@/components/ui/icons';

import type { AcademyLesson } from '../api/schemas';
import { useAcademyProgress } from '../model/academy-progress';

/** The badge's name without the pictograph the content puts before it (a box where no emoji font is installed). */
function badgeName(badge: string): string {
  return badge.replace(/^[^\p{L}\p{N}]+/u, '');
}

export function LessonsView({ lessons, onOpen }: { lessons: AcademyLesson[]; onOpen: (id: string) => void }) {
  const { completedLessons, userLevel } = useAcademyProgress();
  const ordered = [...lessons].sort((a, b) => Number(b.level === userLevel) - Number(a.level === userLevel));
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Academy lessons">
      {ordered.map((l) => {
        const done = completedLessons.includes(l.id);
        return (
          <li
            key={l.id}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
            data-testid={`academy-lesson-${l.id}`}
          >
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded bg-surface-2 px-2 py-0.5 capitalize">{l.level}</span>
              <span className="rounded bg-surface-2 px-2 py-0.5 capitalize">{l.category}</span>
              <span className="text-muted">{l.duration} min</span>
              {l.level === userLevel && <span className="rounded bg-accent/15 px-2 py-0.5">Your level</span>}
            </div>
            <h2 className="text-lg font-bold">{l.title}</h2>
            <p className="text-sm text-muted">{l.description}</p>
            {l.objectives.length > 0 && (
              <ul className="list-inside list-disc text-sm">
                {l.objectives.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            )}
            {done && l.badge && (
              <p className="flex items-center gap-1.5 text-sm font-semibold" data-testid="academy-badge">
                <MedalIcon width={18} height={18} className="text-accent" />
                {badgeName(l.badge)}
              </p>
            )}
            <Button
              className="mt-auto self-start"
              variant={done ? 'secondary' : 'primary'}
              onClick={() => onOpen(l.id)}
            >
              {done ? 'Review' : 'Start Lesson'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
