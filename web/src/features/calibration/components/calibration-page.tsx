// /phase0: the calibration test page.

import { PageHeader } from '@/components/ui/page-header';

import { CalibrationWidget } from './calibration-widget';

export function CalibrationPage() {
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        title="Calibration Test"
        description="Twelve timed tactics positions that calibrate your puzzle rating on a scale from 400 to 2200."
      />
      <CalibrationWidget />
    </section>
  );
}
