import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth/auth-store';
import { readSession, removeSession, SESSION_KEYS } from '@/lib/storage';

import { getProfile } from '../api/get-profile';
import { safeReturnPath } from '../model/oauth';

export const MISSING_TOKEN_MESSAGE = 'Missing authentication token';
export const COMPLETE_FAILED_MESSAGE = 'Failed to complete authentication';
const REDIRECT_MS = 2_000;

function toError(navigate: ReturnType<typeof useNavigate>, message: string) {
  navigate(`/auth/error?message=${encodeURIComponent(message)}`, { replace: true });
}

/** /auth/success?token=…: signs in with a token handed over in the address. */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      toError(navigate, MISSING_TOKEN_MESSAGE);
      return;
    }
    const store = useAuthStore.getState();
    store.setTokens(token, params.get('refreshToken'));
    getProfile()
      .then((user) => {
        if (!user) throw new Error('no user');
        useAuthStore.getState().setSession({ user, token, refreshToken: params.get('refreshToken') });
        void client.invalidateQueries();
        setDone(true);
      })
      .catch(() => {
        useAuthStore.getState().clearAuth();
        toError(navigate, COMPLETE_FAILED_MESSAGE);
      });
  }, [params, navigate, client]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      const target = safeReturnPath(readSession(SESSION_KEYS.returnTo), '/dashboard');
      removeSession(SESSION_KEYS.returnTo);
      navigate(target, { replace: true });
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <section className="mx-auto mt-12 max-w-md rounded-2xl border border-line bg-surface p-8 text-center">
      {done ? (
        <>
          <h1 className="text-2xl font-bold">Welcome to Chess Academy</h1>
          <p className="mt-2 text-muted">Redirecting you to your dashboard...</p>
        </>
      ) : (
        <Spinner label="Completing your sign in..." />
      )}
    </section>
  );
}
