import { PagePlaceholder } from '@/components/ui/page-header';

export function AuthCallbackPage() {
  return (
    <PagePlaceholder
      title="Signing You In"
      description="Finishing the sign-in with your identity provider."
    />
  );
}
