import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readSession, removeSession, SESSION_KEYS } from '@/lib/storage';

import { googleCallback } from '../api/google-callback';
import { retryGoogleSignIn } from '../api/google-sign-in';
import { checkCallbackParams, safeReturnPath } from '../model/oauth';

export const SLOW_HINT_DELAY_MS = 1_000;
export const SUCCESS_REDIRECT_MS = 2_000;

type Phase = { kind: 'authenticating' } | { kind: 'success' } | { kind: 'failed'; message: string };

/** /auth/callback: the identity provider sends the browser back here with code and state. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'authenticating' });
  const [slow, setSlow] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (started.current) return; // React's development double effect must not spend the code twice
    started.current = true;
    const stored = readSession(SESSION_KEYS.oauthState);
    const check = checkCallbackParams(params, stored);
    if (!check.ok) {
      setPhase({ kind: 'failed', message: check.message });
      return;
    }
    googleCallback(check.code, params.get('state'))
      .then(() => {
        removeSession(SESSION_KEYS.oauthState);
        // A new session: every query is read again as the account's.
        void client.invalidateQueries();
        setPhase({ kind: 'success' });
      })
      .catch((error: unknown) =>
        setPhase({
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : 'An unexpected error occurred',
        }),
      );
  }, [params, client]);

  useEffect(() => {
    if (phase.kind !== 'success') return;
    const timer = setTimeout(() => {
      const target = safeReturnPath(readSession(SESSION_KEYS.returnTo), '/');
      removeSession(SESSION_KEYS.returnTo);
      navigate(target, { replace: true });
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <section className="mx-auto mt-12 max-w-md rounded-2xl border border-line bg-surface p-8 text-center">
      {phase.kind === 'authenticating' && (
        <>
          <h1 className="mb-4 text-2xl font-bold">Authenticating</h1>
          <Spinner label="Completing sign-in..." />
          {slow && <p className="mt-4 text-sm text-muted">This may take a few seconds...</p>}
        </>
      )}
      {phase.kind === 'success' && (
        <>
          <h1 className="text-2xl font-bold">Success!</h1>
          <p className="mt-2 text-muted">You are signed in. Redirecting...</p>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <h1 className="text-2xl font-bold">Authentication Failed</h1>
          <p role="alert" className="mt-2 text-muted">
            {phase.message}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={retryGoogleSignIn}>Try Again</Button>
            <ButtonLink to="/" variant="secondary">
              Go to Home
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
