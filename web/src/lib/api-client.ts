// The one HTTP layer of the app: JSON over fetch with credentials, a timeout,
// the Bearer token, the retry rule, a single-flight token refresh and the error catalogue.

import { ApiError, httpError, invalidAnswerError, networkError } from '@/lib/api-errors';
import { AUTH_LOGOUT_EVENT, isDemoToken, useAuthStore } from '@/lib/auth/auth-store';
import { SESSION_ENDED, useSignedOutNotice } from '@/lib/auth/signed-out-notice';
import type { Schema } from '@/lib/schema';

/** Same-origin `/api` unless the build sets VITE_API_URL (e.g. http://localhost:3001/api). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

export const DEFAULT_TIMEOUT_MS = 10_000;
export const REFRESH_TIMEOUT_MS = 10_000;
export const HEALTH_TIMEOUT_MS = 5_000;
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_JITTER_MS = 1_000;
/**
 * The retryable statuses (docs/architecture.md, "Web folders"). 401 is in the list, but retrying it blindly with the
 * same stale token cannot succeed: a 401 instead triggers one token refresh and a replay.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([401, 408, 429, 500, 502, 503, 504]);

export const REFRESH_TIMEOUT_MESSAGE = 'Token refresh timeout - API unavailable';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  /** Attach the Bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  /** Retries after the first attempt (default 3). */
  retries?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The shape of `data` in a success answer. What comes off the wire is checked, not cast: an
   * answer that does not match is an ApiError of kind 'invalid' (and is not retried).
   */
  schema?: Schema<T>;
}

/** Delay before retry number `attempt` (0-based): 1 s doubling, plus up to 1 s of jitter. */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt + Math.random() * RETRY_MAX_JITTER_MS;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isCallerAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && !(error instanceof ApiError);
}

async function send(path: string, options: RequestOptions, token: string | null, timeoutMs: number): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Success bodies are `{ success: true, data }`; callers get `data`. */
function unwrap<T>(body: unknown): T {
  if (body !== null && typeof body === 'object' && 'success' in body && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

interface RefreshData {
  accessToken?: string;
  refreshToken?: string;
}

let refreshInFlight: Promise<string> | null = null;

async function performRefresh(): Promise<string> {
  try {
    let response: Response;
    try {
      response = await send('/auth/refresh', { method: 'POST' }, null, REFRESH_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'timeout') {
        throw new ApiError(REFRESH_TIMEOUT_MESSAGE, 'timeout');
      }
      throw error;
    }
    const body = await readBody(response);
    if (!response.ok) throw httpError(response.status, body);
    const data = unwrap<RefreshData | null>(body);
    if (!data?.accessToken) throw httpError(401, null);
    useAuthStore.getState().setTokens(data.accessToken, data.refreshToken);
    return data.accessToken;
  } catch (error) {
    // An account signed out by the server is told so; a learner's record stays a visitor's.
    if (useAuthStore.getState().isAuthenticated) useSignedOutNotice.getState().show(SESSION_ENDED);
    useAuthStore.getState().clearAuth();
    window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    throw error;
  }
}

/**
 * Refreshes the access token with the refresh cookie. Single flight: concurrent callers share
 * one POST /api/auth/refresh and all receive the new token (or the same failure).
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function checked<T>(data: unknown, schema: Schema<T> | undefined, path: string): T {
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.error(`Unexpected answer from ${path}:`, result.error.issues);
  throw invalidAnswerError();
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const auth = options.auth ?? true;
  const retries = options.retries ?? MAX_RETRIES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let attempt = 0;
  let refreshed = false;

  for (;;) {
    const stored = auth ? useAuthStore.getState().token : null;
    // Demo mode has no server session: its fixed token is never sent.
    const token = isDemoToken(stored) ? null : stored;
    let response: Response;
    try {
      response = await send(path, options, token, timeoutMs);
    } catch (error) {
      if (isCallerAbort(error, options.signal)) throw error;
      if (attempt < retries) {
        await sleep(retryDelay(attempt++));
        continue;
      }
      throw error;
    }

    if (response.ok) return checked(unwrap<unknown>(await readBody(response)), options.schema, path);

    const body = await readBody(response);
    if (response.status === 401) {
      // Once per request: refresh (or adopt a token another request already refreshed), replay.
      if (token && !refreshed) {
        refreshed = true;
        const current = useAuthStore.getState().token;
        if (current && current !== token) continue;
        try {
          await refreshAccessToken();
        } catch {
          throw httpError(401, body);
        }
        continue;
      }
      throw httpError(401, body);
    }
    if (RETRYABLE_STATUSES.has(response.status) && attempt < retries) {
      await sleep(retryDelay(attempt++));
      continue;
    }
    throw httpError(response.status, body);
  }
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** GET /api/health: no auth, 1 retry, 5 s timeout. */
export function getHealth(signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>('/health', {
    auth: false,
    retries: 1,
    timeoutMs: HEALTH_TIMEOUT_MS,
    signal,
  });
}
