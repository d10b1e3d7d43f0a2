import { PagePlaceholder } from '@/components/ui/page-header';

export function StrengthAssessmentPage() {
  return (
    <PagePlaceholder
      title="Strength Assessment"
      description="Estimate your rating from 12 positions in about 10-15 minutes."
    />
  );
}
