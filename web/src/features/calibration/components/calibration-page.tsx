import { PagePlaceholder } from '@/components/ui/page-header';

export function CalibrationPage() {
  return (
    <PagePlaceholder
      title="Calibration Test"
      description="A timed tactics test that calibrates your puzzle rating."
    />
  );
}
