// The last assessment result in a line, for the dashboard's Rate My Strength card (composed in by
// the route table): an account's newest official result, or the one a visitor took in this
// browser. Nothing while there is none.

import { useAccountId } from '@/lib/auth/account';
import { intervalText } from '@/lib/rating-interval';

import { useAssessmentHistory } from '../api/get-assessment-history';
import { useAssessmentResult } from '../api/get-assessment-result';
import { loadSession } from '../model/saved-session';

function Line({ rating, interval, level }: { rating: number; interval: { low: number; high: number }; level: string }) {
  return (
    <p className="mt-2 text-sm" data-testid="last-assessment">
      Last result: <strong>{intervalText(rating, interval)}</strong> · {level}
    </p>
  );
}

export function LastAssessmentResult() {
  const account = useAccountId();
  const history = useAssessmentHistory();
  const saved = loadSession();
  const visitorSession = account === undefined && saved?.completed ? saved.sessionId : null;
  const visitor = useAssessmentResult(visitorSession);
  const latest = account !== undefined ? history.data?.results[0] : visitor.data;
  if (!latest) return null;
  return <Line rating={latest.rating} interval={latest.interval} level={latest.level} />;
}
