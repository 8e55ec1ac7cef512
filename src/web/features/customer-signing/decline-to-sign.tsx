// "I do not want to sign" for the one customer or one signer of several: a confirm asking why,
// then a page that says the request has stopped and the dealer has been told. Plain elements only (no dialog library): the signing page's bundle
// has a budget, and this is a few hundred bytes.
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { customerSigningApi } from '../../../shared/api/customer-signing.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { reasonOf } from './error-reasons.ts';
import { t, tWith } from './i18n.tsx';

export function DeclineToSign(props: {
  token: string;
  dealerName: string;
  ready: boolean;
  /** Other people sign this set too: declining stops it for them as well. */
  several: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking || declined) heading.current?.focus();
  }, [asking, declined]);

  const decline = async () => {
    setBusy(true);
    setError(null);
    try {
      await callApi<typeof customerSigningApi.decline>(ADDRESSES.signDecline, {
        params: { token: props.token },
        body: { reason: reason.trim() || null },
      });
      setDeclined(true);
    } catch (e) {
      setError(e instanceof ApiError ? reasonOf(e) : t('sign.error.connection'));
    } finally {
      setBusy(false);
    }
  };

  if (declined) return <DeclinedScreen {...props} heading={heading} />;
  return (
    <>
      <button
        type="button"
        disabled={!props.ready}
        onClick={() => setAsking(true)}
        className="min-h-11 self-start rounded-md px-2 text-sm text-slate-600 underline disabled:opacity-40"
      >
        {t('sign.decline.open')}
      </button>
      {asking && (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="decline-heading"
            className="grid w-full max-w-md gap-3 rounded-t-xl bg-white p-4 sm:rounded-xl"
          >
            <h2 id="decline-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {t('sign.decline.heading')}
            </h2>
            <p className="text-sm text-slate-700">
              {tWith(props.several ? 'sign.decline.several' : 'sign.decline.one', {
                dealer: <bdi>{props.dealerName}</bdi>,
              })}{' '}
              {t('sign.decline.final')}
            </p>
            <label htmlFor="decline-reason" className="text-sm font-medium">
              {t('sign.decline.reason')}
            </label>
            <textarea
              id="decline-reason"
              rows={3}
              maxLength={500}
              dir="auto"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="rounded-md border border-slate-300 px-3 py-2 text-base"
            />
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => setAsking(false)}
                className="min-h-11 rounded-md border border-slate-300 px-4 text-sm font-medium"
              >
                {t('sign.decline.keep')}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={decline}
                className="min-h-11 rounded-md bg-red-700 px-4 text-sm font-semibold text-white disabled:opacity-60"
              >
                {busy ? t('sign.decline.declining') : t('sign.decline.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function DeclinedScreen(props: {
  dealerName: string;
  several: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50 px-6 text-center">
      <section role="status" className="grid max-w-sm gap-3">
        <h1 ref={props.heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t('sign.declined.heading')}
        </h1>
        <p className="text-slate-700">
          {t(props.several ? 'sign.declined.several' : 'sign.declined.one')}{' '}
          {tWith('sign.declined.told', { dealer: <bdi>{props.dealerName}</bdi> })}
        </p>
      </section>
    </div>
  );
}
