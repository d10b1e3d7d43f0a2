import { isDemoToken, isLearnerSession, useAuthStore, type AuthState } from './auth-store';

type SessionView = Pick<AuthState, 'isAuthenticated' | 'token' | 'user'>;

/**
 * A real account is signed in: not a visitor, not demo mode (no server session), not a guest
 * identity and not an anonymous learner. What is about identity (the sign-in buttons, the profile,
 * settings, follows, the leaderboard's "you", calibration) goes by this.
 */
export function isAccount(state: SessionView): boolean {
  return (
    state.isAuthenticated &&
    !!state.token &&
    !isDemoToken(state.token) &&
    !!state.user &&
    state.user.role !== 'guest' &&
    state.user.anonymous !== true
  );
}

/** The signed-in account's id, or undefined for anyone else. */
export function accountId(state: SessionView): string | undefined {
  return isAccount(state) ? state.user?.id : undefined;
}

export function useAccountId(): string | undefined {
  return useAuthStore(accountId);
}

/** An anonymous learner's session: a visitor whose activity the server records. */
export function isLearner(state: SessionView): boolean {
  return isLearnerSession(state);
}

/**
 * The id of whoever has a record on the server: the signed-in account or the anonymous learner;
 * undefined for a visitor who has done nothing yet (and for demo mode). What is about learning
 * (progress, lessons, practice, puzzles, the assessment, games against the computer, reviews, the
 * deck) goes by this: with an id the server's record is read, without one the empty state shows.
 */
export function learnerId(state: SessionView): string | undefined {
  return accountId(state) ?? (isLearnerSession(state) ? state.user?.id : undefined);
}

export function useLearnerId(): string | undefined {
  return useAuthStore(learnerId);
}

/** Demo mode: a fixed visitor session that never reaches the server and never becomes a learner. */
export function useDemo(): boolean {
  return useAuthStore((s) => isDemoToken(s.token));
}
