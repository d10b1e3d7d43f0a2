import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth/auth-store';
import { readSession, removeSession, SESSION_KEYS, writeSession } from '@/lib/storage';

import { AccessDeniedScreen } from './access-denied-screen';
import { AuthRequiredScreen } from './auth-required-screen';

interface RequireAuthProps {
  children: ReactNode;
  /** Shown on the sign-in screen, e.g. 'your profile'. */
  featureName?: string;
  /** Reads the role the server reported for the account; the server enforces it again. */
  adminOnly?: boolean;
  /** For sign-in pages: a signed-in user goes to the stored return path or /dashboard. */
  guestOnly?: boolean;
}

/** Waits for start-up, then renders the page, the sign-in screen or Access Denied. */
export function RequireAuth({ children, featureName, adminOnly = false, guestOnly = false }: RequireAuthProps) {
  const isInitialized = useAuthStore((s) => s.isInitialized);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const role = useAuthStore((s) => s.user?.role);
  const { pathname, search } = useLocation();
  const blocked = isInitialized && !isAuthenticated && !guestOnly;

  useEffect(() => {
    // Remember where the visitor wanted to go, to come back after signing in.
    if (blocked) writeSession(SESSION_KEYS.returnTo, `${pathname}${search}`);
  }, [blocked, pathname, search]);

  if (!isInitialized) return <Spinner label="Checking your session..." />;
  if (guestOnly) {
    if (!isAuthenticated) return children;
    return <GuestRedirect />;
  }
  if (!isAuthenticated) return <AuthRequiredScreen featureName={featureName} />;
  if (adminOnly && role !== 'admin') return <AccessDeniedScreen />;
  return children;
}

function GuestRedirect() {
  const target = readSession(SESSION_KEYS.returnTo) ?? '/dashboard';
  useEffect(() => removeSession(SESSION_KEYS.returnTo), []);
  return <Navigate to={target.startsWith('/') ? target : '/dashboard'} replace />;
}
