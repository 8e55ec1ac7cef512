// The Deals tab's calls, each from its contract (shared/api/deals.ts). Every change refreshes the deals list,
// the open deal and the offers together: they share the '/api/deals' and '/api/deal-offers' keys.
import { useMutation, useQuery } from '@tanstack/react-query';
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

function dealChange<V>(run: (v: V) => Promise<DealDetail>, done: string, failed: string) {
  return () =>
    useMutation({
      mutationFn: run,
      onSuccess: async () => {
        await refresh();
        toast({ title: done });
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

/** Where the browser downloads the deal's certificate and evidence ZIP (a plain link: the session's cookie). */
export const certificateHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/certificate`;
export const evidenceHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/evidence`;
