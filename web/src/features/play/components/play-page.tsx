import { PagePlaceholder } from '@/components/ui/page-header';

export function PlayPage() {
  return (
    <PagePlaceholder
      title="Play vs Computer"
      description="Play against AI opponents across 25 levels, from first steps to master strength."
    />
  );
}
