// The sign-in form's rules and texts.

export type AuthMode = 'login' | 'register';

export interface AuthFormValues {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

export type AuthField = keyof AuthFormValues;
export type AuthFormErrors = Partial<Record<AuthField, string>>;

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;
export const DISPLAY_NAME_MIN = 2;

export const EMPTY_FORM: AuthFormValues = { email: '', password: '', username: '', displayName: '' };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAuthForm(values: AuthFormValues, mode: AuthMode): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'Please enter a valid email';

  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'Password must be at least 8 characters';

  if (mode === 'register') {
    const username = values.username.trim();
    if (!username) errors.username = 'Username is required';
    else if (username.length < USERNAME_MIN) errors.username = 'Username must be at least 3 characters';

    const displayName = values.displayName.trim();
    if (!displayName) errors.displayName = 'Display name is required';
    else if (displayName.length < DISPLAY_NAME_MIN) errors.displayName = 'Display name must be at least 2 characters';
  }
  return errors;
}

export function hasErrors(errors: AuthFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Editing a field clears that field's error (and, in the form, the server's banner). */
export function clearFieldError(errors: AuthFormErrors, field: AuthField): AuthFormErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
