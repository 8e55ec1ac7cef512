import { Lock } from 'lucide-react';
import { PATHS } from '../../../shared/api/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const REASONS = [
  'Secure access to your dealership documents',
  'Multi-tenant data protection: each dealer sees only their own customers and files',
  'White-label branding with your logo and colours',
  'Customer relationship management and signing history',
];

/** Shown at /dashboard and /dealer-app to visitors who are not signed in. */
export default function AuthRequiredPage() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <Card as="main" className="w-full max-w-lg p-6 text-center shadow-sm sm:p-8">
        <Lock className="mx-auto h-10 w-10 text-brand-ink" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold">Authentication Required</h1>
        <p className="mt-2 text-slate-600">
          You need to log in to access your dealer dashboard and preview documents.
        </p>
        <section className="mt-6 rounded-lg bg-slate-50 p-4 text-left">
          <h2 className="text-sm font-semibold text-slate-800">Why login is required</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        <div className="mt-6 grid gap-3">
          <a href={PATHS.login} className={buttonClass('primary')}>
            Log In
          </a>
          <a href="/complete-demo" className={buttonClass('outline')}>
            Watch Demo (No Login Required)
          </a>
        </div>
      </Card>
    </div>
  );
}
