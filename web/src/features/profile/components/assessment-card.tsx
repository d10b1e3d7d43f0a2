// The player's official strength assessment on a profile: the rating with its 90% interval on
// the 400–1800 scale, the level and the day it was taken.

import { Link } from 'react-router';

import { RatingBand } from '@/components/ui/rating-band';
import { ASSESSMENT_SCALE, intervalText } from '@/lib/rating-interval';

import type { PublicAssessment } from '../api/get-public-profile';

export function AssessmentCard({
  assessment,
  isYou,
}: {
  assessment: PublicAssessment | null | undefined;
  isYou: boolean;
}) {
  if (assessment === undefined) return null;
  const taken = assessment ? new Date(assessment.completedAt) : null;
  return (
    <section
      aria-label="Strength assessment"
      className="rounded-2xl border border-line bg-surface p-5"
      data-testid="profile-assessment"
    >
      <h2 className="mb-3 text-lg font-semibold">Strength assessment</h2>
      {assessment ? (
        <>
          <p>
            <strong className="text-2xl">
              {intervalText(assessment.rating, assessment.interval, assessment.aboveScale)}
            </strong>{' '}
            · {assessment.level}
          </p>
          {taken && !Number.isNaN(taken.getTime()) && (
            <p className="text-sm text-muted">
              Taken on {taken.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}
            </p>
          )}
          <div className="mt-3">
            <RatingBand
              rating={assessment.rating}
              interval={assessment.interval}
              scale={ASSESSMENT_SCALE}
              aboveScale={assessment.aboveScale}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">
          {isYou ? (
            <>
              No assessment yet.{' '}
              <Link to="/strength-assessment" className="text-link underline underline-offset-4">
                Rate your strength
              </Link>{' '}
              in 12 positions.
            </>
          ) : (
            'No assessment taken yet.'
          )}
        </p>
      )}
    </section>
  );
}
