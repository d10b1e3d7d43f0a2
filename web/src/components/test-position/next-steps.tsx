// "Next steps" after a test (strength assessment and calibration): where to practise, as links the
// server chose from the themes missed. Nothing at all when there is no step.

import { Link } from 'react-router';

import type { NextStep } from '@/lib/test-position';

export function NextSteps({
  steps,
  heading: Heading = 'h2',
  testId,
}: {
  steps: NextStep[];
  heading?: 'h2' | 'h3';
  testId?: string;
}) {
  if (steps.length === 0) return null;
  return (
    <div className="rounded-xl border border-line bg-surface p-5" data-testid={testId}>
      <Heading className="font-semibold">Next steps</Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {steps.map((s) => (
          <li key={s.href + s.text}>
            <Link className="text-link underline underline-offset-4" to={s.href}>
              {s.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
