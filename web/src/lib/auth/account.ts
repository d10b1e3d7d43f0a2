import { isDemoToken, useAuthStore, type AuthState } from './auth-store';

/**
 * A real account is signed in: not a visitor, not demo mode (no server session) and not a guest
 * identity. Progress, for one, is kept by the server only for such an account.
 */
export function isAccount(state: Pick<AuthState, 'isAuthenticated' | 'token' | 'user'>): boolean {
  return (
    state.isAuthenticated && !!state.token && !isDemoToken(state.token) && !!state.user && state.user.role !== 'guest'
  );
}

/** The signed-in account's id, or undefined for anyone else. */
export function accountId(state: Pick<AuthState, 'isAuthenticated' | 'token' | 'user'>): string | undefined {
  return isAccount(state) ? state.user?.id : undefined;
}

export function useAccountId(): string | undefined {
  return useAuthStore(accountId);
}
