// A rating with its 90% interval ("1450 ± 120") and where that interval sits on a scale (the
// strength assessment's 400–1800, the calibration's 400–2200): what the band under a result
// draws. Pure geometry in percent of the scale's width, so it is tested without a DOM.

export interface RatingInterval {
  low: number;
  high: number;
}

export interface RatingScale {
  min: number;
  max: number;
}

export const ASSESSMENT_SCALE: RatingScale = { min: 400, max: 1800 };
export const CALIBRATION_SCALE: RatingScale = { min: 400, max: 2200 };

export interface BandGeometry {
  /** Left edge of the interval, percent of the scale's width. */
  left: number;
  /** Width of the interval, percent; at least MIN_BAND_WIDTH so a narrow interval stays visible. */
  width: number;
  /** The rating's marker, percent. */
  marker: number;
  /** Scale labels (every `step` points) with their position, percent. */
  ticks: { value: number; at: number }[];
}

export const MIN_BAND_WIDTH = 1;

function percentOn(value: number, scale: RatingScale): number {
  const span = scale.max - scale.min;
  if (span <= 0) return 0;
  return Math.min(100, Math.max(0, ((value - scale.min) / span) * 100));
}

/**
 * The band of `interval` and the marker of `rating` on `scale`. Values outside the scale are
 * clamped to its ends; an interval given upside down is read the right way round.
 */
export function bandGeometry(rating: number, interval: RatingInterval, scale: RatingScale, step = 200): BandGeometry {
  const lo = percentOn(Math.min(interval.low, interval.high), scale);
  const hi = percentOn(Math.max(interval.low, interval.high), scale);
  let width = hi - lo;
  let left = lo;
  if (width < MIN_BAND_WIDTH) {
    width = MIN_BAND_WIDTH;
    left = Math.min(100 - MIN_BAND_WIDTH, Math.max(0, (lo + hi) / 2 - MIN_BAND_WIDTH / 2));
  }
  const ticks: { value: number; at: number }[] = [];
  for (let v = scale.min; v <= scale.max; v += step) ticks.push({ value: v, at: percentOn(v, scale) });
  return { left, width, marker: percentOn(rating, scale), ticks };
}

/**
 * How a person reads the estimate: "1450 ± 120" when the interval is even around the rating,
 * else the range ("1720 (1590–1800)"), as an interval cut by the scale's end is. Beyond the top
 * of the scale ("1800+") the cut interval (1800–1800) says nothing: "1800 or more".
 */
export function intervalText(rating: number, interval: RatingInterval, aboveScale = false): string {
  const r = Math.round(rating);
  if (aboveScale) return `${r} or more`;
  const below = r - Math.round(interval.low);
  const above = Math.round(interval.high) - r;
  if (Math.abs(below - above) <= 5) return `${r} ± ${Math.round((below + above) / 2)}`;
  return `${r} (${Math.round(interval.low)}–${Math.round(interval.high)})`;
}

/** The 90% interval in words: "900–1300", or "1800 and above" beyond the top of the scale. */
export function intervalRangeText(interval: RatingInterval, aboveScale = false): string {
  return aboveScale
    ? `${Math.round(interval.low)} and above`
    : `${Math.round(interval.low)}–${Math.round(interval.high)}`;
}

/**
 * Said of an assessment result whose estimate lies above the assessment's scale ("1800+"), in
 * place of scaleNote: where the scale ends and which test measures beyond it.
 */
export const aboveScaleNote =
  `Above the top of the assessment's scale, ${ASSESSMENT_SCALE.min}–${ASSESSMENT_SCALE.max}. ` +
  `The calibration test rates with the same model on ${CALIBRATION_SCALE.min}–${CALIBRATION_SCALE.max} and can tell how far above.`;

/**
 * What scale a test's result is stated on, and that the other test states the same estimate on
 * its own (issue 30: one rating model behind the strength assessment and the calibration test).
 */
export function scaleNote(test: 'assessment' | 'calibration'): string {
  const a = `${ASSESSMENT_SCALE.min}–${ASSESSMENT_SCALE.max}`;
  const c = `${CALIBRATION_SCALE.min}–${CALIBRATION_SCALE.max}`;
  return test === 'assessment'
    ? `Stated on the assessment's scale, ${a}. The calibration test rates with the same model on ${c}.`
    : `Stated on the calibration's scale, ${c}. The strength assessment rates with the same model on ${a}.`;
}
