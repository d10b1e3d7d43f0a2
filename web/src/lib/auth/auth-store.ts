import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { currentDeviceInfo, type DeviceInfo } from '@/lib/device';
import { removeSession, SESSION_KEYS, storageKey } from '@/lib/storage';

export interface User {
  id: string;
  email: string;
  username: string;
  displayName: string;
  createdAt: string;
  /** Set by the server ('user' or 'admin'); the admin guard reads it. */
  role?: string;
  /** ISO 3166-1 alpha-2 (capitals), or null before the player sets one in Settings. */
  country?: string | null;
  /**
   * An anonymous learner (POST /api/auth/anonymous): a visitor's record on the server, kept with a
   * refreshable token like an account's, but no account to the eye (isAuthenticated stays false).
   */
  anonymous?: boolean;
}

/** Demo mode: a fixed visitor session that needs no server. */
export const DEMO_TOKEN = 'demo-token';
export const DEMO_USER: User = {
  id: 'demo-user',
  email: 'demo@chess-academy.local',
  username: 'demo',
  displayName: 'Demo Player',
  createdAt: '2026-01-01T00:00:00Z',
  role: 'user',
};

/** The demo token is never sent to the server: demo mode is a visitor's session. */
export function isDemoToken(token: string | null | undefined): boolean {
  return token === DEMO_TOKEN;
}

/** The stored session is an anonymous learner's (a token, and a user marked anonymous). */
export function isLearnerSession(state: { token: string | null; user: User | null }): boolean {
  return !!state.token && !isDemoToken(state.token) && state.user?.anonymous === true;
}

export const AUTH_STORAGE_KEY = storageKey('auth');
export const AUTH_STORE_VERSION = 2;
/** A session verified this recently is trusted at start-up without another server check. */
export const AUTH_RECHECK_INTERVAL_MS = 5 * 60 * 1000;
/** Start-up never waits longer than this for the session check. */
export const INITIALIZE_TIMEOUT_MS = 30_000;
export const AUTH_LOGOUT_EVENT = 'auth:logout';

interface PersistedAuth {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  lastAuthCheck: number | null;
  deviceInfo: DeviceInfo | null;
}

export interface AuthState extends PersistedAuth {
  isLoading: boolean;
  isInitialized: boolean;
  error: string | null;
  /**
   * Runs the start-up session check once. `checkSession` asks the server who the token belongs
   * to (null: not signed in); it is injected so this store does not depend on the HTTP layer.
   */
  initialize: (checkSession?: () => Promise<User | null>) => Promise<void>;
  setSession: (session: { user: User; token: string; refreshToken?: string | null }) => void;
  /**
   * Keeps an anonymous learner's session: the token is sent and refreshed like an account's, but
   * nobody is signed in (isAuthenticated false: the shell still offers Sign in / Sign up).
   */
  setLearnerSession: (session: { user: User; token: string; refreshToken?: string | null }) => void;
  setTokens: (token: string, refreshToken?: string | null) => void;
  setUser: (user: User) => void;
  /** Signs in as the fixed demo user; no server call. */
  loginDemo: () => void;
  setError: (error: string | null) => void;
  clearAuth: () => void;
}

const signedOut: PersistedAuth = {
  user: null,
  token: null,
  refreshToken: null,
  isAuthenticated: false,
  lastAuthCheck: null,
  deviceInfo: null,
};

let initializing: Promise<void> | null = null;

function expireRefreshCookie(): void {
  if (typeof document === 'undefined') return;
  // The server owns this cookie (it is usually httpOnly); expiring it here covers the rest.
  document.cookie = 'refreshToken=; Max-Age=0; path=/; SameSite=Lax';
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      isLoading: false,
      isInitialized: false,
      error: null,

      initialize: (checkSession) => {
        if (get().isInitialized) return Promise.resolve();
        if (initializing) return initializing;
        const finish = () => set({ isInitialized: true, isLoading: false });
        const state = get();
        set({ deviceInfo: currentDeviceInfo() });
        // An anonymous learner is not checked: its token is refreshed on the first 401 like an
        // account's, and a learner the server no longer knows is dropped by the failed refresh.
        if (!state.token || isLearnerSession(state)) {
          finish();
          return Promise.resolve();
        }
        const recentlyVerified =
          state.isAuthenticated &&
          state.lastAuthCheck !== null &&
          Date.now() - state.lastAuthCheck < AUTH_RECHECK_INTERVAL_MS;
        if (recentlyVerified || !checkSession || isDemoToken(state.token)) {
          finish();
          return Promise.resolve();
        }
        set({ isLoading: true });
        let timer: ReturnType<typeof setTimeout> | undefined;
        const cap = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, INITIALIZE_TIMEOUT_MS);
        });
        const check = checkSession()
          .then((user) => {
            if (user) set({ user, isAuthenticated: true, lastAuthCheck: Date.now() });
            else get().clearAuth();
          })
          // A failed check is not shown to the user; the app starts as it is.
          .catch(() => undefined);
        initializing = Promise.race([check, cap]).finally(() => {
          clearTimeout(timer);
          initializing = null;
          finish();
        });
        return initializing;
      },

      setSession: ({ user, token, refreshToken }) =>
        set({
          user,
          token,
          refreshToken: refreshToken ?? null,
          isAuthenticated: true,
          lastAuthCheck: Date.now(),
          error: null,
        }),

      setLearnerSession: ({ user, token, refreshToken }) =>
        set({
          user: { ...user, anonymous: true },
          token,
          refreshToken: refreshToken ?? null,
          isAuthenticated: false,
          lastAuthCheck: Date.now(),
          error: null,
        }),

      setTokens: (token, refreshToken) =>
        set((s) => ({
          token,
          refreshToken: refreshToken ?? s.refreshToken,
          lastAuthCheck: Date.now(),
        })),

      setUser: (user) => set({ user }),

      loginDemo: () =>
        set({
          user: DEMO_USER,
          token: DEMO_TOKEN,
          refreshToken: null,
          isAuthenticated: true,
          lastAuthCheck: Date.now(),
          error: null,
        }),

      setError: (error) => set({ error }),

      clearAuth: () => {
        expireRefreshCookie();
        removeSession(SESSION_KEYS.oauthState);
        set({ ...signedOut, deviceInfo: get().deviceInfo, isLoading: false, error: null });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): PersistedAuth => ({
        user: s.user,
        token: s.token,
        refreshToken: s.refreshToken,
        isAuthenticated: s.isAuthenticated,
        lastAuthCheck: s.lastAuthCheck,
        deviceInfo: s.deviceInfo,
      }),
      // Version 1 states predate refresh tokens and device info: reset those fields.
      migrate: (persisted, version) => {
        const old = (persisted ?? {}) as Partial<PersistedAuth> & { isInitialized?: boolean };
        if (version < AUTH_STORE_VERSION) {
          const { isInitialized: _dropped, ...rest } = old;
          return { ...signedOut, ...rest, refreshToken: null, lastAuthCheck: null, deviceInfo: null };
        }
        return { ...signedOut, ...old };
      },
    },
  ),
);
