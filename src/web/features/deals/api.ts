// The Deals tab's calls, each from its contract (shared/api/deals.ts). Every change refreshes the deals list,
// the open deal and the offers together: they share the '/api/deals' and '/api/deal-offers' keys.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../shared/api/contract.ts';
import { type DealDetail, dealsApi } from '../../../shared/api/deals.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';

export const DEALS_PATH = dealsApi.list.path;
const dealKey = (id: string) => [DEALS_PATH, id];
const offersKey = [dealsApi.groupingOffers.path];

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [DEALS_PATH] }),
    queryClient.invalidateQueries({ queryKey: offersKey }),
  ]);

export const useDeal = (id: string | null) =>
  useQuery({
    ...queryOf(dealsApi.get, { params: { id: id ?? '' } }, dealKey(id ?? '')),
    enabled: Boolean(id),
  });

export const useOffers = () => useQuery(queryOf(dealsApi.groupingOffers, {}, offersKey));

/** `done`: the toast on success, or null where the dialog itself shows the change (a toast would cover it). */
function dealChange<V>(run: (v: V) => Promise<DealDetail>, done: string | null, failed: string) {
  return () =>
    useMutation({
      mutationFn: run,
      onSuccess: async () => {
        await refresh();
        if (done) toast({ title: done });
      },
      onError: (error) => reportMutationError(error, failed),
    });
}

export const useConfirmOffer = dealChange(
  (documentIds: string[]) => callApi(dealsApi.confirmGrouping, { body: { documentIds } }),
  'Deal made from the documents',
  'The deal could not be made',
);

export const useSendDeal = dealChange(
  (id: string) => callApi(dealsApi.send, { params: { id }, body: { channels: ['email'] } }),
  'Deal sent: the customer signs each step in order',
  'The deal could not be sent',
);

export const useCancelDeal = dealChange(
  (id: string) => callApi(dealsApi.cancel, { params: { id } }),
  'Deal cancelled',
  'The deal could not be cancelled',
);

export const useWriteDisclosure = dealChange(
  (id: string) => callApi(dealsApi.writeDisclosure, { params: { id } }),
  'Commission disclosure written',
  'The disclosure could not be written',
);

/**
 * Saves a drafted deal's changes. A financed deal's disclosure is then written (again) from the saved
 * figures and names, unless the dealer put their own in its place: the one the product wrote states the
 * commission and names the customers, so it must never be left saying what they were before.
 */
async function saveDeal({ id, body }: { id: string; body: BodyOf<typeof dealsApi.update> }) {
  const saved = await callApi(dealsApi.update, { params: { id }, body });
  const disclosures = saved.documents.filter((d) => d.step === 'disclosure');
  const financed = saved.lenderId !== null && saved.commission !== null;
  if (!financed || !disclosures.every((d) => d.generatedDisclosure)) return saved;
  return callApi(dealsApi.writeDisclosure, { params: { id } });
}

// On a phone the toast would sit over the dialog's heading and close button, for a change the dialog shows.
export const useSaveDeal = dealChange(saveDeal, null, 'The deal could not be saved');

/** Where the browser downloads the deal's certificate and evidence ZIP (a plain link: the session's cookie). */
export const certificateHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/certificate`;
export const evidenceHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/evidence`;
