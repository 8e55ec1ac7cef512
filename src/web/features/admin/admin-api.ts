// The admin dashboard's calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDealer,
  NewDealerInput,
  ResetFilePasswordInput,
} from '../../../shared/admin/admin.schema.ts';
import { adminDashboardApi as api } from '../../../shared/api/admin-dashboard.ts';
import { adminProtectedFilesApi as protectedFilesApi } from '../../../shared/api/admin-protected-files.ts';
import { callApi, queryOf } from '../../lib/api.ts';

const STATS = api.stats.path;
const DEALERS = api.dealers.path;

// Admin stats refetch every 30 seconds.
export const useAdminStats = () => useQuery({ ...queryOf(api.stats), refetchInterval: 30_000 });
export const usePendingRequests = () => useQuery(queryOf(api.pendingRequests));

/** After a change to a dealer, the dealer list and the stats refresh. */
function useDealerMutation<TVars, TResult>(call: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [DEALERS] });
      void client.invalidateQueries({ queryKey: [STATS] });
    },
  });
}

export const useSuspendDealer = () =>
  useDealerMutation((v: { id: string; reason: string }) =>
    callApi(api.suspendDealer, { params: { dealerId: v.id }, body: { reason: v.reason } }),
  );
export const useUnsuspendDealer = () =>
  useDealerMutation((id: string) => callApi(api.unsuspendDealer, { params: { dealerId: id } }));
export const useCreateDealer = () =>
  useDealerMutation((input: NewDealerInput) => callApi(api.createDealer, { body: input }));
export const useResetDealerPassword = () =>
  useMutation({
    mutationFn: (id: string) => callApi(api.resetDealerPassword, { params: { dealerId: id } }),
  });

export const useProtectedFiles = (search: string) =>
  useQuery({
    ...queryOf(protectedFilesApi.list, { query: { search } }),
    placeholderData: (previous) => previous,
  });

export function useResetFilePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { fileId: string } & ResetFilePasswordInput) =>
      callApi(protectedFilesApi.resetPassword, {
        params: { fileId: v.fileId },
        body: { newPassword: v.newPassword ?? null, removeProtection: v.removeProtection ?? false },
      }),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(protectedFilesApi.list.path),
      }),
  });
}

/** A dealer's name as the spec shows it: the dealership, or first and last name when there is none. */
export const dealerName = (d: AdminDealer) =>
  d.dealershipName || [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email;
