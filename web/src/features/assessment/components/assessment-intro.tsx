// The intro of the strength assessment (docs/assessment.md, "The pages"): what it claims, how it works, what the
// player will discover, how long it takes and how often; Take Assessment Test. Whoever has a
// record (an account or an anonymous learner) sees its previous results and, inside the 90 days,
// the day a retake opens.

import { Button } from '@/components/ui/button';
import { useLearnerId } from '@/lib/auth/account';
import { intervalText } from '@/lib/rating-interval';

import { useAssessmentHistory } from '../api/get-assessment-history';
import { canRetake, completedDate, RETAKE_MESSAGE, retakeText } from '../model/retake';

export const INTRO_CLAIM = 'Get an official rating from 400 to 1800 in just 12 positions.';

const HOW_IT_WORKS = [
  'Solve 12 tactical positions, one after another, on the board.',
  'Each position is chosen near your current estimate, so the test adapts to you.',
  'Play the best move for the side to move; one hint is available per position.',
  'An optional timer shows the time each position allows.',
];

const DISCOVER = [
  'Your rating on a scale from 400 to 1800, with how sure the estimate is.',
  'Your level and your score.',
  'The tactical themes you master and the ones to work on.',
  'Next steps: the puzzle sets and lessons that suit you.',
];

export function AssessmentIntro({
  starting,
  error,
  onStart,
}: {
  starting: boolean;
  error: string | null;
  onStart: () => void;
}) {
  const learner = useLearnerId();
  const history = useAssessmentHistory();
  const now = Date.now();
  const retakeAt = history.data?.retakeAvailableAt;
  const closed = learner !== undefined && !canRetake(retakeAt, now);
  const results = history.data?.results ?? [];

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="assessment-intro">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Strength Assessment</h1>
        <p className="mt-2 text-lg">{INTRO_CLAIM}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface p-5">
          <h2 className="font-semibold">How it works</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {HOW_IT_WORKS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-line bg-surface p-5">
          <h2 className="font-semibold">What you will discover</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {DISCOVER.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-sm text-muted">Takes about 10-15 minutes. {RETAKE_MESSAGE}.</p>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-600 bg-red-600/10 p-3 text-sm"
          data-testid="assessment-error"
        >
          {error}
        </p>
      )}
      {closed && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm" data-testid="retake-date">
          {RETAKE_MESSAGE}. {retakeText(retakeAt, now)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button className="px-5 py-3 text-base" onClick={onStart} disabled={starting || closed}>
          {starting ? 'Starting…' : 'Take Assessment Test'}
        </Button>
      </div>
      {results.length > 0 && (
        <section
          aria-labelledby="assessment-history"
          className="rounded-xl border border-line bg-surface p-5"
          data-testid="assessment-history"
        >
          <h2 id="assessment-history" className="font-semibold">
            Your previous results
          </h2>
          <ul className="mt-2 divide-y divide-line text-sm">
            {results.map((r) => (
              <li key={String(r.completedAt)} className="flex justify-between py-2">
                <span>{completedDate(r.completedAt)}</span>
                <span>
                  <strong>{intervalText(r.rating, r.interval, r.aboveScale)}</strong> · {r.level}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
