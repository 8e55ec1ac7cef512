// On a link that is one step of a deal (its session has a `dealStep`; the page shows this only then): the
// deal's steps in order (signed, open, waiting), and on the commission disclosure the tick "I have read how
// the dealer is paid for arranging my finance" in the customer's language, sent with how long the page had
// been open and the language it was read in (the server records those words and the English of record). No zod here: the
// signing page keeps to its size budget, so the calls go by their zod-free addresses, typed from the contract.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { dealsApi } from '../../../shared/api/deals.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type { MessageKey } from '../../../shared/i18n/translate.ts';
import { ApiError, callApi, queryAt } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { reasonOf } from './error-reasons.ts';
import { pageLanguage, t } from './i18n.tsx';

/** The link's deal, read and replaced by the tick's answer under this key. */
const signerDealKey = (token: string) => [urlOf(ADDRESSES.signerDeal, { token })];
// In the customer's language, as is the disclosure's statement.
const WORDS: Record<'signed' | 'open' | 'waiting', MessageKey> = {
  signed: 'sign.deal.signed',
  open: 'sign.deal.open',
  waiting: 'sign.deal.waiting',
};
const STEP_NAMES: Record<'disclosure' | 'agreement' | 'delivery', MessageKey> = {
  disclosure: 'sign.deal.step.disclosure',
  agreement: 'sign.deal.step.agreement',
  delivery: 'sign.deal.step.delivery',
};

export function DealSteps({ token }: { token: string }) {
  const load = useQuery(
    queryAt<typeof dealsApi.signerDeal>(ADDRESSES.signerDeal, { params: { token } }, signerDealKey(token)),
  );
  const [saving, setSaving] = useState(false);
  // Ticked at once on the tap; unticked again if the server did not keep it.
  const [ticked, setTicked] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const openedAt = useRef(Date.now());

  if (load.isPending) return null;
  if (load.error) {
    // The deal was cancelled (or the link closed) since the session was read: no steps to show.
    if (load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 410))
      return null;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        {t('sign.deal.loadFailed')}{' '}
        <button
          type="button"
          className="min-h-11 font-semibold underline"
          onClick={() => void load.refetch()}
        >
          {t('sign.error.retry')}
        </button>
      </div>
    );
  }
  const deal = load.data;
  const acknowledge = async () => {
    setSaving(true);
    setTicked(true);
    setFailed(null);
    try {
      const answer = await callApi<typeof dealsApi.acknowledge>(ADDRESSES.signerDealAcknowledge, {
        params: { token },
        body: {
          confirmed: true,
          openedMs: Math.min(Date.now() - openedAt.current, 86_400_000),
          language: pageLanguage(),
        },
      });
      // The tick answers the deal as it now is: it replaces the read one, with no second fetch.
      queryClient.setQueryData(signerDealKey(token), answer);
    } catch (error) {
      setTicked(false);
      setFailed(error instanceof ApiError ? reasonOf(error) : t('sign.deal.tickFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-label={t('sign.deal.label')}
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <ol className="grid gap-1.5">
        {deal.steps.map((s, i) => (
          <li
            key={s.step}
            className={s.step === deal.currentStep ? 'font-semibold text-slate-900' : 'text-slate-600'}
          >
            {i + 1}. {t(STEP_NAMES[s.step])}: {t(WORDS[s.status])}
            <span className="block text-xs font-normal text-slate-600">
              {s.documents.map((d) => d.title).join(', ')}
            </span>
          </li>
        ))}
      </ol>
      {deal.needsAcknowledgement && (
        <label className="mt-3 flex min-h-11 items-start gap-3 rounded-md bg-amber-50 p-3 text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0"
            checked={deal.acknowledged || ticked}
            disabled={deal.acknowledged || saving}
            onChange={(e) => e.target.checked && void acknowledge()}
          />
          <span>
            {t('sign.deal.statement')}
            {deal.acknowledged ? ` — ${t('sign.deal.thanks')}` : ` (${t('sign.deal.tickFirst')})`}
          </span>
        </label>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-red-800">
          {failed}
        </p>
      )}
    </section>
  );
}
