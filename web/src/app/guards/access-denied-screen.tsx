import { ButtonLink } from '@/components/ui/button';

export function AccessDeniedScreen() {
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="mt-3 text-muted">You don&apos;t have permission to access this page.</p>
      <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
        Go to Dashboard
      </ButtonLink>
    </section>
  );
}
