import { describe, expect, it } from 'vitest';

import { statusBadgeText } from '../multiplayer-page';

describe('lobby status badge', () => {
  it('uses the four status texts', () => {
    expect(statusBadgeText({ state: 'connected', authenticated: true })).toBe('Connected & Ready');
    expect(statusBadgeText({ state: 'connected', authenticated: false })).toBe('Connected (Authenticating...)');
    expect(statusBadgeText({ state: 'connecting', authenticated: false })).toBe('Connecting to server...');
    expect(statusBadgeText({ state: 'disconnected', authenticated: false })).toBe('Disconnected');
  });
});
