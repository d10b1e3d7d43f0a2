import { PagePlaceholder } from '@/components/ui/page-header';

export function AuthSuccessPage() {
  return (
    <PagePlaceholder
      title="Completing your sign in..."
      description="Your session is being set up."
    />
  );
}
