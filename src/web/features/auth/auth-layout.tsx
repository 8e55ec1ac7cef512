import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DEFAULT_BRAND_NAME } from '../../../shared/dealer/brand.ts';

/** The centred card that every sign-in, registration and password screen shares. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand to-brand-2 px-4 py-10">
      <Link href="/" className="mb-6 text-2xl font-bold text-white">
        {DEFAULT_BRAND_NAME}
      </Link>
      <main className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null;
  const style =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2 text-sm ${style}`}
    >
      {message}
    </div>
  );
}
