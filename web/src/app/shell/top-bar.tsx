import { useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { MenuIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { logout } from '@/lib/auth/logout';
import { useThemeStore } from '@/lib/theme-store';

import { APP_NAME, pageName, useDocumentTitle } from './page-title';
import { useShellStore } from './shell-store';

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

export function TopBar({ mobile }: { mobile: boolean }) {
  const openDrawer = useShellStore((s) => s.openDrawer);
  const drawerOpen = useShellStore((s) => s.drawerOpen);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const openAuthModal = useAuthModalStore((s) => s.open);
  const name = pageName(useLocation().pathname);
  useDocumentTitle(name);

  return (
    <header className="flex h-16 items-center gap-2 sm:gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur">
      {mobile && (
        <button
          type="button"
          onClick={openDrawer}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="app-sidebar"
          className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
        >
          <MenuIcon />
        </button>
      )}
      <p className="min-w-0 flex-1 truncate text-base font-bold tracking-tight sm:text-lg" data-testid="page-name">
        {name ?? APP_NAME}
      </p>
      <ThemeToggle />
      {isAuthenticated ? (
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-muted sm:inline">
            Welcome, <span className="font-semibold text-fg">{user?.displayName ?? user?.username}</span>
          </span>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </div>
      ) : (
        // On a phone the short words leave the page's name room to be read whole ("Strength
        // Assessment" was cut to "Strength A…"); the button's name stays the same for everyone.
        <Button
          className="whitespace-nowrap px-3 sm:px-4"
          aria-label="Login / Sign Up"
          onClick={() => openAuthModal('login')}
        >
          <span className="sm:hidden">Sign in</span>
          <span className="hidden sm:inline">Login / Sign Up</span>
        </Button>
      )}
    </header>
  );
}
