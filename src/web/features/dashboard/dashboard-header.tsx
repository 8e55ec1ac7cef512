import { LogOut, Mail, Shield } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../../shared/auth.schema.ts';
import { DEFAULT_BRAND_NAME } from '../../../shared/brand.ts';
import { buttonClass } from '../../components/ui/button.tsx';

export function DashboardHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand">
          {user.dealershipName ?? DEFAULT_BRAND_NAME}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="hidden text-slate-600 sm:inline">Welcome, {user.email}</span>
          {user.isAdmin && (
            <Link href="/admin-smtp" className={buttonClass('outline', 'min-h-9 px-3')}>
              <Mail className="h-4 w-4" aria-hidden="true" /> Mail outbox
            </Link>
          )}
          {user.isAdmin && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand/10 px-2 py-1 text-xs font-medium text-brand">
              <Shield className="h-3 w-3" aria-hidden="true" /> Administrator
            </span>
          )}
          <a href="/api/logout" className={buttonClass('ghost', 'min-h-9 px-3')}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
          </a>
        </div>
      </div>
    </header>
  );
}
