// The coach panel (docs/bots-and-coach.md, "Coaching"): beside the
// board in puzzles, lessons, practice and review. It comments on each move the page reports
// (every wrong one; about 30% of right ones get advice, by the server's seeded rule), gives hints
// that grow from an idea to a square to the move, and analyses the position on request. The
// words come from POST /api/coach: the engine's facts in the coach's own words, reworded by
// Claude when the player chose the optional AI voice (the gear, or Settings) and the provider
// answered. An answer shows only while the board shows its position (model/answer-position).

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { SettingsIcon } from '@/components/ui/icons';
import { loadApiKey } from '@/lib/ai-key';
import { coachWords, type CoachPanelProps } from '@/lib/coach-slot';

import { useCoach, type CoachAnswer, type CoachQuestion } from '../api/post-coach';
import { belongsTo, type AskedAbout } from '../model/answer-position';
import { coachSeed } from '../model/coach-seed';
import { failureText, hintAttempt, TYPE_LABELS } from '../model/coach-text';
import { KeyDialog } from './key-dialog';

const TYPE_STYLES: Record<CoachAnswer['type'], string> = {
  celebration: 'border-green-600 bg-green-600/10',
  correction: 'border-red-600 bg-red-600/10',
  encouragement: 'border-amber-500 bg-amber-500/10',
  hint: 'border-sky-500 bg-sky-500/10',
  analysis: 'border-line bg-surface-2',
};

export function CoachPanel({
  context,
  fen,
  lastMove,
  attempts = 0,
  topic,
  rating,
  onSuggest,
  verdictShown = false,
}: CoachPanelProps) {
  const [key, setKey] = useState<string | null>(() => loadApiKey());
  const [dialogOpen, setDialogOpen] = useState(false);
  // The last answer (or failure) with the position it is about.
  const [said, setSaid] = useState<{ answer: CoachAnswer; about: AskedAbout } | null>(null);
  const [failed, setFailed] = useState<{ text: string; about: AskedAbout } | null>(null);
  const [hintsAsked, setHintsAsked] = useState(0);
  const coach = useCoach();
  const latest = useRef(0);

  const ask = useCallback(
    (question: Omit<CoachQuestion, 'context' | 'seed' | 'rating' | 'topic'>) => {
      const ticket = ++latest.current;
      const about: AskedAbout = { fen: question.fen, move: question.ask === 'move' ? question.move : undefined };
      setFailed(null);
      const full: CoachQuestion = { ...question, context, seed: coachSeed() };
      if (rating !== undefined) full.rating = Math.max(0, Math.min(4000, Math.round(rating)));
      if (topic) full.topic = topic.slice(0, 80);
      coach.mutate(
        { question: full, key },
        {
          // Only the newest question's answer is shown; a slower older one is dropped.
          onSuccess: (a) => {
            if (ticket !== latest.current) return;
            setSaid({ answer: a, about });
            if (a.suggestedSquares.length > 0) onSuggest?.(a.suggestedSquares, a.suggestedMove);
          },
          onError: () => {
            if (ticket === latest.current) setFailed({ text: failureText(question.ask), about });
          },
        },
      );
    },
    // coach.mutate is stable; the rest is what a question carries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [context, key, rating, topic, onSuggest],
  );

  // A new position: the hint count starts again.
  useEffect(() => setHintsAsked(0), [fen]);

  // Each new move the page reports gets the coach's word.
  const moveKey = lastMove ? `${lastMove.fen}|${lastMove.move}|${lastMove.attempt}|${lastMove.correct}` : '';
  useEffect(() => {
    if (!lastMove) return;
    ask({ ask: 'move', fen: lastMove.fen, move: lastMove.move, correct: lastMove.correct, attempt: lastMove.attempt });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moveKey]);

  const hint = () => {
    ask({ ask: 'hint', fen, attempt: hintAttempt(attempts, hintsAsked) });
    setHintsAsked((n) => n + 1);
  };
  const analyse = () => ask({ ask: 'analysis', fen });
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  // What belongs to the position on the board: nothing of an earlier position stays.
  const answer = useMemo(() => (said && belongsTo(said.about, fen) ? said.answer : null), [said, fen]);
  const error = failed && belongsTo(failed.about, fen) ? failed.text : null;

  return (
    <section
      aria-labelledby="coach-title"
      data-testid="coach-panel"
      className="rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="coach-title" className="font-semibold">
          Coach
        </h3>
        <button
          type="button"
          onClick={() => setDialogOpen(true)}
          aria-label="Coach settings"
          className="rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-fg"
        >
          <SettingsIcon width={18} height={18} />
        </button>
      </div>

      {/* The page's own verdict is not repeated (lib/coach-slot); nothing left, nothing shown. */}
      {answer && (coachWords(answer.message, verdictShown) || answer.explanation) && (
        <div
          role="status"
          data-testid="coach-answer"
          data-type={answer.type}
          data-voice={answer.voice}
          className={`mt-2 rounded-lg border p-2 text-sm ${TYPE_STYLES[answer.type]}`}
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {TYPE_LABELS[answer.type]}
            {answer.hintLevel ? ` · ${answer.hintLevel}` : ''}
            {answer.voice === 'ai' ? ' · in Claude’s words' : ''}
          </p>
          <p data-testid="coach-message">{coachWords(answer.message, verdictShown)}</p>
          {answer.explanation && answer.voice === 'coach' && (
            <p data-testid="coach-explanation" className="mt-1 text-muted">
              {answer.explanation}
            </p>
          )}
          {answer.numbers && (
            // The one sign convention of every score the coach writes (as the review's).
            <p data-testid="coach-sign" className="mt-1 text-xs text-muted">
              Scores: + means White is better.
            </p>
          )}
          {answer.voice === 'ai' && (
            <details className="mt-1 text-xs text-muted">
              <summary>The engine&apos;s facts</summary>
              <p data-testid="coach-facts">{answer.facts}</p>
            </details>
          )}
          {answer.aiError && (
            <p data-testid="coach-ai-error" className="mt-1 text-xs text-amber-600">
              {answer.aiError}: the engine coach answered instead.
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" data-testid="coach-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}

      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={hint} disabled={coach.isPending}>
          Get Hint
        </Button>
        <Button variant="secondary" onClick={analyse} disabled={coach.isPending}>
          Analyze Position
        </Button>
        {coach.isPending && <span className="self-center text-xs text-muted">The coach is thinking…</span>}
      </div>

      {dialogOpen && <KeyDialog onClose={closeDialog} onKeyChange={setKey} />}
    </section>
  );
}
