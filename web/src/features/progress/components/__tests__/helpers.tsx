import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { useAuthStore } from '@/lib/auth/auth-store';
import { createTestQueryClient, renderWithProviders } from '@/testing';

export const ACCOUNT = { id: '7', email: 'a@example.org', username: 'a', displayName: 'A', createdAt: '2026-11-01' };

export function signIn() {
  useAuthStore.setState({ user: ACCOUNT, token: 'access-token', isAuthenticated: true });
}

/** An anonymous learner: a visitor whose activity the server records (not signed in to the eye). */
export const LEARNER = {
  id: '9',
  email: '',
  username: 'learner-9',
  displayName: 'Visitor',
  createdAt: '2026-11-01',
  anonymous: true,
};

export function becomeLearner() {
  useAuthStore.getState().setLearnerSession({ user: LEARNER, token: 'learner-token', refreshToken: 'r' });
}

/** Renders `ui` with a client whose data never goes stale, after `seed` has filled its cache. */
export function renderWith(ui: ReactNode, seed: (client: QueryClient) => void = () => undefined) {
  const client = createTestQueryClient({ staleTime: Infinity });
  seed(client);
  return renderWithProviders(ui, { client });
}
