import { PagePlaceholder } from '@/components/ui/page-header';

export function AcademyPage() {
  return (
    <PagePlaceholder
      title="Chess Academy"
      description="Your hub for lessons, puzzles, the strength test and the daily plan."
    />
  );
}
