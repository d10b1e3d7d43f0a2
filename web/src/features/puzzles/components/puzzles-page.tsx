import { PagePlaceholder } from '@/components/ui/page-header';

export function PuzzlesPage() {
  return (
    <PagePlaceholder
      title="Puzzles"
      description="Sharpen your tactics with puzzle sets from beginner to advanced."
    />
  );
}
