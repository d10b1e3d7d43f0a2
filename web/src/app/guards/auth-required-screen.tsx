import { Button, ButtonLink } from '@/components/ui/button';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';

export function AuthRequiredScreen({ featureName }: { featureName?: string }) {
  const openAuthModal = useAuthModalStore((s) => s.open);
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">Authentication Required</h1>
      <p className="mt-3 text-muted">Please sign in to access this page and continue your chess journey.</p>
      {featureName && <p className="mt-2 text-sm text-muted">Signing in gives you access to {featureName}.</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openAuthModal('login')}>Sign In</Button>
        <ButtonLink to="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
      <p className="mt-6 rounded-lg bg-surface-2 p-3 text-sm text-muted md:hidden">
        Mobile tip: tap a piece and then its target square, or drag it with your finger. Swipe the menu open from the
        top-left button.
      </p>
    </section>
  );
}
