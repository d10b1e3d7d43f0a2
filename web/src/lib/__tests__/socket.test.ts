import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { useAuthStore, type User } from '@/lib/auth/auth-store';
import { useSignedOutNotice } from '@/lib/auth/signed-out-notice';
import {
  FORCE_RECONNECT_AFTER_MS,
  GameSocket,
  HEALTH_CHECK_INTERVAL_MS,
  HEARTBEAT_INTERVAL_MS,
  MAX_RECONNECT_ATTEMPTS,
  reauthenticateOnAccountChange,
  reconnectDelay,
  renewRefusedAccount,
  SOCKET_NOT_CONNECTED,
} from '@/lib/socket';
import { fail, stubFetch } from '@/testing';

class FakeWs {
  static all: FakeWs[] = [];
  readyState = 0;
  sent: { event: string; data: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeWs.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as { event: string; data: unknown });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function makeSocket() {
  return new GameSocket({
    url: () => 'ws://test/ws',
    token: () => Promise.resolve('tok'),
    createSocket: (url) => new FakeWs(url) as unknown as WebSocket,
    now: () => Date.now(),
  });
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('GameSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWs.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects, authenticates with the token and sets the authenticated flag', async () => {
    const s = makeSocket();
    void s.connect();
    expect(s.getSnapshot().state).toBe('connecting');
    await flush();
    const ws = FakeWs.all[0]!;
    ws.open();
    expect(s.getSnapshot().state).toBe('connected');
    expect(ws.sent[0]).toEqual({ event: 'authenticate', data: { token: 'tok' } });
    expect(s.getSnapshot().authenticated).toBe(false);
    ws.receive('authenticated', {
      success: true,
      user: { id: 'u1', username: 'a', displayName: 'A', rating: 1500, guest: true },
    });
    expect(s.getSnapshot().authenticated).toBe(true);
    expect(s.getSnapshot().user?.id).toBe('u1');
  });

  it('dispatches events through the handler map and refuses sends while disconnected', async () => {
    const s = makeSocket();
    expect(() => s.emit('make_move', {})).toThrow(SOCKET_NOT_CONNECTED);
    const seen: unknown[] = [];
    const off = s.on('move_made', z.object({ ply: z.number() }), (d) => seen.push(d));
    void s.connect();
    await flush();
    FakeWs.all[0]!.open();
    FakeWs.all[0]!.receive('move_made', { ply: 1 });
    // A frame that does not match the schema never reaches the handler.
    FakeWs.all[0]!.receive('move_made', { ply: 'two' });
    off();
    FakeWs.all[0]!.receive('move_made', { ply: 2 });
    expect(seen).toEqual([{ ply: 1 }]);
  });

  it('pings every 25 s and records the heartbeat', async () => {
    const s = makeSocket();
    void s.connect();
    await flush();
    const ws = FakeWs.all[0]!;
    ws.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(ws.sent.at(-1)?.event).toBe('ping');
    vi.advanceTimersByTime(40);
    ws.receive('pong', {});
    expect(s.getSnapshot().latencyMs).toBe(40);
    expect(s.isHealthy()).toBe(true);
  });

  it('forces a reconnect when no heartbeat came back for over 120 s', async () => {
    const s = makeSocket();
    void s.connect();
    await flush();
    FakeWs.all[0]!.open();
    vi.advanceTimersByTime(FORCE_RECONNECT_AFTER_MS + HEALTH_CHECK_INTERVAL_MS);
    await flush();
    expect(FakeWs.all.length).toBeGreaterThan(1);
  });

  it('reconnects with backoff after a drop, at most 15 attempts', async () => {
    const s = makeSocket();
    void s.connect();
    await flush();
    FakeWs.all[0]!.open();
    FakeWs.all[0]!.drop();
    expect(s.getSnapshot().state).toBe('disconnected');
    expect(s.getSnapshot().authenticated).toBe(false);
    for (let i = 0; i < MAX_RECONNECT_ATTEMPTS + 3; i++) {
      await vi.advanceTimersByTimeAsync(reconnectDelay(i));
      FakeWs.all.at(-1)!.drop();
    }
    expect(s.getSnapshot().reconnectAttempts).toBe(MAX_RECONNECT_ATTEMPTS);
    expect(FakeWs.all.length).toBe(MAX_RECONNECT_ATTEMPTS + 1);
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(10)).toBe(30000);
  });

  it('authenticates again with the new token when the account changes', async () => {
    let token = 'guest-token';
    const s = new GameSocket({
      url: () => 'ws://test/ws',
      token: () => Promise.resolve(token),
      createSocket: (url) => new FakeWs(url) as unknown as WebSocket,
      now: () => Date.now(),
    });
    void s.connect();
    await flush();
    FakeWs.all[0]!.open();
    FakeWs.all[0]!.receive('authenticated', {
      success: true,
      user: { id: 'g1', username: 'Guest1', displayName: 'Guest1', rating: 1500, guest: true },
    });
    token = 'account-token';
    s.reauthenticate();
    expect(s.getSnapshot().user).toBeNull();
    await flush();
    expect(FakeWs.all.length).toBe(2);
    expect(FakeWs.all[0]!.readyState).toBe(3);
    FakeWs.all[1]!.open();
    expect(FakeWs.all[1]!.sent[0]).toEqual({ event: 'authenticate', data: { token: 'account-token' } });
  });

  it('opens one socket when connect is called again while the token is on its way', async () => {
    let release: (token: string) => void = () => undefined;
    const token = vi.fn(() => new Promise<string>((r) => (release = r)));
    const s = new GameSocket({
      url: () => 'ws://test/ws',
      token,
      createSocket: (url) => new FakeWs(url) as unknown as WebSocket,
      now: () => Date.now(),
    });
    void s.connect();
    void s.connect();
    release('tok');
    await flush();
    expect(token).toHaveBeenCalledTimes(1);
    expect(FakeWs.all).toHaveLength(1);
    FakeWs.all[0]!.open();
    expect(s.connected).toBe(true);
  });

  it('a reconnect while the token is on its way leaves one socket, the new one', async () => {
    const releases: ((token: string) => void)[] = [];
    const s = new GameSocket({
      url: () => 'ws://test/ws',
      token: () => new Promise<string>((r) => releases.push(r)),
      createSocket: (url) => new FakeWs(url) as unknown as WebSocket,
      now: () => Date.now(),
    });
    void s.connect();
    s.reconnect();
    expect(releases).toHaveLength(2);
    releases[1]!('second');
    releases[0]!('first');
    await flush();
    expect(FakeWs.all).toHaveLength(1);
    FakeWs.all[0]!.open();
    expect(FakeWs.all[0]!.sent[0]).toEqual({ event: 'authenticate', data: { token: 'second' } });
  });

  it('leaves a socket that was never opened alone', () => {
    const s = makeSocket();
    s.reauthenticate();
    expect(FakeWs.all.length).toBe(0);
    expect(s.getSnapshot().state).toBe('disconnected');
  });
});

describe('reauthenticateOnAccountChange', () => {
  const user = (id: string): User =>
    ({ id, email: `${id}@example.org`, username: id, displayName: id, createdAt: '2026-11-25' }) as User;
  afterEach(() => useAuthStore.setState({ user: null, token: null, isAuthenticated: false }));

  it('fires on sign-in and sign-out, not on a token refresh of the same account', () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    const reauthenticate = vi.fn();
    const off = reauthenticateOnAccountChange({ reauthenticate });
    useAuthStore.setState({ user: user('7'), token: 't1', isAuthenticated: true });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    useAuthStore.setState({ token: 't2' });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    expect(reauthenticate).toHaveBeenCalledTimes(2);
    off();
    useAuthStore.setState({ user: user('8'), token: 't3', isAuthenticated: true });
    expect(reauthenticate).toHaveBeenCalledTimes(2);
  });
});

describe('a refused token', () => {
  const account: User = { id: 'u9', username: 'ann', displayName: 'Ann', email: 'ann@example.com' } as User;
  const ENDED = "Signed out: this account's sessions were ended. Please sign in again.";

  beforeEach(() => {
    useAuthStore.getState().clearAuth();
    useSignedOutNotice.getState().dismiss();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hands the server's words to onRefused", async () => {
    vi.useFakeTimers();
    const refused: string[] = [];
    const s = new GameSocket({
      url: () => 'ws://test/ws',
      token: () => Promise.resolve('tok'),
      createSocket: (url) => new FakeWs(url) as unknown as WebSocket,
      now: () => Date.now(),
      onRefused: (m) => refused.push(m),
    });
    FakeWs.all = [];
    void s.connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeWs.all[0]!.open();
    FakeWs.all[0]!.receive('authenticated', { success: false, message: ENDED });
    expect(refused).toEqual([ENDED]);
    expect(s.getSnapshot().lastError).toBe(ENDED);
    vi.useRealTimers();
  });

  it('an account whose sessions were ended is signed out here, and told why', async () => {
    useAuthStore.getState().setSession({ user: account, token: 't', refreshToken: 'r' });
    stubFetch({ 'POST /auth/refresh': () => fail(401, 'Invalid refresh token') });
    const reconnect = vi.fn();
    await renewRefusedAccount({ reconnect }, ENDED);
    expect(reconnect).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useSignedOutNotice.getState().message).toBe(ENDED);
  });

  it('an expired token is renewed and the socket connects again, with no notice', async () => {
    useAuthStore.getState().setSession({ user: account, token: 't', refreshToken: 'r' });
    stubFetch({ 'POST /auth/refresh': { accessToken: 't2', refreshToken: 'r2' } });
    const reconnect = vi.fn();
    await renewRefusedAccount({ reconnect }, 'Invalid or expired token');
    expect(reconnect).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().token).toBe('t2');
    expect(useSignedOutNotice.getState().message).toBeNull();
  });
});
