import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { LogoMark } from './logo-mark.tsx';
import { usePageMeta } from './page-meta.ts';
import { SITE } from './site-content.ts';

/** The frame of every public page but the landing page: logo home, a back link, the legal footer. */
export function PublicLayout(props: {
  title: string;
  description: string;
  heading: string;
  intro?: ReactNode;
  backHref?: string;
  backLabel?: string;
  /** Beside the back link (/verify's language menu). */
  tools?: ReactNode;
  /** The footer's links in the page's own language (/verify speaks the customer's). */
  footer?: FooterLabels;
  children: ReactNode;
}) {
  usePageMeta(`${props.title} | ${SITE.brandName}`, props.description);
  // A link from the foot of another page should open this one at its top.
  // Braces matter: Chromium's scrollTo now returns a promise, and an effect that returns anything but a
  // function (its clean-up) breaks React when the page is left ("destroy is not a function").
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <LogoMark className="h-7 w-7" />
            {SITE.brandName}
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {props.tools}
            <Link
              href={props.backHref ?? '/'}
              className="text-sm font-medium text-indigo-700 hover:underline"
            >
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>{' '}
              {props.backLabel ?? 'Back to home'}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{props.heading}</h1>
        {props.intro && <div className="mt-2 text-slate-700">{props.intro}</div>}
        <div className="mt-6">{props.children}</div>
      </main>
      <SiteFooter labels={props.footer} />
    </div>
  );
}

export type FooterLabels = Record<'legal' | 'privacy' | 'terms' | 'verify' | 'demo' | 'logos', string>;
const ENGLISH_FOOTER: FooterLabels = {
  legal: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  verify: 'Verify a document',
  demo: 'Demo',
  logos: 'Logo downloads',
};

export function SiteFooter({ labels = ENGLISH_FOOTER }: { labels?: FooterLabels }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {SITE.brandName}
        </p>
        <nav aria-label={labels.legal} className="flex flex-wrap gap-x-5 gap-y-2">
          <Link href="/privacy-policy" className="underline-offset-4 hover:underline">
            {labels.privacy}
          </Link>
          <Link href="/terms-of-service" className="underline-offset-4 hover:underline">
            {labels.terms}
          </Link>
          <Link href="/verify" className="underline-offset-4 hover:underline">
            {labels.verify}
          </Link>
          <Link href="/complete-demo" className="underline-offset-4 hover:underline">
            {labels.demo}
          </Link>
          <Link href="/logo-preview" className="underline-offset-4 hover:underline">
            {labels.logos}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
