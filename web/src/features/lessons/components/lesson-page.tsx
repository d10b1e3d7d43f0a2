import { PagePlaceholder } from '@/components/ui/page-header';

export function LessonPage() {
  return (
    <PagePlaceholder
      title="Interactive Lesson"
      description="A step-by-step lesson with a board, instructions and a completion check."
    />
  );
}
