// One fetch stub for the unit tests, by route: `stubFetch({ 'GET /lessons': data })` answers the
// api-client's GET /api/lessons with the server's envelope `{ success: true, data }`; a function
// builds its own Response (an error, a delay, an answer that depends on the request body).
import { vi } from 'vitest';

/** A JSON Response with `status` and `body` as the server would send it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's success envelope around `data`, status 200. */
export function ok(data: unknown): Response {
  return answer(200, { success: true, data });
}

/** The server's failure shape: `{ success: false, message, code }`. */
export function fail(status: number, message: string, code?: string): Response {
  return answer(status, { success: false, message, ...(code === undefined ? {} : { code }) });
}

/** One request the stub saw: the path after `/api` (query string included) and the JSON body. */
export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

export type RouteHandler = (request: StubRequest, init?: RequestInit) => Response | Promise<Response>;

/** `'METHOD /path'` (the api-client's path, without `/api`) → data for `ok()`, or a handler. */
export type Routes = Record<string, RouteHandler | RouteData>;

/** What a route answers with `ok()`: any JSON value. */
export type RouteData = object | string | number | boolean | null;

export interface StubFetchOptions {
  /** The answer to a request no route names (default: 404 `Not found`, code `not_found`). */
  unmatched?: RouteHandler;
}

const notFound: RouteHandler = () => fail(404, 'Not found', 'not_found');

function requestOf(url: unknown, init: RequestInit | undefined): StubRequest {
  const path = String(url).replace(/^.*?\/api(?=\/|$)/, '');
  const text = typeof init?.body === 'string' ? init.body : undefined;
  return {
    method: init?.method ?? 'GET',
    path,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/**
 * Replaces the global fetch (until `vi.unstubAllGlobals()`) with a stub answering by route.
 * A route's value is `data` for `ok(data)`, or a handler; the key names the whole path, query
 * string included. Returns the requests in the order they came.
 */
export function stubFetch(routes: Routes, options: StubFetchOptions = {}): StubRequest[] {
  const calls: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = requestOf(url, init);
      calls.push(request);
      const route = routes[`${request.method} ${request.path}`];
      if (route === undefined) return (options.unmatched ?? notFound)(request, init);
      if (typeof route === 'function') return route(request, init);
      return ok(route);
    }),
  );
  return calls;
}
