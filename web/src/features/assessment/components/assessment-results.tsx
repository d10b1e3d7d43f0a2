// The results of the strength assessment (docs/assessment.md, "The pages"; issue 18): the rating with its 90%
// interval drawn on the 400–1800 scale, level, score, strengths, areas to improve, next steps;
// Start Solving Puzzles and Back to Dashboard. A visitor (an anonymous learner) is offered an
// account to keep it: signing up turns the learner, this result included, into the account.

import { NextSteps } from '@/components/test-position/next-steps';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatingBand } from '@/components/ui/rating-band';
import { Spinner } from '@/components/ui/spinner';
import { isAccount } from '@/lib/auth/account';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { themeName } from '@/lib/puzzles/theme-name';
import { ASSESSMENT_SCALE, aboveScaleNote, intervalText, scaleNote } from '@/lib/rating-interval';

import { useAssessmentResult } from '../api/get-assessment-result';

function ThemeList({
  title,
  themes,
  empty,
  testId,
}: {
  title: string;
  themes: string[];
  empty: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5" data-testid={testId}>
      <h2 className="font-semibold">{title}</h2>
      {themes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {themes.map((t) => (
            <li key={t} className="rounded-full bg-surface-2 px-3 py-0.5 text-sm">
              {themeName(t)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AssessmentResults({ sessionId, onRetry }: { sessionId: string; onRetry: () => void }) {
  const query = useAssessmentResult(sessionId);
  const account = useAuthStore(isAccount);
  const openAuth = useAuthModalStore((s) => s.open);

  if (query.isPending) return <Spinner label="Calculating your rating..." />;
  if (query.isError) {
    return (
      <section className="mx-auto max-w-lg rounded-2xl border border-line bg-surface p-6 text-center" role="alert">
        <p className="font-semibold">{query.error.message}</p>
        <div className="mt-4 flex justify-center gap-3">
          <Button onClick={() => void query.refetch()}>Try Again</Button>
          <Button variant="secondary" onClick={onRetry}>
            Back to the assessment
          </Button>
        </div>
      </section>
    );
  }
  const r = query.data;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="assessment-results">
      <header className="rounded-2xl border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold">Your Assessment Results</h1>
        <p className="mt-3 text-4xl font-extrabold" data-testid="assessment-rating">
          {Math.round(r.rating)}
          {r.aboveScale ? '+' : ''}
        </p>
        <p className="text-muted" data-testid="assessment-interval">
          Estimate {intervalText(r.rating, r.interval, r.aboveScale)}
        </p>
        <div className="mt-4">
          <RatingBand rating={r.rating} interval={r.interval} scale={ASSESSMENT_SCALE} aboveScale={r.aboveScale} />
        </div>
        <p className="mt-2 text-sm text-muted" data-testid="rating-scale-note">
          {r.aboveScale ? aboveScaleNote : scaleNote('assessment')}
        </p>
        {r.message && (
          <p className="mt-4" data-testid="assessment-message">
            {r.message}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-muted">Level</dt>
            <dd className="text-lg font-semibold" data-testid="assessment-level">
              {r.level}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Score</dt>
            <dd className="text-lg font-semibold" data-testid="assessment-score">
              {r.score.correct}/{r.score.total}
            </dd>
          </div>
        </dl>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <ThemeList
          title="Strengths"
          themes={r.strengths}
          empty="No theme solved yet: the puzzles will build them."
          testId="assessment-strengths"
        />
        <ThemeList
          title="Areas to improve"
          themes={r.areasToImprove}
          empty="Nothing stood out: keep practising."
          testId="assessment-areas"
        />
      </div>
      <NextSteps steps={r.nextSteps} testId="assessment-next-steps" />
      {!account && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm">
          This result is kept for this visit.{' '}
          <button
            type="button"
            className="font-semibold text-link underline underline-offset-4"
            onClick={() => openAuth('register')}
          >
            Create a free account
          </button>{' '}
          to keep it: it will appear on your profile.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/puzzles">Start Solving Puzzles</ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
    </section>
  );
}
