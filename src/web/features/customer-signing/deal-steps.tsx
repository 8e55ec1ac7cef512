// On a link that is one step of a deal: the deal's steps in order (signed, open, waiting), and on the
// commission disclosure the tick "I have read how the dealer is paid for arranging my finance", sent with how
// long the page had been open. A link outside any deal (404) shows nothing. No zod here: the signing page
// keeps to its size budget, so the answer's type is imported as a type only.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { signerDealSchema } from '../../../shared/api/deals.ts';

type SignerDeal = import('zod').infer<typeof signerDealSchema>;
type Load =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'error' }
  | { state: 'ready'; deal: SignerDeal };

const WORDS = { signed: 'Signed', open: 'Open now', waiting: 'Opens after the step before' } as const;

export function DealSteps({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  // Ticked at once on the tap; unticked again if the server did not keep it.
  const [ticked, setTicked] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const openedAt = useRef(Date.now());
  const base = `/api/sign/${encodeURIComponent(token)}/deal`;

  const fetchDeal = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const res = await fetch(base, { credentials: 'include' });
      if (res.status === 404 || res.status === 410) return setLoad({ state: 'none' });
      if (!res.ok) return setLoad({ state: 'error' });
      setLoad({ state: 'ready', deal: (await res.json()) as SignerDeal });
    } catch {
      setLoad({ state: 'error' });
    }
  }, [base]);
  useEffect(() => {
    void fetchDeal();
  }, [fetchDeal]);

  if (load.state === 'loading' || load.state === 'none') return null;
  if (load.state === 'error')
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        The steps of your purchase could not be loaded.{' '}
        <button type="button" className="min-h-11 font-semibold underline" onClick={() => void fetchDeal()}>
          Retry
        </button>
      </div>
    );
  const { deal } = load;
  const acknowledge = async () => {
    setSaving(true);
    setTicked(true);
    setFailed(null);
    try {
      const res = await fetch(`${base}/acknowledge`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          confirmed: true,
          openedMs: Math.min(Date.now() - openedAt.current, 86_400_000),
        }),
      });
      if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message);
      setLoad({ state: 'ready', deal: (await res.json()) as SignerDeal });
    } catch (error) {
      setTicked(false);
      setFailed((error as Error).message || 'Your tick could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-label="Steps of your purchase"
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <ol className="grid gap-1.5">
        {deal.steps.map((s, i) => (
          <li
            key={s.step}
            className={s.step === deal.currentStep ? 'font-semibold text-slate-900' : 'text-slate-600'}
          >
            {i + 1}. {s.name.charAt(0).toUpperCase() + s.name.slice(1)}: {WORDS[s.status]}
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
            {deal.statement}
            {deal.acknowledged ? ' — thank you, you can sign now.' : ' (tick before you sign)'}
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
