// Direct challenges as the lobby shows them: the one this player sent (at most one, the server
// replaces it) and the ones received, closed ones dropped; and what a closing reason says.

import type { ChallengeClosed, ChallengeReceived, ChallengeSent } from './events';

export interface ChallengesState {
  sent: ChallengeSent | null;
  /** The user the page was asked to challenge (?challenge=), until the challenge is sent. */
  target: string | null;
  received: ChallengeReceived[];
  /** The last outcome worth telling: "Ann declined your challenge." */
  notice: string | null;
}

export type ChallengeAction =
  | { type: 'target'; username: string | null }
  | { type: 'sent'; challenge: ChallengeSent }
  | { type: 'received'; challenge: ChallengeReceived }
  | { type: 'closed'; closed: ChallengeClosed }
  | { type: 'answered'; challengeId: string }
  | { type: 'failed'; message: string };

export const initialChallenges: ChallengesState = { sent: null, target: null, received: [], notice: null };

export function closedNotice(reason: ChallengeClosed['reason'], name: string, mine: boolean): string {
  if (!mine) {
    return reason === 'expired' ? `The challenge from ${name} expired.` : `${name} withdrew the challenge.`;
  }
  switch (reason) {
    case 'declined':
      return `${name} declined your challenge.`;
    case 'expired':
      return `${name} did not answer in time.`;
    case 'gone':
      return 'Your challenge was withdrawn: the connection closed.';
    default:
      return 'Challenge cancelled.';
  }
}

export function challengesReducer(state: ChallengesState, action: ChallengeAction): ChallengesState {
  switch (action.type) {
    case 'target':
      return { ...state, target: action.username, notice: null };
    case 'sent':
      return { ...state, sent: action.challenge, target: null, notice: null };
    case 'received':
      return {
        ...state,
        received: [...state.received.filter((c) => c.challengeId !== action.challenge.challengeId), action.challenge],
      };
    case 'answered':
      return { ...state, received: state.received.filter((c) => c.challengeId !== action.challengeId) };
    case 'failed':
      return { ...state, notice: action.message };
    case 'closed': {
      const { challengeId, reason } = action.closed;
      if (state.sent?.challengeId === challengeId) {
        return { ...state, sent: null, notice: closedNotice(reason, state.sent.to.displayName, true) };
      }
      const from = state.received.find((c) => c.challengeId === challengeId);
      if (!from) return state;
      return {
        ...state,
        received: state.received.filter((c) => c.challengeId !== challengeId),
        notice: reason === 'declined' ? state.notice : closedNotice(reason, from.from.displayName, false),
      };
    }
  }
}
