// The bar held at the foot of the screen: how far along the customer is, the one next thing to do (sign
// this document, go to the next, submit them all), Next field and Download, always within the thumb's reach.
import type { ReactNode } from 'react';
import { t } from './i18n.tsx';

export type NextAction = 'sign' | 'next' | 'submit' | 'done';

export function ActionBar(props: {
  signedCount: number;
  total: number;
  action: NextAction;
  busy: boolean;
  /** False until the page's script runs (the page drawn on the server): the buttons wait for it. */
  ready: boolean;
  notice: ReactNode;
  hasFields: boolean;
  onAction: () => void;
  onNextField: () => void;
  onDownload: () => void;
  /** Submitted, its signed copy still being sealed: there is nothing to download for a moment. */
  sealing: boolean;
  documentTitle: string;
}) {
  const { signedCount, total, action } = props;
  const share = total === 0 ? 0 : Math.round((signedCount / total) * 100);
  const label =
    action === 'sign'
      ? t('sign.action.sign')
      : action === 'next'
        ? t('sign.action.next')
        : action === 'submit'
          ? props.busy
            ? t('sign.action.submitting')
            : t('sign.action.submit', { count: total })
          : t('sign.action.submitted');
  return (
    <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur">
      <div className="mx-auto max-w-5xl px-3 py-2 sm:px-4">
        <p
          role="status"
          aria-live="polite"
          className="min-h-0 text-sm font-medium text-emerald-800 empty:hidden"
        >
          {props.notice}
        </p>
        {/* On a phone on its side, progress and buttons share one row. */}
        <div className="[@media(max-height:500px)]:flex [@media(max-height:500px)]:items-center [@media(max-height:500px)]:gap-3">
          <div className="flex items-center gap-3 [@media(max-height:500px)]:flex-1">
            <p id="progress-label" className="shrink-0 text-sm font-semibold whitespace-nowrap">
              {t('sign.action.progress', { signed: signedCount, total })}
            </p>
            {/* A styled bar: plainly empty at 0, not the browser's grey that looks full. */}
            <div
              role="progressbar"
              aria-labelledby="progress-label"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={signedCount}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-emerald-600 transition-[width]"
                style={{ width: `${share}%` }}
              />
            </div>
          </div>
          <div className="mt-2 flex items-center gap-2 [@media(max-height:500px)]:mt-0 [@media(max-height:500px)]:flex-[2]">
            <button
              type="button"
              onClick={props.onDownload}
              disabled={!props.ready || props.sealing}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-40"
              aria-label={t('sign.action.downloadLabel', { title: props.documentTitle })}
            >
              <DownloadIcon />
              <span className="hidden sm:inline">{t('sign.action.download')}</span>
            </button>
            {action === 'sign' && props.hasFields && (
              <button
                type="button"
                onClick={props.onNextField}
                disabled={!props.ready}
                className="min-h-11 shrink-0 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t('sign.action.nextField')}
              </button>
            )}
            <button
              type="button"
              onClick={props.onAction}
              disabled={!props.ready || action === 'done' || props.busy}
              className="min-h-11 flex-1 rounded-md bg-brand px-3 text-sm font-semibold text-on-brand hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {label}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

export function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
