import { describe, expect, it } from 'vitest';

import { clearFieldError, EMPTY_FORM, hasErrors, validateAuthForm } from '../validation';

const good = { email: 'ann@example.com', password: 'password1', username: 'ann', displayName: 'Ann' };

describe('auth form validation', () => {
  it('accepts a complete form in both modes', () => {
    expect(validateAuthForm(good, 'login')).toEqual({});
    expect(validateAuthForm(good, 'register')).toEqual({});
  });

  it('requires every field with its text', () => {
    expect(validateAuthForm(EMPTY_FORM, 'register')).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      username: 'Username is required',
      displayName: 'Display name is required',
    });
  });

  it('login asks only for email and password', () => {
    expect(validateAuthForm(EMPTY_FORM, 'login')).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the address shape and the minimum lengths', () => {
    expect(validateAuthForm({ ...good, email: 'ann@example' }, 'login').email).toBe('Please enter a valid email');
    expect(validateAuthForm({ ...good, email: 'ann example.com' }, 'login').email).toBe('Please enter a valid email');
    expect(validateAuthForm({ ...good, password: '1234567' }, 'login').password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateAuthForm({ ...good, username: 'an' }, 'register').username).toBe(
      'Username must be at least 3 characters',
    );
    expect(validateAuthForm({ ...good, displayName: 'A' }, 'register').displayName).toBe(
      'Display name must be at least 2 characters',
    );
    expect(validateAuthForm({ ...good, password: '12345678' }, 'login')).toEqual({});
  });

  it('clears only the edited field', () => {
    const errors = validateAuthForm(EMPTY_FORM, 'login');
    const next = clearFieldError(errors, 'email');
    expect(next).toEqual({ password: 'Password is required' });
    expect(hasErrors(next)).toBe(true);
    expect(hasErrors(clearFieldError(next, 'password'))).toBe(false);
  });
});
