// Uploads that look like one sale (same customer or registration), offered as a deal. Nothing is grouped
// until the dealer presses "Make this deal"; an offer that fails to load says so with Retry.
import { Layers } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/query-state.tsx';
import { useConfirmOffer, useOffers } from './api.ts';

const STEP_WORDS = { disclosure: 'Disclosure', agreement: 'Agreement', delivery: 'Delivery' } as const;

export function DealOffers({ onMade }: { onMade: (dealId: string) => void }) {
  const offers = useOffers();
  const confirm = useConfirmOffer();
  if (offers.isPending) return null;
  if (offers.isError)
    return (
      <div className="mb-4">
        <LoadError
          error={offers.error}
          what="the deals offered from your uploads"
          onRetry={() => offers.refetch()}
          retrying={offers.isFetching}
        />
      </div>
    );
  if (!offers.data?.length) return null;
  return (
    <div className="mb-4 space-y-3">
      {offers.data.map((offer) => {
        const ids = offer.documents.map((d) => d.id);
        return (
          <div key={ids.join()} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p className="flex items-start gap-2 font-medium text-slate-900">
              <Layers className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                These {offer.documents.length} documents look like one sale
                {offer.customerName ? ` for ${offer.customerName}` : ''}
                {offer.registration ? ` (${offer.registration})` : ''}
              </span>
            </p>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {offer.documents.map((d) => (
                <li key={d.id} className="flex min-w-0 justify-between gap-2">
                  <span className="min-w-0 truncate">{d.title}</span>
                  <span className="shrink-0 text-slate-500">{STEP_WORDS[d.step]}</span>
                </li>
              ))}
            </ul>
            <Button
              className="mt-3"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(ids, { onSuccess: (deal) => onMade(deal.id) })}
            >
              {confirm.isPending && confirm.variables === ids ? 'Making the deal…' : 'Make this deal'}
            </Button>
          </div>
        );
      })}
    </div>
  );
}
