import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AuthModal } from '@/features/auth/components/auth-modal';
import { BREAKPOINT_MD } from '@/lib/device';
import { useMediaQuery } from '@/lib/use-media-query';

import { useShellStore } from './shell-store';
import { Sidebar } from './sidebar';
import { SignedOutBanner } from './signed-out-banner';
import { TopBar } from './top-bar';

// The progress toasts: after the shell.
const ProgressShell = lazy(() =>
  import('@/features/progress/components/progress-shell').then((m) => ({ default: m.ProgressShell })),
);

export const MOBILE_QUERY = `(max-width: ${BREAKPOINT_MD - 0.02}px)`;

export function AppLayout() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const drawerOpen = useShellStore((s) => s.drawerOpen) && mobile;
  const collapsed = useShellStore((s) => s.collapsed) && !mobile;
  const closeDrawer = useShellStore((s) => s.closeDrawer);
  const { pathname } = useLocation();
  const asideRef = useRef<HTMLElement>(null);

  // The drawer closes on every route change, and when the window grows to desktop width.
  useEffect(() => {
    closeDrawer();
  }, [pathname, mobile, closeDrawer]);

  // An open drawer takes focus (its close button) and hands it back to the menu button.
  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    asideRef.current?.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [drawerOpen]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  const sidebarClass = mobile
    ? `fixed inset-y-0 left-0 z-40 w-64 border-r border-line shadow-2xl transition-[transform,visibility] duration-300 ${
        drawerOpen ? 'translate-x-0' : 'invisible -translate-x-full'
      }`
    : `sticky top-0 h-screen shrink-0 border-r border-line transition-[width] duration-300 ${collapsed ? 'w-16' : 'w-64'}`;

  return (
    <div className="flex min-h-screen bg-canvas text-fg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      {mobile && drawerOpen && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/50" onClick={closeDrawer} />
      )}
      <aside
        ref={asideRef}
        id="app-sidebar"
        aria-label="Sidebar"
        className={sidebarClass}
        data-state={mobile ? (drawerOpen ? 'open' : 'closed') : collapsed ? 'collapsed' : 'expanded'}
      >
        <Sidebar mobile={mobile} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The top bar and, under it, the progress toasts: one sticky header, so a toast takes
            its own room instead of covering the page (components/ui/toast). */}
        <div className="sticky top-0 z-20">
          <TopBar mobile={mobile} />
          <Suspense fallback={null}>
            <ProgressShell />
          </Suspense>
        </div>
        <SignedOutBanner />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      <AuthModal />
    </div>
  );
}
