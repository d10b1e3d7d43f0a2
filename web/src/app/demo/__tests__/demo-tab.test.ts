import { describe, expect, it } from 'vitest';

import { demoTab } from '../demo-page';

describe('demoTab', () => {
  it('reads the three tabs of the query parameter', () => {
    expect(demoTab('daily-plan')).toBe('daily-plan');
    expect(demoTab('bot-game')).toBe('bot-game');
    expect(demoTab('calibration')).toBe('calibration');
  });

  it('falls back to the daily plan for a missing or unknown tab', () => {
    expect(demoTab(null)).toBe('daily-plan');
    expect(demoTab('nonsense')).toBe('daily-plan');
  });
});
