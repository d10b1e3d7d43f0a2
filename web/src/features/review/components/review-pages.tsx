import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-errors';

import { useReview } from '../api/get-review';
import { useGameReview, useReviewPgn } from '../api/request-review';
import { ReviewProgress, ReviewView } from './review-view';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message : fallback;
}

/** A review by id: the progress while the engine works, then the review. */
function ReviewById({ id }: { id: string }) {
  const review = useReview(id);
  if (review.isError)
    return (
      <p role="alert" className="text-red-600">
        {errorText(review.error, 'Failed to analyze game')}
      </p>
    );
  if (!review.data) return <p className="text-muted">Loading the review…</p>;
  if (review.data.status === 'failed')
    return (
      <p role="alert" className="text-red-600">
        {review.data.error ?? 'Failed to analyze game'}
      </p>
    );
  if (review.data.status !== 'done') return <ReviewProgress review={review.data} />;
  return <ReviewView review={review.data} />;
}

/** /review/{gameId}: the review of a game played here (against the computer or live). */
export function GameReviewPage() {
  const { gameId = '' } = useParams();
  const ticket = useGameReview(gameId);
  return (
    <section>
      <PageHeader
        title="Game review"
        description="Every move checked by the engine: your mistakes, the better moves, and practice on the positions you got wrong."
      />
      {ticket.isError && (
        <p role="alert" className="text-red-600">
          {errorText(ticket.error, 'Failed to analyze game')}
        </p>
      )}
      {!ticket.data && !ticket.isError && <p className="text-muted">Asking for the review…</p>}
      {ticket.data && <ReviewById id={ticket.data.id} />}
    </section>
  );
}

const PGN_LIMIT = 64 * 1024;

/** /review: paste or upload a PGN; /review?id=… shows that review. */
export function PgnReviewPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [pgn, setPgn] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = useReviewPgn();
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!pgn.trim()) return;
    submit.mutate(pgn, { onSuccess: (ticket) => setParams({ id: ticket.id }) });
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > PGN_LIMIT) {
      setFileError('PGN is too long');
      return;
    }
    setPgn(await file.text());
  };

  return (
    <section>
      <PageHeader
        title="Game review"
        description="Paste a game in PGN, or upload a .pgn file, and the engine reviews every move."
      />
      {id ? (
        <>
          <Link to="/review" className="mb-4 inline-block text-sm text-accent underline" onClick={() => submit.reset()}>
            Review another game
          </Link>
          <ReviewById id={id} />
        </>
      ) : (
        <form onSubmit={onSubmit} className="max-w-2xl space-y-3">
          <label htmlFor="pgn-input" className="block font-semibold">
            PGN
          </label>
          <textarea
            id="pgn-input"
            value={pgn}
            onChange={(e) => setPgn(e.target.value)}
            rows={10}
            maxLength={PGN_LIMIT}
            placeholder={'[Event "Casual game"]\n\n1. e4 e5 2. Nf3 Nc6 …'}
            className="w-full rounded-lg border border-line bg-surface p-3 font-mono text-sm"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={submit.isPending || !pgn.trim()}>
              {submit.isPending ? 'Sending…' : 'Review this game'}
            </Button>
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              Upload a PGN file
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".pgn,application/x-chess-pgn,text/plain"
              className="hidden"
              aria-label="PGN file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </div>
          {(submit.isError || fileError) && (
            <p role="alert" className="text-red-600" data-testid="pgn-error">
              {fileError ?? errorText(submit.error, 'Failed to analyze game')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
