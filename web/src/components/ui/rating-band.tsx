// A rating's 90% interval drawn as a band on its scale, with the rating as a marker
// (lib/rating-interval.ts does the geometry).

import {
  bandGeometry,
  intervalRangeText,
  intervalText,
  type RatingInterval,
  type RatingScale,
} from '@/lib/rating-interval';

export function RatingBand({
  rating,
  interval,
  scale,
  aboveScale = false,
}: {
  rating: number;
  interval: RatingInterval;
  scale: RatingScale;
  /** The estimate lies beyond the scale's top ("1800+"): the interval reads "1800 and above". */
  aboveScale?: boolean;
}) {
  const g = bandGeometry(rating, interval, scale);
  const where = aboveScale
    ? `above the top of a scale from ${scale.min} to ${scale.max}`
    : `90% sure it lies between ${Math.round(interval.low)} and ${Math.round(interval.high)}, on a scale from ${scale.min} to ${scale.max}`;
  const label = `Estimated rating ${intervalText(rating, interval, aboveScale)}: ${where}`;
  return (
    <figure className="flex flex-col gap-1" data-testid="rating-band" aria-label={label}>
      <div className="relative h-6 w-full rounded-full bg-surface-2" role="img" aria-label={label}>
        <div
          className="absolute inset-y-0 rounded-full bg-accent/40"
          data-testid="rating-band-interval"
          style={{ left: `${g.left}%`, width: `${g.width}%` }}
        />
        <div
          className="absolute inset-y-[-4px] w-1 -translate-x-1/2 rounded bg-accent"
          data-testid="rating-band-marker"
          style={{ left: `${g.marker}%` }}
        />
      </div>
      <div className="relative h-4 text-xs text-muted" aria-hidden="true">
        {g.ticks.map((t) => (
          <span key={t.value} className="absolute -translate-x-1/2" style={{ left: `${t.at}%` }}>
            {t.value}
          </span>
        ))}
      </div>
      <figcaption className="text-sm text-muted">90% interval: {intervalRangeText(interval, aboveScale)}</figcaption>
    </figure>
  );
}
