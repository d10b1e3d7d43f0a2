import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { useAuthStore } from '@/lib/auth/auth-store';

export const ACCOUNT = { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' };

export function signIn() {
  useAuthStore.setState({ user: ACCOUNT, token: 'access-token', isAuthenticated: true });
}

export function renderWith(ui: ReactNode, seed: (client: QueryClient) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
