import { PagePlaceholder } from '@/components/ui/page-header';

export function LessonsPage() {
  return (
    <PagePlaceholder
      title="Lessons"
      description="Interactive chess lessons in five categories, from the basics to expert mastery."
    />
  );
}
