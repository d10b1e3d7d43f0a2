import { describe, expect, it } from 'vitest';

import {
  ASSESSMENT_SCALE,
  CALIBRATION_SCALE,
  MIN_BAND_WIDTH,
  bandGeometry,
  intervalRangeText,
  intervalText,
} from '../rating-interval';

describe('bandGeometry', () => {
  it('places the interval and the marker in percent of the 400–1800 scale', () => {
    const g = bandGeometry(1100, { low: 960, high: 1240 }, ASSESSMENT_SCALE);
    expect(g.left).toBeCloseTo(40);
    expect(g.width).toBeCloseTo(20);
    expect(g.marker).toBeCloseTo(50);
  });

  it('uses the calibration scale 400–2200', () => {
    const g = bandGeometry(1300, { low: 1120, high: 1480 }, CALIBRATION_SCALE);
    expect(g.left).toBeCloseTo(40);
    expect(g.width).toBeCloseTo(20);
    expect(g.marker).toBeCloseTo(50);
    expect(g.ticks.map((t) => t.value)).toEqual([400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200]);
    expect(g.ticks.at(-1)?.at).toBe(100);
  });

  it('cuts an interval that runs past the scale at its ends', () => {
    const top = bandGeometry(1790, { low: 1600, high: 1980 }, ASSESSMENT_SCALE);
    expect(top.left + top.width).toBeCloseTo(100);
    expect(top.marker).toBeLessThanOrEqual(100);
    const bottom = bandGeometry(380, { low: 200, high: 540 }, ASSESSMENT_SCALE);
    expect(bottom.left).toBe(0);
    expect(bottom.width).toBeCloseTo(10);
    expect(bottom.marker).toBe(0);
  });

  it('keeps a very narrow interval visible and reads an upside-down one the right way round', () => {
    const narrow = bandGeometry(1100, { low: 1100, high: 1100 }, ASSESSMENT_SCALE);
    expect(narrow.width).toBe(MIN_BAND_WIDTH);
    expect(narrow.left).toBeCloseTo(50 - MIN_BAND_WIDTH / 2);
    const flipped = bandGeometry(1100, { low: 1240, high: 960 }, ASSESSMENT_SCALE);
    expect(flipped.left).toBeCloseTo(40);
    expect(flipped.width).toBeCloseTo(20);
  });

  it('a wider interval draws a wider band (fewer answers, less sure)', () => {
    const sure = bandGeometry(1100, { low: 1000, high: 1200 }, ASSESSMENT_SCALE);
    const unsure = bandGeometry(1100, { low: 800, high: 1400 }, ASSESSMENT_SCALE);
    expect(unsure.width).toBeGreaterThan(sure.width);
  });
});

describe('intervalText', () => {
  it('writes an even interval as ±, an uneven one as the range', () => {
    expect(intervalText(1450, { low: 1330, high: 1570 })).toBe('1450 ± 120');
    expect(intervalText(1720, { low: 1590, high: 1800 })).toBe('1720 (1590–1800)');
  });

  it('writes an estimate above the top of the scale as "or more", not as an interval cut to nothing', () => {
    expect(intervalText(1800, { low: 1800, high: 1800 }, true)).toBe('1800 or more');
    expect(intervalRangeText({ low: 1800, high: 1800 }, true)).toBe('1800 and above');
    expect(intervalRangeText({ low: 900, high: 1300 })).toBe('900–1300');
  });
});
