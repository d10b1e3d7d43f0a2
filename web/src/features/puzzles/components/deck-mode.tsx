// The deck-solving mode of /puzzles (`?deck=1`): the player's due mistake cards one after another,
// and the banner that opens it ("Your mistakes: N due"), shown to players with a record and a deck.

import { useQueryClient } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';

import { deckKeys, useDeck } from '../api/get-deck';
import { useDeckNext } from '../api/get-deck-next';
import { deckBannerText } from '../model/deck';
import { DeckPlayer } from './deck-player';
import { PuzzlesError } from './puzzles-status';

export function DeckBanner({ hasRecord, onOpen }: { hasRecord: boolean; onOpen: () => void }) {
  const query = useDeck(hasRecord);
  if (!hasRecord || !query.data || query.data.total === 0) return null;
  const { due } = query.data;
  return (
    <section
      aria-label="Your mistakes"
      data-testid="deck-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div>
        <p className="text-lg font-bold" data-testid="deck-due">
          {deckBannerText(due)}
        </p>
        <p className="text-sm text-muted">Positions from your reviewed games where you missed the winning move.</p>
      </div>
      <Button onClick={onOpen} disabled={due === 0}>
        {due === 0 ? 'Nothing due' : 'Review mistakes'}
      </Button>
    </section>
  );
}

export function DeckMode({ onBack }: { onBack: () => void }) {
  const query = useDeckNext();
  // The count over the card is the deck's (GET /api/deck), read again once the server graded the
  // card: the card's own answer still says how many were due when it was dealt (issue 30, defect
  // 12: "Your mistakes: 1 due" stayed after the card was solved).
  const counts = useDeck(true);
  const due = counts.data?.due ?? query.data?.due;
  const client = useQueryClient();
  const graded = () => {
    void refreshAfterChange(client, deckKeys.counts());
    // A solve is a puzzle of the ledger: XP, goals and today's plan move.
    void refreshAfterChange(client, progressKeys.all);
  };

  let body;
  if (query.isPending) body = <Spinner label="Loading your mistakes..." />;
  else if (query.isError) body = <PuzzlesError message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data.card)
    body = (
      <p className="rounded-lg border border-line p-4" data-testid="deck-empty">
        No mistakes are due. Cards come back on their day: review more of your games to add new ones.
      </p>
    );
  else body = <DeckPlayer card={query.data.card} onGraded={graded} onNext={() => void query.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" onClick={onBack}>
          ← Back to curriculum
        </Button>
        {due !== undefined && (
          <span className="text-muted" data-testid="deck-mode-due">
            {deckBannerText(due)}
          </span>
        )}
      </div>
      {body}
    </div>
  );
}
