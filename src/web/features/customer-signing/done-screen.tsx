// The moment after submit: a short, whole-screen "All done" before the page with the signed copies. On the
// dealer's own device (in-person signing) it says to hand the device back, and the button returns it.
import { useEffect, useRef } from 'react';
import { listOf } from '../../../shared/i18n/translate.ts';
import { pageLanguage, t, tWith } from './i18n.tsx';

export function DoneScreen(props: {
  customerName: string;
  dealerName: string;
  handover: boolean;
  /** One of several signers: who is still to sign before the copies go out. */
  waitingFor?: string[];
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = props.customerName.split(/\s+/)[0] ?? '';
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="done-heading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-emerald-700 px-6 text-center text-white"
    >
      <div className="flex max-w-sm flex-col items-center gap-4">
        <svg viewBox="0 0 24 24" className="h-20 w-20" aria-hidden="true" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.5" />
          <path d="m7.5 12.5 3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h1 id="done-heading" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {t('sign.done.heading')}
        </h1>
        <p className="text-lg">
          {firstName
            ? tWith('sign.done.thanksName', { name: <bdi>{firstName}</bdi> })
            : t('sign.done.thanks')}{' '}
          {props.waitingFor?.length
            ? tWith(
                'sign.done.waiting',
                { names: <bdi>{listOf(pageLanguage(), props.waitingFor)}</bdi> },
                { count: props.waitingFor.length },
              )
            : t('sign.done.onTheirWay')}
        </p>
        {props.handover ? (
          <>
            <p>{tWith('sign.done.handBack', { dealer: <bdi>{props.dealerName}</bdi> })}</p>
            <a
              href="/dashboard"
              className="flex min-h-12 items-center rounded-md bg-white px-6 font-semibold text-emerald-900"
            >
              {t('sign.done.backToDealer')}
            </a>
          </>
        ) : (
          <button
            type="button"
            onClick={props.onClose}
            className="min-h-12 rounded-md bg-white px-6 font-semibold text-emerald-900"
          >
            {t('sign.done.seeDocuments')}
          </button>
        )}
      </div>
    </div>
  );
}
