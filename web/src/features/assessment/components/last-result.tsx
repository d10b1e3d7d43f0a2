// The last assessment result in a line, for the dashboard's Rate My Strength card (composed in by
// the route table): the record's newest result (an account's or an anonymous learner's). Nothing
// while there is none.

import { intervalText } from '@/lib/rating-interval';

import { useAssessmentHistory } from '../api/get-assessment-history';

function Line({
  rating,
  interval,
  level,
  above,
}: {
  rating: number;
  interval: { low: number; high: number };
  level: string;
  above: boolean;
}) {
  return (
    <p className="mt-2 text-sm" data-testid="last-assessment">
      Last result: <strong>{above ? `${Math.round(rating)}+` : intervalText(rating, interval)}</strong> · {level}
    </p>
  );
}

export function LastAssessmentResult() {
  const history = useAssessmentHistory();
  const latest = history.data?.results[0];
  if (!latest) return null;
  return (
    <Line rating={latest.rating} interval={latest.interval} level={latest.level} above={latest.aboveScale ?? false} />
  );
}
