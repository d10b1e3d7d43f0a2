import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import {
  ApiError,
  errorMessage,
  messageForStatus,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/lib/api-errors';

// Row by row.
const catalogue: [number, string][] = [
  [400, 'Bad request. Please check your input.'],
  [401, 'Authentication required. Please log in.'],
  [403, 'Access denied. You do not have permission.'],
  [404, 'Resource not found.'],
  [409, 'Conflict. Resource already exists.'],
  [422, 'Invalid data provided.'],
  [429, 'Too many requests. Please try again later.'],
  [500, 'Server error. Please try again later.'],
  [502, 'Service unavailable. Please try again later.'],
  [503, 'Service temporarily unavailable.'],
  [504, 'Request timeout. Please try again.'],
  [418, 'Server error (418).'],
  [501, 'Server error (501).'],
];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('error catalogue', () => {
  it.each(catalogue)('status %i reads "%s"', (status, text) => {
    expect(messageForStatus(status)).toBe(text);
  });

  describe('as the user sees it from a failed call', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it.each(catalogue)('a %i answer without a message shows "%s"', async (status, text) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(status, { success: false })),
      );
      const result = api.get('/anything', { retries: 0, auth: false });
      await expect(result).rejects.toMatchObject({ message: text, status });
    });

    it('prefers the server message field', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          jsonResponse(409, { success: false, message: 'Email already registered', code: 'EMAIL_TAKEN' }),
        ),
      );
      await expect(api.post('/auth/register', {}, { auth: false })).rejects.toMatchObject({
        message: 'Email already registered',
        code: 'EMAIL_TAKEN',
        status: 409,
      });
    });

    it('reports a missing response as a network error', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await expect(api.get('/health', { retries: 0 })).rejects.toMatchObject({
        message: NETWORK_ERROR_MESSAGE,
        kind: 'network',
        status: undefined,
      });
    });
  });

  it('shows an error its own message, or the generic text', () => {
    expect(errorMessage(new ApiError('Resource not found.', 'http', 404))).toBe('Resource not found.');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(new Error(''))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage('weird')).toBe('An unexpected error occurred.');
  });
});
