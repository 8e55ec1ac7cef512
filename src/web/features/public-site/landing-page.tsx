import { FileSignature } from 'lucide-react';
import { DEFAULT_BRAND_NAME } from '../../../shared/brand.ts';
import { buttonClass } from '../../components/ui/button.tsx';

/** The signed-out home page; the public-site work replaces it with the full landing page. */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand to-brand-2 text-white">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5">
        <span className="flex items-center gap-2 text-xl font-bold">
          <FileSignature className="h-6 w-6" aria-hidden="true" /> {DEFAULT_BRAND_NAME}
        </span>
        <a href="/api/login" className="text-sm font-medium underline-offset-4 hover:underline">
          Dealer Login
        </a>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{DEFAULT_BRAND_NAME}</h1>
        <p className="mt-4 text-lg text-white/90 sm:text-xl">
          Sales, finance and handover paperwork signed on the customer's own phone, sealed and filed in
          minutes.
        </p>
        <div className="mt-10 grid w-full max-w-sm gap-3 sm:max-w-none sm:grid-flow-col sm:justify-center">
          <a href="/api/login" className={buttonClass('outline', 'border-white text-brand-ink')}>
            Dealer Login
          </a>
          <a
            href="/api/login?mode=register"
            className={buttonClass('primary', 'bg-white/15 ring-1 ring-white/60 hover:bg-white/25')}
          >
            Dealer Registration
          </a>
          <a href="/complete-demo" className={buttonClass('ghost', 'text-white hover:bg-white/10')}>
            Watch Demo
          </a>
        </div>
      </main>
    </div>
  );
}
