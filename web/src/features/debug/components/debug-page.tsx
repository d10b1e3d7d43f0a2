import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-errors';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useThemeStore } from '@/lib/theme-store';

import { useHealth } from '../api/get-health';

export function DebugPage() {
  const health = useHealth();
  const theme = useThemeStore((s) => s.theme);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  let status: string;
  if (health.isPending) status = 'Checking…';
  else if (health.isError) status = errorMessage(health.error);
  else status = 'OK';

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title="Debug" description="Diagnostics for this browser: API health and local state." />
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface p-5 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">API health</dt>
        <dd className="text-muted" data-testid="api-health">
          {status}
        </dd>
        <dt className="font-semibold">Theme</dt>
        <dd className="text-muted">{theme}</dd>
        <dt className="font-semibold">Signed in</dt>
        <dd className="text-muted">{isAuthenticated ? 'yes' : 'no'}</dd>
        <dt className="font-semibold">Build mode</dt>
        <dd className="text-muted">{import.meta.env.MODE}</dd>
      </dl>
      <Button className="mt-4" variant="secondary" onClick={() => void health.refetch()}>
        Check again
      </Button>
    </section>
  );
}
