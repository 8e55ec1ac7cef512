// The app header of every signed-in screen: the dealer's brand and colours, the greeting, the dashboard's links
// as a row on wide screens and a menu on phones, and the notifications bell.

import {
  Activity,
  Bell,
  FileSearch,
  FileText,
  FolderLock,
  Home,
  KeyRound,
  LayoutDashboard,
  LogIn,
  LogOut,
  Mail,
  MailCheck,
  Menu,
  Settings,
  Shield,
  Upload,
  Users,
  X,
} from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PATHS } from '../../shared/api/paths.ts';
import type { CurrentUser } from '../../shared/dealer/auth.schema.ts';
import { DEFAULT_BRAND_NAME } from '../../shared/dealer/brand.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { useUnreadCount } from '../features/notifications/index.ts';
import { cn } from '../lib/cn.ts';
import { useDealerSettings } from '../lib/dealer-settings.ts';

type NavLink = { href: string; label: string; icon: typeof Home; adminOnly?: boolean };

const LINKS: NavLink[] = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/upload', label: 'Upload', icon: Upload },
  { href: '/admin', label: 'Documents admin', icon: FileText },
  { href: '/dealer-files', label: 'Dealer files', icon: FolderLock },
  { href: '/email-test', label: 'Email test', icon: Mail },
  { href: '/settings', label: 'Settings', icon: Settings },
  // The admin header: shown to administrators only, in a row of its own.
  { href: '/admin-dashboard', label: 'Admin Dashboard', icon: Shield, adminOnly: true },
  { href: '/admin-control-center', label: 'Admin Control Center', icon: Activity, adminOnly: true },
  { href: '/admin-dealer-crm', label: 'Dealer CRM', icon: Users, adminOnly: true },
  { href: '/admin-password-reset', label: 'File passwords', icon: KeyRound, adminOnly: true },
  { href: '/admin-learnt-forms', label: 'Learnt forms', icon: FileSearch, adminOnly: true },
  { href: '/admin-smtp', label: 'Mail outbox', icon: Mail, adminOnly: true },
  {
    href: '/admin-control-center#email-testing',
    label: 'E-mail testing',
    icon: MailCheck,
    adminOnly: true,
  },
];

const isCurrent = (href: string, location: string) =>
  href === '/'
    ? location === '/'
    : href === '/dashboard'
      ? location.startsWith('/dashboard') || location === '/documents' || location === '/dealer-dashboard'
      : href === '/settings'
        ? location === '/settings' || location === '/dealer-settings'
        : location === href || location.startsWith(`${href}/`);

export function AppHeader({ user }: { user: CurrentUser | null }) {
  const settings = useDealerSettings();
  const unread = useUnreadCount();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address
  useEffect(() => setMenuOpen(false), [location]);
  const brandName = settings.data?.dealershipName || DEFAULT_BRAND_NAME;
  const links = LINKS.filter((l) => !l.adminOnly);
  const adminLinks = user?.isAdmin ? LINKS.filter((l) => l.adminOnly) : [];
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="app-header">
      <div className="h-1 bg-gradient-to-r from-brand to-brand-2" aria-hidden="true" />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2">
        <Link href="/" className="flex min-w-0 items-center gap-2 text-lg font-bold text-slate-900">
          {settings.data?.dealershipLogo && (
            <img src={settings.data.dealershipLogo} alt="" className="h-8 w-auto max-w-24 object-contain" />
          )}
          <span className="truncate">{brandName}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 text-sm">
          {user && <span className="mr-2 hidden text-slate-600 lg:inline">Welcome, {user.email}</span>}
          {user?.isAdmin && (
            <span className="mr-1 hidden items-center gap-1 rounded-full bg-brand/10 px-2 py-1 text-xs font-medium text-brand-ink xl:inline-flex">
              <Shield className="h-3 w-3" aria-hidden="true" /> Administrator
            </span>
          )}
          <Link
            href="/dashboard/notifications"
            className={buttonClass('ghost', 'relative min-h-9 px-3')}
            aria-label={`Notifications, ${unread} unread`}
          >
            <Bell className="h-5 w-5" aria-hidden="true" />
            {unread > 0 && (
              <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white">
                <span className="sm:hidden">{unread > 9 ? '9+' : unread}</span>
                <span className="hidden sm:inline">{unread}</span>
              </span>
            )}
          </Link>
          {/* On phones Logout lives in the menu (a wrapper: clsx does not resolve clashing display classes). */}
          <span className="hidden md:inline-flex">
            <SessionControl signedIn={user !== null} />
          </span>
          <span className="md:hidden">
            <button
              type="button"
              className={buttonClass('ghost', 'min-h-9 px-3')}
              aria-expanded={menuOpen}
              aria-controls="app-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Menu className="h-5 w-5" aria-hidden="true" />
              )}
              Menu
            </button>
          </span>
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-6xl flex-wrap gap-1 px-3 pb-2 md:flex">
        {links.map((link) => (
          <NavItem key={link.href} link={link} current={isCurrent(link.href, location)} />
        ))}
      </nav>
      {adminLinks.length > 0 && (
        <nav
          aria-label="Administration"
          className="hidden border-t border-slate-100 bg-slate-50 md:block"
          data-testid="admin-header"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-3 py-1">
            <span className="mr-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Admin</span>
            {adminLinks.map((link) => (
              <NavItem key={link.href} link={link} current={isCurrent(link.href, location)} />
            ))}
          </div>
        </nav>
      )}
      {menuOpen && (
        <nav
          id="app-menu"
          aria-label="Menu"
          className="grid gap-1 border-t border-slate-200 px-3 py-2 md:hidden"
        >
          {user && <p className="truncate px-3 py-1 text-sm text-slate-600">Welcome, {user.email}</p>}
          {links.map((link) => (
            <NavItem key={link.href} link={link} current={isCurrent(link.href, location)} />
          ))}
          {adminLinks.length > 0 && (
            <p className="mt-1 border-t border-slate-100 px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Admin
            </p>
          )}
          {adminLinks.map((link) => (
            <NavItem key={link.href} link={link} current={isCurrent(link.href, location)} />
          ))}
          <SessionControl signedIn={user !== null} />
        </nav>
      )}
    </header>
  );
}

function NavItem({ link, current }: { link: NavLink; current: boolean }) {
  const Icon = link.icon;
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        buttonClass('ghost', 'min-h-9 justify-start px-3'),
        current && 'bg-brand/10 text-brand-ink',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {link.label}
    </Link>
  );
}

/**
 * Login/Logout: full-page navigations. Signing out is a POST (GET /api/logout only asks, so a
 * link on another site cannot sign anyone out); the page then goes to / as the GET used to.
 */
function signOut(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  void fetch(PATHS.logout, { method: 'POST', credentials: 'include', redirect: 'manual' }).then(
    () => window.location.assign('/'),
    () => window.location.assign(PATHS.logout),
  );
}

function SessionControl({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <a
      href={PATHS.logout}
      onClick={signOut}
      // On the dashboard drawn on the server, a tap before the script runs is held until it does
      // (public/after-load.js): following the link would only ask whether to sign out.
      data-needs-script=""
      className={buttonClass('ghost', 'min-h-9 w-full justify-start px-3')}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
    </a>
  ) : (
    <a href={PATHS.login} className={buttonClass('ghost', 'min-h-9 w-full justify-start px-3')}>
      <LogIn className="h-4 w-4" aria-hidden="true" /> Login
    </a>
  );
}
