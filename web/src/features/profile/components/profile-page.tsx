import { PagePlaceholder } from '@/components/ui/page-header';

export function ProfilePage() {
  return (
    <PagePlaceholder
      title="Profile"
      description="Your account details, rating and activity."
    />
  );
}
