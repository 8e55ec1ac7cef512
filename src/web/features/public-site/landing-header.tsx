import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../shared/api/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { LogoMark } from './logo-mark.tsx';
import { SITE, whatsappHref } from './site-content.ts';

const ANCHORS = [
  ['#features', 'Features'],
  ['#pricing', 'Pricing'],
  ['#about', 'About'],
  ['#contact', 'Contact'],
] as const;

/** The landing page's sticky header: anchors, Watch Demo, WhatsApp, Dealer Login and Registration. */
export function LandingHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <a href="#top" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <LogoMark className="h-8 w-8" />
          {SITE.brandName}
        </a>
        <nav
          aria-label="Sections"
          className="hidden items-center gap-5 text-sm font-medium text-slate-700 lg:flex"
        >
          {ANCHORS.map(([href, label]) => (
            <a key={href} href={href} className="hover:text-indigo-800">
              {label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <HeaderActions onNavigate={close} />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="landing-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </div>
      {open && (
        <div id="landing-menu" className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <nav aria-label="Sections" className="grid py-2 text-base font-medium text-slate-800">
            {ANCHORS.map(([href, label]) => (
              <a key={href} href={href} className="py-2" onClick={close}>
                {label}
              </a>
            ))}
          </nav>
          <div className="grid gap-2">
            <HeaderActions onNavigate={close} />
          </div>
        </div>
      )}
    </header>
  );
}

function HeaderActions({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <Link href="/complete-demo" className={buttonClass('ghost', 'text-indigo-800')} onClick={onNavigate}>
        Watch Demo
      </Link>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('ghost', 'text-emerald-800')}
      >
        WhatsApp
      </a>
      <a href={PATHS.login} className={buttonClass('outline')}>
        Dealer Login
      </a>
      <a
        href={`${PATHS.login}?mode=register`}
        className={buttonClass('primary', 'bg-indigo-700 text-white hover:bg-indigo-800')}
      >
        Dealer Registration
      </a>
    </>
  );
}
