import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** Target of failed sign-ins; the message arrives as ?message=… */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const message = params.get('message') ?? 'Failed to complete authentication';
  return (
    <section className="mx-auto max-w-xl">
      <PageHeader title="Authentication Failed" description={message} />
      <ButtonLink to="/dashboard" variant="secondary">
        Go to Home
      </ButtonLink>
    </section>
  );
}
