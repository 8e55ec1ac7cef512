// The control center's own calls: system stats, the dealers overview,
// bulk dealer actions (export-data answers a ZIP to save) and the maintenance actions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkDealerActionInput,
  BulkDealerResult,
  DealersOverviewQuery,
  MaintenanceAction,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import { adminControlCenterApi as api } from '../../../../shared/api/admin-control-center.ts';
import { apiRequest, callApi, queryOf } from '../../../lib/api.ts';

const STATS = api.systemStats.path;
const OVERVIEW = api.dealersOverview.path;

// The control center's figures refetch every 30 seconds.
export const useSystemStats = () => useQuery({ ...queryOf(api.systemStats), refetchInterval: 30_000 });

export type OverviewFilter = { search: string; status: string; page: number };

export const useDealersOverview = ({ search, status, page }: OverviewFilter) =>
  useQuery({
    ...queryOf(api.dealersOverview, {
      query: { search, status: status as DealersOverviewQuery['status'], page: page > 1 ? page : undefined },
    }),
    refetchInterval: 30_000,
    // The list stays on screen while a new search loads.
    placeholderData: (previous) => previous,
  });

/** Saves a response body as a file (the export's ZIP). */
async function saveDownload(res: Response) {
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'docs2sign-export.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Object links are released after 10 seconds.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useBulkDealerAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkDealerActionInput): Promise<BulkDealerResult> => {
      const res = await apiRequest(api.bulkDealerAction.method, api.bulkDealerAction.path, input);
      if (input.action !== 'export-data') return (await res.json()) as BulkDealerResult;
      const name = await saveDownload(res);
      const count = input.dealerIds.length;
      return {
        action: 'export-data',
        affected: count,
        message: `Downloaded ${name} with the records and files of ${count === 1 ? '1 dealer' : `${count} dealers`}.`,
      };
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => [OVERVIEW, STATS].some((key) => String(q.queryKey[0]).startsWith(key)),
      }),
  });
}

export function useMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: MaintenanceAction; message?: string; clear?: boolean }) =>
      callApi(api.maintenance, {
        params: { action: v.action },
        body: v.action === 'broadcast-message' ? { message: v.message, clear: v.clear } : undefined,
      }),
    // Sessions, errors or stored files may have changed: the figures and lists load again.
    onSuccess: () => client.invalidateQueries(),
  });
}
