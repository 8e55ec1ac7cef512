// The app header of the signed-in screens: the dealer's brand, the greeting and the signed-in controls.
import { Bell, LogOut, Mail, Settings, Shield } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../shared/auth.schema.ts';
import { DEFAULT_BRAND_NAME } from '../../shared/brand.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { useNotifications } from '../features/notifications/api.ts';
import { useDealerSettings } from '../lib/dealer-settings.ts';

/** `onNotifications` (while the dashboard is shown) opens its notifications tab; otherwise no bell. */
export function AppHeader({ user, onNotifications }: { user: CurrentUser; onNotifications?: () => void }) {
  const settings = useDealerSettings();
  const { unread } = useNotifications();
  const brandName = settings.data?.dealershipName || DEFAULT_BRAND_NAME;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex min-w-0 items-center gap-2 text-lg font-bold text-slate-900">
          {settings.data?.dealershipLogo && (
            <img src={settings.data.dealershipLogo} alt="" className="h-8 w-auto" />
          )}
          <span className="truncate">{brandName}</span>
        </Link>
        <div className="flex flex-wrap items-center gap-1 text-sm sm:gap-2">
          <span className="hidden text-slate-600 md:inline">Welcome, {user.email}</span>
          {user.isAdmin && (
            <Link
              href="/admin-smtp"
              className={buttonClass('outline', 'min-h-9 px-3')}
              aria-label="Mail outbox"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />{' '}
              <span className="hidden sm:inline">Mail outbox</span>
            </Link>
          )}
          {user.isAdmin && (
            <span className="hidden items-center gap-1 rounded-full bg-brand/10 px-2 py-1 text-xs font-medium text-brand-ink sm:inline-flex">
              <Shield className="h-3 w-3" aria-hidden="true" /> Administrator
            </span>
          )}
          {onNotifications && (
            <button
              type="button"
              onClick={onNotifications}
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
            </button>
          )}
          <Link href="/settings" aria-label="Settings" className={buttonClass('ghost', 'min-h-9 px-3')}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Settings</span>
          </Link>
          <a href="/api/logout" className={buttonClass('ghost', 'min-h-9 px-3')}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
          </a>
        </div>
      </div>
    </header>
  );
}
