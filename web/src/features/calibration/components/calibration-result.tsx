// The calibration's final result (docs/assessment.md, "The pages"): the tactics rating with its 90% interval on
// the 400–2200 scale, level, message, next steps, weak and strong motifs.

import { NextSteps } from '@/components/test-position/next-steps';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatingBand } from '@/components/ui/rating-band';
import { themeName } from '@/lib/puzzles/theme-name';
import { CALIBRATION_SCALE, intervalText, scaleNote } from '@/lib/rating-interval';

import type { CalibrationResult } from '../api/schemas';

export function CalibrationResultView({ result, onRetake }: { result: CalibrationResult; onRetake: () => void }) {
  return (
    <section className="flex max-w-3xl flex-col gap-4" data-testid="calibration-result">
      <div className="rounded-2xl border border-line bg-surface p-6">
        <h2 className="text-xl font-bold">Calibration complete</h2>
        <p className="mt-3 text-4xl font-extrabold" data-testid="calibration-rating">
          {Math.round(result.tacticsRating)}
        </p>
        <p className="text-muted" data-testid="calibration-interval">
          {intervalText(result.tacticsRating, result.interval)} · {result.summary.level} · {result.correct}/
          {result.total} solved
        </p>
        <div className="mt-4">
          <RatingBand rating={result.tacticsRating} interval={result.interval} scale={CALIBRATION_SCALE} />
        </div>
        <p className="mt-2 text-sm text-muted" data-testid="rating-scale-note">
          {scaleNote('calibration')}
        </p>
        <p className="mt-4">{result.summary.message}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface p-5">
          <h3 className="font-semibold">Strong motifs</h3>
          <p className="mt-1 text-sm text-muted">{result.strongMotifs.map(themeName).join(', ') || '—'}</p>
        </div>
        <div className="rounded-xl border border-line bg-surface p-5" data-testid="calibration-weak">
          <h3 className="font-semibold">Weak motifs</h3>
          <p className="mt-1 text-sm text-muted">{result.weakMotifs.map(themeName).join(', ') || '—'}</p>
        </div>
      </div>
      <NextSteps steps={result.summary.nextSteps} heading="h3" />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/puzzles">Start Solving Puzzles</ButtonLink>
        <Button variant="secondary" onClick={onRetake}>
          Take it again
        </Button>
      </div>
    </section>
  );
}
