import { Link } from 'react-router';

import { Button, buttonClass } from '@/components/ui/button';
import { reviewIsFinal } from '@/lib/reviews';

import { useGameSummaryReview, type ReviewSource } from '../api/review-game';
import { reviewLink, tipsFromReview } from '../model/review-tips';
import type { GameSummary } from '../model/scoring';
import {
  canGoToNextLevel,
  efficiencyColour,
  efficiencyPercent,
  efficiencyText,
  formatDuration,
  PERFORMANCE_LABELS,
} from '../model/scoring';

const RESULT_TITLES = { win: 'You won!', lose: 'You lost', draw: 'Draw' } as const;
const EFFICIENCY_CLASSES = { green: 'text-emerald-600', yellow: 'text-amber-500', red: 'text-red-600' } as const;

interface GameSummaryProps {
  summary: GameSummary;
  onPlayAgain: () => void;
  onNextLevel: () => void;
  onLeaderboard: () => void;
  /** The finished game for the engine's review; null while it is being saved. */
  reviewSource?: ReviewSource | null;
  playerColor?: 'white' | 'black';
}

/** Tips from the game's review (the player's real mistakes), and the link to the whole review. */
function ReviewTips({
  source,
  playerColor,
  cannedTips,
}: {
  source: ReviewSource | null;
  playerColor: 'white' | 'black';
  cannedTips: string[];
}) {
  const { ticket, review } = useGameSummaryReview(source);
  const data = review.data;
  const failed = ticket.isError || review.isError || data?.status === 'failed';
  const link = reviewLink(source && 'gameId' in source ? source.gameId : null, ticket.data?.id ?? null);
  let tips: string[] | null = null;
  if (data?.status === 'done') tips = tipsFromReview(data, playerColor);
  else if (failed) tips = cannedTips;
  return (
    <div className="mt-4" data-testid="summary-tips">
      {tips ? (
        <ul className="list-disc pl-5 text-sm text-muted">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted" role="status">
          The engine is reviewing your game
          {data && !reviewIsFinal(data) ? ` (${data.progress.analysed} of ${data.progress.total} positions)` : ''}…
        </p>
      )}
      {link && !failed && (
        <Link to={link} className={buttonClass('secondary', 'mt-3')}>
          Review this game
        </Link>
      )}
    </div>
  );
}

export function GameSummaryCard({
  summary,
  onPlayAgain,
  onNextLevel,
  onLeaderboard,
  reviewSource,
  playerColor = 'white',
}: GameSummaryProps) {
  const measured = efficiencyPercent(summary.result, summary.playerMoves, summary.level) !== null;
  const colour = efficiencyColour(summary.playerMoves, summary.level);
  return (
    <section
      role="dialog"
      aria-labelledby="summary-title"
      data-testid="game-summary"
      className="rounded-xl border border-line bg-surface p-6 shadow-lg"
    >
      <h2 id="summary-title" className="text-2xl font-bold text-fg">
        {RESULT_TITLES[summary.result]}
      </h2>
      {summary.aborted && (
        <p className="mt-2 text-sm text-muted" data-testid="summary-aborted">
          Ended before your 5th move: the game is not counted and earns no points.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <dt className="text-muted">Performance</dt>
        <dd className="font-semibold text-fg" data-testid="summary-performance">
          {PERFORMANCE_LABELS[summary.performance]}
        </dd>
        <dt className="text-muted">Your moves</dt>
        <dd className="text-fg">{summary.playerMoves}</dd>
        <dt className="text-muted">Pro moves</dt>
        <dd className="text-fg">{summary.proMoves}</dd>
        <dt className="text-muted">Efficiency</dt>
        <dd
          className={`font-semibold ${measured ? EFFICIENCY_CLASSES[colour] : 'text-muted'}`}
          data-testid="summary-efficiency"
        >
          {efficiencyText(summary.result, summary.playerMoves, summary.level)}
        </dd>
        <dt className="text-muted">Time</dt>
        <dd className="text-fg">{formatDuration(summary.timeTaken)}</dd>
        <dt className="text-muted">Points earned</dt>
        <dd className="font-semibold text-fg" data-testid="summary-points">
          +{summary.pointsEarned}
        </dd>
      </dl>
      {reviewSource === undefined ? (
        <ul className="mt-4 list-disc pl-5 text-sm text-muted">
          {summary.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : (
        <ReviewTips source={reviewSource} playerColor={playerColor} cannedTips={summary.tips} />
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={onPlayAgain}>Play Again</Button>
        {canGoToNextLevel(summary.result, summary.level) && (
          <Button variant="secondary" onClick={onNextLevel}>
            Next Level
          </Button>
        )}
        <Button variant="ghost" onClick={onLeaderboard}>
          Leaderboard
        </Button>
      </div>
    </section>
  );
}
