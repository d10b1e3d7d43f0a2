import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-errors';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';

import { startGoogleSignIn } from '../api/google-sign-in';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import {
  clearFieldError,
  EMPTY_FORM,
  hasErrors,
  validateAuthForm,
  type AuthField,
  type AuthFormErrors,
  type AuthFormValues,
} from '../model/validation';

export const GOOGLE_FAILED_MESSAGE = 'Google authentication failed. Please try again.';
export const DEMO_FAILED_MESSAGE = 'Demo login failed. Please try again.';

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** The sign-in / registration dialog. Rendered once by the app shell. */
export function AuthModal() {
  const isOpen = useAuthModalStore((s) => s.isOpen);
  if (!isOpen) return null;
  return <AuthDialog />;
}

function AuthDialog() {
  const mode = useAuthModalStore((s) => s.mode);
  const setMode = useAuthModalStore((s) => s.setMode);
  const close = useAuthModalStore((s) => s.close);
  const loginDemo = useAuthStore((s) => s.loginDemo);
  const login = useLogin();
  const register = useRegister();
  const [values, setValues] = useState<AuthFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const loading = login.isPending || register.isPending || redirecting;
  const isRegister = mode === 'register';

  // Page scroll is locked while the dialog is open; Escape closes it.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [close]);

  const edit = (field: AuthField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => clearFieldError(e, field));
    setServerError(null);
  };

  const switchMode = () => {
    setMode(isRegister ? 'login' : 'register');
    setErrors({});
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuthForm(values, mode);
    setErrors(found);
    if (hasErrors(found)) return;
    setServerError(null);
    try {
      if (isRegister) {
        await register.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          username: values.username.trim(),
          displayName: values.displayName.trim(),
        });
      } else {
        await login.mutateAsync({ email: values.email.trim(), password: values.password });
      }
      close();
    } catch (error) {
      setServerError(errorText(error, isRegister ? 'Registration failed' : 'Login failed'));
    }
  };

  const google = () => {
    try {
      setRedirecting(true);
      startGoogleSignIn();
    } catch {
      setRedirecting(false);
      setServerError(GOOGLE_FAILED_MESSAGE);
    }
  };

  const demo = () => {
    try {
      loginDemo();
      close();
    } catch {
      setServerError(DEMO_FAILED_MESSAGE);
    }
  };

  const title = isRegister ? 'Join Chess Academy' : 'Welcome Back!';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" data-testid="auth-backdrop" className="absolute inset-0 bg-black/60" onClick={close} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="relative z-10 max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-2xl"
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute right-3 top-3 rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
        >
          <CloseIcon />
        </button>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {isRegister ? 'Create an account to save your progress.' : 'Sign in to continue your chess journey.'}
        </p>

        {serverError && (
          <div role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-500">
            {serverError}
          </div>
        )}

        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            value={values.email}
            error={errors.email}
            disabled={loading}
            autoComplete="email"
            onChange={edit('email')}
          />
          {isRegister && (
            <>
              <TextField
                id={`${id}-username`}
                label="Username"
                value={values.username}
                error={errors.username}
                disabled={loading}
                autoComplete="username"
                onChange={edit('username')}
              />
              <TextField
                id={`${id}-display-name`}
                label="Display Name"
                value={values.displayName}
                error={errors.displayName}
                disabled={loading}
                autoComplete="nickname"
                onChange={edit('displayName')}
              />
            </>
          )}
          <TextField
            id={`${id}-password`}
            label="Password"
            type={showPassword ? 'text' : 'password'}
            value={values.password}
            error={errors.password}
            disabled={loading}
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            onChange={edit('password')}
            trailing={
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold text-muted hover:text-fg"
              >
                {showPassword ? 'Hide' : 'Show'}
              </button>
            }
          />
          <Button type="submit" disabled={loading} className="mt-2 w-full">
            {loading ? 'Please wait...' : isRegister ? 'Create Account' : 'Sign In'}
          </Button>
        </form>

        <div className="my-4 flex items-center gap-3 text-xs text-muted">
          <hr className="flex-1 border-line" />
          or
          <hr className="flex-1 border-line" />
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={google} disabled={loading} className="w-full">
            Continue with Google
          </Button>
          <Button variant="ghost" onClick={demo} disabled={loading} className="w-full">
            Try Demo
          </Button>
        </div>

        <p className="mt-4 text-center text-sm text-muted">
          {isRegister ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            onClick={switchMode}
            disabled={loading}
            className="font-semibold text-accent hover:underline"
          >
            {isRegister ? 'Log in' : 'Sign up'}
          </button>
        </p>
      </div>
    </div>
  );
}
