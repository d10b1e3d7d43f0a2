import { describe, expect, it } from 'vitest';

import { checkCallbackParams, newOAuthState, providerErrorMessage, safeReturnPath } from '../oauth';

const params = (q: string) => new URLSearchParams(q);

describe('third-party sign-in return rules', () => {
  it('fails on a state that differs from the stored one', () => {
    expect(checkCallbackParams(params('code=c&state=a'), 'b')).toEqual({
      ok: false,
      message: 'Invalid state parameter',
    });
    expect(checkCallbackParams(params('code=c&state=a'), 'a')).toEqual({ ok: true, code: 'c' });
    // Only when both exist.
    expect(checkCallbackParams(params('code=c&state=a'), null)).toEqual({ ok: true, code: 'c' });
  });

  it('needs a code', () => {
    expect(checkCallbackParams(params('state=a'), 'a')).toEqual({
      ok: false,
      message: 'No authorization code received from Google.',
    });
  });

  it('names the provider errors', () => {
    expect(providerErrorMessage('access_denied', null)).toBe(
      'Access denied. You cancelled the authentication process.',
    );
    expect(providerErrorMessage('invalid_request', null)).toBe('Invalid authentication request.');
    expect(providerErrorMessage('unsupported_response_type', null)).toBe('Unsupported response type.');
    expect(providerErrorMessage('server_error', 'Down for maintenance')).toBe('Down for maintenance');
    expect(providerErrorMessage('weird', null)).toBe('Authentication failed: weird');
    expect(checkCallbackParams(params('error=access_denied'), null)).toMatchObject({ ok: false });
  });

  it('makes URL-safe states and keeps return paths on this site', () => {
    expect(newOAuthState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(safeReturnPath('/profile', '/')).toBe('/profile');
    expect(safeReturnPath('//evil.example', '/')).toBe('/');
    expect(safeReturnPath(null, '/dashboard')).toBe('/dashboard');
  });
});
