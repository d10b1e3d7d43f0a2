// Direct challenges in the lobby: the player to challenge (from /multiplayer?challenge=, e.g. the
// leaderboard's Challenge Friend), the challenge on its way, and the challenges received.

import { Button } from '@/components/ui/button';

import type { ChallengesState } from '../model/challenges';
import { timeLabel, type TimeControlOption } from '../model/time-controls';

interface ChallengesPanelProps {
  state: ChallengesState;
  ready: boolean;
  selected: TimeControlOption | null;
  onSend: (username: string) => void;
  onForget: () => void;
  onAnswer: (challengeId: string, accept: boolean) => void;
  onCancel: (challengeId: string) => void;
}

function tcText(tc: { name: string; type: string }): string {
  return `${tc.name} ${tc.type}`;
}

export function ChallengesPanel({
  state,
  ready,
  selected,
  onSend,
  onForget,
  onAnswer,
  onCancel,
}: ChallengesPanelProps) {
  const { sent, target, received, notice } = state;
  if (!sent && !target && received.length === 0 && !notice) return null;
  return (
    <section aria-label="Challenges" className="space-y-3 rounded-lg border border-line p-4">
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {received.map((c) => (
        <div
          key={c.challengeId}
          data-testid="challenge-received"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p>
            <span className="font-semibold">{c.from.displayName}</span> ({c.from.rating}) challenges you to a{' '}
            {tcText(c.timeControl)} game.
          </p>
          <div className="flex gap-2">
            <Button onClick={() => onAnswer(c.challengeId, true)}>Accept</Button>
            <Button variant="secondary" onClick={() => onAnswer(c.challengeId, false)}>
              Decline
            </Button>
          </div>
        </div>
      ))}
      {sent ? (
        <div data-testid="challenge-sent" className="flex flex-wrap items-center justify-between gap-3">
          <p role="status">
            Waiting for <span className="font-semibold">{sent.to.displayName}</span> to accept your{' '}
            {tcText(sent.timeControl)} challenge…
          </p>
          <Button variant="secondary" onClick={() => onCancel(sent.challengeId)}>
            Cancel challenge
          </Button>
        </div>
      ) : (
        target && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              Challenge <span className="font-semibold">{target}</span>
              {selected ? ` to a ${timeLabel(selected)} ${selected.type} game` : ''}: choose a time control below, then
              send it.
            </p>
            <div className="flex gap-2">
              <Button disabled={!ready || !selected} onClick={() => onSend(target)}>
                Send challenge
              </Button>
              <Button variant="ghost" onClick={onForget}>
                Not now
              </Button>
            </div>
          </div>
        )
      )}
    </section>
  );
}
