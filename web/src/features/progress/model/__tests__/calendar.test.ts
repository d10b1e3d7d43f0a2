import { describe, expect, it, vi } from 'vitest';

import { timeZoneOffsetMinutes } from '../calendar';

function at(offsetFromGetTimezoneOffset: number): Date {
  const d = new Date(Date.UTC(2026, 2, 10, 12));
  vi.spyOn(d, 'getTimezoneOffset').mockReturnValue(offsetFromGetTimezoneOffset);
  return d;
}

describe('calendar', () => {
  it('sends minutes east of UTC: the opposite sign of getTimezoneOffset', () => {
    expect(timeZoneOffsetMinutes(at(-60))).toBe(60); // Paris in winter
    expect(timeZoneOffsetMinutes(at(300))).toBe(-300); // New York in winter
    expect(timeZoneOffsetMinutes(at(-345))).toBe(345); // Kathmandu
    expect(timeZoneOffsetMinutes(at(0))).toBe(0);
  });

  it('keeps the offset to what the server accepts: multiples of 15 from -720 to 840', () => {
    expect(timeZoneOffsetMinutes(at(-9))).toBe(15); // a local mean time of old dates
    expect(timeZoneOffsetMinutes(at(-900))).toBe(840);
    expect(timeZoneOffsetMinutes(at(800))).toBe(-720);
  });
});
