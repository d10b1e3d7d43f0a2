import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, LogoMark } from '@/components/ui/icons';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { logout } from '@/lib/auth/logout';

import { AccountStats } from './account-stats';
import { primaryNav, secondaryNav, type NavItem } from './nav-items';
import { useShellStore } from './shell-store';

// Progress (level, streak, achievements) brings the progress rules: loaded after the shell.
const AccountProgress = lazy(() =>
  import('@/features/progress/components/account-progress').then((m) => ({ default: m.AccountProgress })),
);

function Progress() {
  return (
    <Suspense fallback={null}>
      <AccountProgress />
    </Suspense>
  );
}

const badgeClass: Record<NonNullable<NavItem['badge']>, string> = {
  Live: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  Complete: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  Daily: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
};

interface SidebarProps {
  /** Drawer mode (below 768 px): full labels always, a close button, an Account section. */
  mobile: boolean;
}

function NavEntry({ item, compact }: { item: NavItem; compact: boolean }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        title={compact ? item.label : undefined}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-lg px-3 py-2 transition-colors ${
            isActive ? 'bg-surface-2 text-fg ring-1 ring-line' : 'text-muted hover:bg-surface-2 hover:text-fg'
          } ${compact ? 'justify-center' : ''}`
        }
      >
        <Icon className="shrink-0" />
        {compact ? (
          <span className="sr-only">{item.label}</span>
        ) : (
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex items-center gap-2">
              <span className="font-medium text-fg">{item.label}</span>
              {item.badge && (
                <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${badgeClass[item.badge]}`}>
                  {item.badge}
                </span>
              )}
            </span>
            {item.description && <span className="truncate text-xs">{item.description}</span>}
          </span>
        )}
      </NavLink>
    </li>
  );
}

export function Sidebar({ mobile }: SidebarProps) {
  const collapsed = useShellStore((s) => s.collapsed) && !mobile;
  const toggleCollapsed = useShellStore((s) => s.toggleCollapsed);
  const closeDrawer = useShellStore((s) => s.closeDrawer);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const openAuthModal = useAuthModalStore((s) => s.open);
  const loginDemo = useAuthStore((s) => s.loginDemo);

  return (
    <div className="flex h-full flex-col bg-surface">
      <div
        className={`flex h-16 items-center border-b border-line px-3 ${collapsed ? 'justify-center' : 'justify-between'}`}
      >
        <Link
          to="/dashboard"
          className="flex items-center gap-2 rounded-lg p-1 font-bold"
          aria-label="Chess Academy home"
        >
          <LogoMark />
          {!collapsed && <span className="whitespace-nowrap text-lg tracking-tight">Chess Academy</span>}
        </Link>
        {mobile && (
          <button
            type="button"
            onClick={closeDrawer}
            aria-label="Close menu"
            data-drawer-close
            className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
          >
            <CloseIcon />
          </button>
        )}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-4">
        <ul className="flex flex-col gap-1">
          {primaryNav.map((item) => (
            <NavEntry key={item.to} item={item} compact={collapsed} />
          ))}
        </ul>
        <hr className="my-4 border-line" />
        <ul className="flex flex-col gap-1">
          {secondaryNav.map((item) => (
            <NavEntry key={item.to} item={item} compact={collapsed} />
          ))}
        </ul>
      </nav>

      {!collapsed && isAuthenticated && !mobile && (
        <div className="m-3 rounded-xl border border-line bg-surface-2 p-4">
          <p className="truncate font-semibold">{user?.displayName ?? user?.username}</p>
          <Progress />
          <AccountStats />
        </div>
      )}

      {!collapsed && !isAuthenticated && !mobile && (
        <div className="m-3 rounded-xl border border-line bg-surface-2 p-4">
          <p className="font-semibold">Save your progress</p>
          <p className="mt-1 text-sm text-muted">
            Everything is free to try. An account keeps your progress on every device.
          </p>
          <Progress />
          <Button className="mt-3 w-full" onClick={() => openAuthModal('register')}>
            Get Started Free
          </Button>
        </div>
      )}

      {mobile && (
        <section aria-labelledby="account-heading" className="m-3 rounded-xl border border-line bg-surface-2 p-4">
          <h2 id="account-heading" className="text-xs font-semibold uppercase tracking-wider text-muted">
            Account
          </h2>
          {isAuthenticated ? (
            <>
              <p className="mt-2 font-semibold">{user?.displayName ?? user?.username}</p>
              <Progress />
              <AccountStats compact />
              <Button className="mt-3 w-full" variant="secondary" onClick={logout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <p className="mt-2 font-semibold">Welcome</p>
              <p className="mt-1 text-sm text-muted">Try everything without an account.</p>
              <Progress />
              <Button className="mt-3 w-full" onClick={loginDemo}>
                Try Demo Mode
              </Button>
            </>
          )}
        </section>
      )}

      {!mobile && (
        <div className={`border-t border-line p-2 ${collapsed ? 'flex justify-center' : ''}`}>
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-fg"
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            {!collapsed && <span>Collapse</span>}
          </button>
        </div>
      )}
    </div>
  );
}
