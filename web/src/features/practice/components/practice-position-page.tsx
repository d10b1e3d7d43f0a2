// /practice/{id}: one practice position played against the educational bot, judged by the server
// after every move (issue 17): the goal and whether it can still be reached, the bot's replies
// with their explanations, the engine's reason when the attempt ends, the stars when it is won,
// Retry and Next.

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useParams } from 'react-router';

import type { BoardShape } from '@/components/board/chess-board';
import { suggestionShapes } from '@/components/board/suggestion-shapes';
import { PracticeBoard, type PracticeMove } from '@/components/practice/practice-board';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { learnerId } from '@/lib/auth/account';
import { isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { ensureLearner } from '@/lib/auth/learner';
import { loadFen, playUci, sideToMove } from '@/lib/chess';
import { CoachSlot, type CoachMove } from '@/lib/coach-slot';
import { progressKeys } from '@/lib/progress-keys';
import { refreshAfterChange } from '@/lib/query-client';
import { playSound } from '@/lib/sound/sound-manager';

import { usePractice } from '../api/get-practice';
import { usePracticePosition } from '../api/get-practice-position';
import { practiceKeys } from '../api/keys';
import { postAttempt } from '../api/post-attempt';
import { postAttemptMove } from '../api/post-attempt-move';
import type { PracticePosition } from '../api/schemas';
import { attemptReducer, initialAttempt, lastBotMove, nextPositionId, type AttemptState } from '../model/attempt';
import { Stars } from './stars';

export const POSITION_NOT_FOUND = 'Practice position not found';

function MoveList({ state }: { state: AttemptState }) {
  if (state.moves.length === 0) return null;
  return (
    <ol className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-sm" aria-label="Moves" data-testid="practice-moves">
      {state.moves.map((m, i) => (
        <li key={`${i}-${m.uci}`} className={m.by === 'bot' ? 'text-muted' : ''}>
          {m.san}
        </li>
      ))}
    </ol>
  );
}

function ResultCard({ state, onRetry, next }: { state: AttemptState; onRetry: () => void; next: string | null }) {
  const won = state.status === 'won';
  return (
    <section
      role="status"
      className={`rounded-xl border p-4 ${won ? 'border-green-600/60 bg-green-500/5' : 'border-red-600/60 bg-red-500/5'}`}
      data-testid="practice-result"
      data-result={state.status}
    >
      <h2 className="text-lg font-bold">{won ? 'Goal reached!' : 'Attempt failed'}</h2>
      {won && <Stars stars={state.stars} size={28} />}
      {state.reason && (
        <p className="mt-1 text-sm" data-testid="practice-reason">
          {state.reason}
        </p>
      )}
      <p className="mt-1 text-sm text-muted">Moves used: {state.movesUsed}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant={won ? 'secondary' : 'primary'} onClick={onRetry}>
          Retry
        </Button>
        {next && (
          <ButtonLink variant={won ? 'primary' : 'secondary'} to={`/practice/${next}`}>
            Next
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function PositionPlayer({ position }: { position: PracticePosition }) {
  const [state, dispatch] = useReducer(attemptReducer, position.fen, initialAttempt);
  const client = useQueryClient();
  const list = usePractice();
  const [hintShown, setHintShown] = useState(false);
  const next = list.data ? nextPositionId(list.data.sections, position.id) : null;

  // One attempt per start (React may run an effect twice in development).
  const generation = useRef(0);
  // Whether the attempt was opened by someone with a record (an account or an anonymous learner):
  // a visitor's is opened as nobody's, and their first move makes them a learner first.
  const openedWithRecord = useRef(false);
  const start = useCallback(() => {
    const mine = ++generation.current;
    openedWithRecord.current = learnerId(useAuthStore.getState()) !== undefined;
    dispatch({ type: 'start' });
    setHintShown(false);
    postAttempt(position.id)
      .then((attempt) => mine === generation.current && dispatch({ type: 'started', attempt }))
      .catch(
        (e: unknown) => mine === generation.current && dispatch({ type: 'startFailed', message: errorMessage(e) }),
      );
  }, [position.id]);
  useEffect(() => {
    start();
  }, [start]);

  // The coach panel (through the slot) hears each move once the judge has answered: a move that
  // keeps the goal reachable is right. Its suggested squares are drawn on the board.
  const [coachMove, setCoachMove] = useState<CoachMove | null>(null);
  const [coachShapes, setCoachShapes] = useState<BoardShape[]>([]);
  const [wrongMoves, setWrongMoves] = useState(0);
  const onSuggest = useCallback((squares: string[]) => setCoachShapes(suggestionShapes(squares)), []);

  const onMove = (move: PracticeMove) => {
    if (state.status !== 'playing' || !state.attemptId) return;
    const fenBefore = state.fen;
    const wrongs = wrongMoves;
    setCoachShapes([]);
    const chess = loadFen(state.fen);
    if (!chess || !playUci(chess, move.uci)) return;
    dispatch({ type: 'played', uci: move.uci, san: move.san, fenAfter: chess.fen() });
    playSound('move');
    const mine = generation.current;
    const attemptId = state.attemptId;
    const firstOfVisitor =
      !openedWithRecord.current && state.moves.length === 0 && !isDemoToken(useAuthStore.getState().token);
    const sent = firstOfVisitor
      ? // The attempt, opened again for the learner this first move makes, takes the move.
        ensureLearner()
          .then(() => postAttempt(position.id))
          .then((attempt) => {
            if (mine !== generation.current) throw new Error('stale attempt');
            openedWithRecord.current = true;
            dispatch({ type: 'reopened', attemptId: attempt.attemptId });
            return postAttemptMove(attempt.attemptId, move.uci);
          })
      : postAttemptMove(attemptId, move.uci);
    sent
      .then((result) => {
        if (mine !== generation.current) return;
        dispatch({ type: 'answered', result });
        const right = result.status !== 'failed' && result.goalReachable;
        if (!right) setWrongMoves(wrongs + 1);
        setCoachMove({ fen: fenBefore, move: move.uci, correct: right, attempt: wrongs + 1 });
        if (result.status === 'won') {
          playSound('puzzleSolved');
          // The server recorded the win (stars, practice, XP): its figures are read again.
          void client.invalidateQueries({ queryKey: practiceKeys.all });
          void refreshAfterChange(client, progressKeys.all);
        } else if (result.status === 'failed') playSound('puzzleError');
      })
      .catch((e: unknown) => mine === generation.current && dispatch({ type: 'refused', message: errorMessage(e) }));
  };

  const bot = lastBotMove(state);
  const over = state.status === 'won' || state.status === 'failed';
  const yourTurn = state.status === 'playing' && sideToMove(state.fen) === state.playerColor;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,32rem)_1fr]">
      <div>
        <PracticeBoard
          fen={state.fen}
          orientation={state.status === 'starting' ? sideToMove(position.fen) : state.playerColor}
          disabled={!yourTurn}
          lastMove={state.lastMove}
          onMove={onMove}
          announcement={bot ? `The computer played ${bot.san}` : ''}
          shapes={coachShapes}
        />
      </div>
      <div className="flex flex-col gap-3">
        <section className="rounded-xl border border-line bg-surface p-4" data-testid="practice-goal">
          <h2 className="font-semibold">Goal</h2>
          <p className="text-lg" data-testid="practice-goal-text">
            {state.goalText || '…'}
          </p>
          {!over && state.status !== 'starting' && state.status !== 'error' && (
            <p
              className={`mt-1 text-sm font-medium ${state.goalReachable ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
              data-testid="goal-reachable"
              data-reachable={state.goalReachable}
            >
              {state.goalReachable ? 'The goal can still be reached.' : 'The goal can no longer be reached.'}
            </p>
          )}
          {position.stars && (
            <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted">
              <Stars stars={3} size={12} /> in {position.stars[0]} moves or fewer, <Stars stars={2} size={12} /> in{' '}
              {position.stars[1]}.
            </p>
          )}
          <p className="mt-1 text-sm" data-testid="practice-turn">
            {state.status === 'starting' && 'Starting…'}
            {state.status === 'thinking' && 'The computer is thinking…'}
            {state.status === 'playing' && (yourTurn ? 'Your move.' : 'Waiting for the computer…')}
          </p>
        </section>
        {state.notice && (
          <p role="alert" className="text-sm text-red-600" data-testid="practice-notice">
            {state.notice}
          </p>
        )}
        {state.status === 'error' && <Button onClick={start}>Try Again</Button>}
        {/* The computer's last move belongs to the game in progress, not to its result. */}
        {bot && !over && (
          <section
            className="rounded-xl border border-sky-600/40 bg-sky-500/5 p-4"
            aria-label="Computer move explanation"
            data-testid="practice-bot-move"
          >
            <h2 className="font-semibold">The computer played {bot.san}</h2>
            {bot.explanation && <p className="mt-1 text-sm">{bot.explanation}</p>}
          </section>
        )}
        {over && <ResultCard state={state} onRetry={start} next={next} />}
        <MoveList state={state} />
        {!over && state.status !== 'starting' && state.status !== 'error' && (
          <CoachSlot
            context="practice"
            fen={state.fen}
            lastMove={coachMove}
            attempts={wrongMoves}
            topic={position.title}
            onSuggest={onSuggest}
          />
        )}
        {position.hint && !over && (
          <div className="text-sm">
            {hintShown ? (
              <p data-testid="practice-hint">Hint: {position.hint}</p>
            ) : (
              <Button variant="secondary" onClick={() => setHintShown(true)}>
                Show hint
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export function PracticePositionPage() {
  const { positionId = '' } = useParams();
  const query = usePracticePosition(positionId);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="practice-position">
      <ButtonLink variant="ghost" className="self-start" to="/practice">
        ← Back to Practice
      </ButtonLink>
      {query.isPending && <Spinner label="Loading the position…" />}
      {query.isError && (
        <div role="alert" className="rounded-xl border border-red-600/50 p-4">
          <h1 className="text-xl font-bold">{POSITION_NOT_FOUND}</h1>
          <p className="text-muted">{errorMessage(query.error)}</p>
        </div>
      )}
      {query.data && (
        <>
          <header>
            <h1 className="text-2xl font-bold">{query.data.title}</h1>
            {query.data.description && <p className="text-muted">{query.data.description}</p>}
          </header>
          <PositionPlayer key={query.data.id} position={query.data} />
        </>
      )}
    </section>
  );
}
