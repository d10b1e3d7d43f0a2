// Rendering with the app's providers for the unit tests: a fresh QueryClient that never retries
// (the api-client retries; a failing answer should show at once) and a memory router.
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** A QueryClient for one test: no retries; `queries` adds to the query defaults (e.g. staleTime). */
export function createTestQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } },
  });
}

export interface ProvidersOptions {
  /** The router's first location (default `/`). */
  route?: string;
  /** The client to render with (default: a new createTestQueryClient()). */
  client?: QueryClient;
}

/** The providers around `children`, for render() and renderHook()'s `wrapper`. */
export function TestProviders({
  children,
  client,
  route = '/',
}: ProvidersOptions & { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** render() inside a QueryClientProvider and a MemoryRouter at `route`; returns the client too. */
export function renderWithProviders(
  ui: ReactNode,
  { route, client = createTestQueryClient(), ...options }: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { client: QueryClient } {
  const result = render(
    <TestProviders client={client} route={route}>
      {ui}
    </TestProviders>,
    options,
  );
  return { ...result, client };
}
