// The live-play socket: one WebSocket to same-origin `/ws`, speaking
// {"event", "data"} frames, with authentication, a heartbeat, a health check, reconnection with
// backoff and the figures the lobby's diagnostics panel shows. Incoming events are dispatched
// through a handler map keyed by event name; each handler names the schema its data must match,
// and a frame that does not match is dropped (logged), never handed on half-formed.

import { z } from 'zod/mini';

import { refreshAccessToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { isDemoToken, isLearnerSession, useAuthStore, type User } from '@/lib/auth/auth-store';
import { fetchGuestSession, type GuestSession } from '@/lib/auth/guest-identity';
import { useSignedOutNotice } from '@/lib/auth/signed-out-notice';
import type { Schema } from '@/lib/schema';
import { readSession, removeSession, writeSession } from '@/lib/storage';

export const HEARTBEAT_INTERVAL_MS = 25_000;
export const HEALTH_CHECK_INTERVAL_MS = 60_000;
/** No heartbeat answer for longer than this forces a reconnect. */
export const FORCE_RECONNECT_AFTER_MS = 120_000;
/** A heartbeat answered within this window means the connection is healthy. */
export const HEALTHY_WITHIN_MS = 90_000;
export const MAX_RECONNECT_ATTEMPTS = 15;
export const FORCED_RECONNECT_DELAY_MS = 2_000;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const SOCKET_NOT_CONNECTED = 'Socket not connected';
export const GUEST_TOKEN_KEY = 'chessGuestToken';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';

const socketUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  rating: z.number(),
  guest: z.boolean(),
});

export type SocketUser = z.infer<typeof socketUserSchema>;

const authenticatedSchema = z.object({
  success: z.optional(z.boolean()),
  user: z.optional(socketUserSchema),
  message: z.optional(z.string()),
  activeGameId: z.optional(z.nullable(z.string())),
});

const gameRefSchema = z.object({ gameId: z.optional(z.string()) });

export interface SocketSnapshot {
  state: ConnectionState;
  authenticated: boolean;
  user: SocketUser | null;
  reconnectAttempts: number;
  lastHeartbeat: number | null;
  latencyMs: number | null;
  lastError: string | null;
  connectedAt: number | null;
  url: string;
  activeGameId: string | null;
}

type RawHandler = (data: unknown) => void;

export interface SocketDeps {
  url: () => string;
  token: () => Promise<string>;
  createSocket: (url: string) => WebSocket;
  now: () => number;
  /** The server refused the socket's token (`authenticated` without success), with its words. */
  onRefused?: (message: string) => void;
}

/** Delay before reconnect attempt `attempt` (0-based): 1 s doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
}

export function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

let guestTokenRequest: Promise<string> | null = null; // the guest sign-in on its way

/**
 * The token the socket authenticates with: an account's access token, or for visitors a guest
 * token from POST /api/auth/guest, kept for the tab so a reload is the same player.
 */
export async function defaultSocketToken(): Promise<string> {
  const state = useAuthStore.getState();
  // An account plays with its own token; a visitor, demo mode and an anonymous learner (who is a
  // visitor to other players) with a guest identity.
  if (state.token && !isDemoToken(state.token) && !isLearnerSession(state)) return state.token;
  const cached = readSession(GUEST_TOKEN_KEY);
  if (cached) return cached;
  // One request at a time: two would make the tab two different visitors.
  guestTokenRequest ??= requestGuestToken().finally(() => {
    guestTokenRequest = null;
  });
  return guestTokenRequest;
}

async function requestGuestToken(): Promise<string> {
  let session: GuestSession;
  try {
    // Through the checked client: the answer must match the guest session's schema.
    session = await fetchGuestSession();
  } catch (error) {
    // The diagnostics panel shows these words (lastError), as it did before the checked client.
    if (error instanceof ApiError && error.status !== undefined) {
      throw new Error(`Guest sign-in failed (${error.status})`, { cause: error });
    }
    if (error instanceof ApiError && error.kind === 'invalid') {
      throw new Error('Guest sign-in returned no token', { cause: error });
    }
    throw error;
  }
  writeSession(GUEST_TOKEN_KEY, session.token);
  return session.token;
}

export class GameSocket {
  private ws: WebSocket | null = null;
  private handlers = new Map<string, Set<RawHandler>>();
  private listeners = new Set<() => void>();
  private snapshot: SocketSnapshot;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private healthTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private manualClose = false;
  private pingSentAt: number | null = null;
  private opening: Promise<void> | null = null; // the connect() in progress
  private generation = 0; // counts attempts and closes

  constructor(private deps: SocketDeps) {
    this.snapshot = {
      state: 'disconnected',
      authenticated: false,
      user: null,
      reconnectAttempts: 0,
      lastHeartbeat: null,
      latencyMs: null,
      lastError: null,
      connectedAt: null,
      url: '',
      activeGameId: null,
    };
    this.on('authenticated', authenticatedSchema, (d) => this.onAuthenticated(d));
    this.onSignal('pong', () => this.onPong());
    // The lobby offers a way back into a game in progress.
    this.on('game_started', gameRefSchema, (d) => this.update({ activeGameId: d.gameId ?? null }));
    this.on('game_ended', gameRefSchema, (d) => {
      if (d.gameId === this.snapshot.activeGameId) this.update({ activeGameId: null });
    });
  }

  getSnapshot = (): SocketSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<SocketSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((l) => l());
  }

  /**
   * Registers a handler for one event name, called with the event's data once it matches
   * `schema`; returns the function that removes it.
   */
  on<T>(event: string, schema: Schema<T>, handler: (data: T) => void): () => void {
    return this.register(event, (raw) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) handler(parsed.data);
      else console.warn(`Dropped a malformed '${event}' event:`, parsed.error.issues);
    });
  }

  /** Registers a handler for an event whose data is not read (a signal such as 'disconnect'). */
  onSignal(event: string, handler: () => void): () => void {
    return this.register(event, () => handler());
  }

  private register(event: string, handler: RawHandler): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  get connected(): boolean {
    return this.snapshot.state === 'connected' && this.ws?.readyState === 1;
  }

  /** Healthy: a heartbeat answered within the last 90 s (or a fresh connection). */
  isHealthy(): boolean {
    if (!this.connected) return false;
    const last = this.snapshot.lastHeartbeat ?? this.snapshot.connectedAt;
    return last !== null && this.deps.now() - last <= HEALTHY_WITHIN_MS;
  }

  /** Sends one event; throws 'Socket not connected' while the socket is down. */
  emit(event: string, data: unknown = {}): void {
    if (!this.connected || !this.ws) throw new Error(SOCKET_NOT_CONNECTED);
    this.ws.send(JSON.stringify({ event, data }));
  }

  /**
   * Opens the socket unless it is open or opening. Calls made while the token is on its way join
   * that attempt: two attempts would open two sockets, and the page would join a game on the
   * first and then listen only to the second (a spectator who never sees a move).
   */
  connect(): Promise<void> {
    if (this.opening) return this.opening;
    const attempt = this.open().finally(() => {
      if (this.opening === attempt) this.opening = null;
    });
    this.opening = attempt;
    return attempt;
  }

  private async open(): Promise<void> {
    if (this.ws && this.snapshot.state !== 'disconnected') return;
    this.manualClose = false;
    const generation = ++this.generation;
    const url = this.deps.url();
    this.update({ state: 'connecting', url, lastError: null });
    let token: string;
    try {
      token = await this.deps.token();
    } catch (error) {
      if (generation !== this.generation) return;
      this.update({ state: 'disconnected', lastError: (error as Error).message });
      this.scheduleReconnect();
      return;
    }
    // Closed (or closed and opened again) while the token was on its way: this attempt is over.
    if (this.manualClose || generation !== this.generation) return;
    const ws = this.deps.createSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      const now = this.deps.now();
      this.update({ state: 'connected', connectedAt: now, lastHeartbeat: now, reconnectAttempts: 0 });
      ws.send(JSON.stringify({ event: 'authenticate', data: { token } }));
      this.startTimers();
    };
    ws.onmessage = (message: MessageEvent) => {
      if (this.ws !== ws) return;
      let frame: { event?: unknown; data?: unknown };
      try {
        frame = JSON.parse(String(message.data)) as typeof frame;
      } catch {
        return;
      }
      if (typeof frame.event !== 'string') return;
      this.handlers.get(frame.event)?.forEach((h) => h(frame.data ?? {}));
    };
    ws.onerror = () => {
      if (this.ws === ws) this.update({ lastError: 'Connection error' });
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopTimers();
      this.update({ state: 'disconnected', authenticated: false });
      this.handlers.get('disconnect')?.forEach((h) => h({}));
      if (!this.manualClose) this.scheduleReconnect();
    };
  }

  /**
   * The account behind the page changed (sign-in, sign-out): an open socket still speaks for the
   * previous identity, so it connects again and authenticates with the new token before any
   * matchmaking. A socket that was never opened is left alone.
   */
  reauthenticate(): void {
    if (this.snapshot.state === 'disconnected' && !this.reconnectTimer) return;
    this.update({ authenticated: false, user: null, activeGameId: null });
    this.reconnect();
  }

  /** Closes and opens again at once (the lobby's Reconnect button, a failed health check). */
  reconnect(): void {
    this.close();
    this.update({ reconnectAttempts: 0 });
    void this.connect();
  }

  close(): void {
    this.manualClose = true;
    this.generation += 1; // an attempt still waiting for its token opens nothing
    this.opening = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
    this.update({ state: 'disconnected', authenticated: false });
  }

  /** A connection lost mid-game reconnects after FORCED_RECONNECT_DELAY_MS. */
  forceReconnectSoon(): void {
    this.close();
    this.manualClose = false;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, FORCED_RECONNECT_DELAY_MS);
  }

  private scheduleReconnect() {
    if (this.reconnectTimer || this.manualClose) return;
    const attempt = this.snapshot.reconnectAttempts;
    if (attempt >= MAX_RECONNECT_ATTEMPTS) {
      this.update({ lastError: 'Could not reconnect to the server' });
      return;
    }
    this.update({ reconnectAttempts: attempt + 1 });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, reconnectDelay(attempt));
  }

  /** Sends a ping with context (the heartbeat, and on navigation). */
  ping(context?: string): void {
    if (!this.connected) return;
    this.pingSentAt = this.deps.now();
    this.emit('ping', { timestamp: this.pingSentAt, ...(context ? { context } : {}) });
  }

  private startTimers() {
    this.stopTimers();
    this.heartbeatTimer = setInterval(() => this.ping(), HEARTBEAT_INTERVAL_MS);
    this.healthTimer = setInterval(() => this.checkHealth(), HEALTH_CHECK_INTERVAL_MS);
  }

  private stopTimers() {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.heartbeatTimer = this.healthTimer = null;
  }

  /** Forces a reconnect when no heartbeat came back for over 120 s. */
  checkHealth(): void {
    const last = this.snapshot.lastHeartbeat ?? this.snapshot.connectedAt;
    if (this.snapshot.state === 'connected' && last !== null && this.deps.now() - last > FORCE_RECONNECT_AFTER_MS) {
      this.update({ lastError: 'No heartbeat for over 120 s: reconnecting' });
      this.reconnect();
    }
  }

  private onPong() {
    const now = this.deps.now();
    this.update({ lastHeartbeat: now, latencyMs: this.pingSentAt !== null ? now - this.pingSentAt : null });
    this.pingSentAt = null;
  }

  private onAuthenticated(data: z.infer<typeof authenticatedSchema>) {
    if (data.success && data.user) {
      this.update({ authenticated: true, user: data.user, activeGameId: data.activeGameId ?? null });
    } else {
      // A stale guest token: drop it so the next attempt asks for a fresh one.
      removeSession(GUEST_TOKEN_KEY);
      const message = data.message ?? 'Authentication failed';
      this.update({ authenticated: false, lastError: message });
      this.deps.onRefused?.(message);
    }
  }
}

/** Who the socket should be: the signed-in account's id, or null for a visitor (demo and learners included). */
function accountKey(state: { user: User | null; token: string | null }): string | null {
  if (!state.token || isDemoToken(state.token) || !state.user || isLearnerSession(state)) return null;
  return state.user.id;
}

/**
 * Re-authenticates `socket` whenever the signed-in account changes (not on a token refresh, which
 * keeps the same account). Returns the unsubscribe function.
 */
export function reauthenticateOnAccountChange(socket: Pick<GameSocket, 'reauthenticate'>): () => void {
  let current = accountKey(useAuthStore.getState());
  return useAuthStore.subscribe((state) => {
    const next = accountKey(state);
    if (next === current) return;
    current = next;
    socket.reauthenticate();
  });
}

/**
 * The server refused an account's token: an expired one is renewed and the socket connects again;
 * sessions ended elsewhere cannot be renewed, so the account is signed out here too (the refresh
 * clears it) and the shell shows the server's words. A guest token was dropped already.
 */
export async function renewRefusedAccount(socket: Pick<GameSocket, 'reconnect'>, message: string): Promise<void> {
  if (accountKey(useAuthStore.getState()) === null) return;
  try {
    await refreshAccessToken();
  } catch {
    useSignedOutNotice.getState().show(message);
    return;
  }
  socket.reconnect();
}

export const gameSocket: GameSocket = new GameSocket({
  url: defaultSocketUrl,
  token: defaultSocketToken,
  createSocket: (url) => new WebSocket(url),
  now: () => Date.now(),
  onRefused: (message) => void renewRefusedAccount(gameSocket, message),
});

reauthenticateOnAccountChange(gameSocket);
