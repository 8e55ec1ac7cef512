// The admin dashboard's calls (spec B §7 "Admin: dashboard" and "Admin: password reset").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDealer,
  AdminPendingRequest,
  AdminStats,
  NewDealerInput,
  ResetFilePasswordInput,
} from '../../../shared/admin.schema.ts';
import type { ProtectedFile } from '../../../shared/dealer-files.schema.ts';
import { apiJson } from '../../lib/api.ts';

const STATS = '/api/admin/dashboard/stats';
const DEALERS = '/api/admin/dealers';
const PENDING = '/api/admin/signing-requests/pending';

// Spec B §9: admin stats refetch every 30 seconds.
export const useAdminStats = () => useQuery<AdminStats>({ queryKey: [STATS], refetchInterval: 30_000 });
export const usePendingRequests = () => useQuery<AdminPendingRequest[]>({ queryKey: [PENDING] });

/** After a change to a dealer, the dealer list and the stats refresh (spec B §7). */
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
    apiJson<{ message: string }>('POST', `/api/admin/dealers/${encodeURIComponent(v.id)}/suspend`, {
      reason: v.reason,
    }),
  );
export const useUnsuspendDealer = () =>
  useDealerMutation((id: string) =>
    apiJson<{ message: string }>('POST', `/api/admin/dealers/${encodeURIComponent(id)}/unsuspend`),
  );
export const useCreateDealer = () =>
  useDealerMutation((input: NewDealerInput) =>
    apiJson<{ id: string; setPasswordUrl: string }>('POST', DEALERS, input),
  );
export const useResetDealerPassword = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiJson<{ resetUrl: string }>('POST', `/api/admin/dealers/${encodeURIComponent(id)}/reset-password`),
  });

export const useProtectedFiles = (search: string) =>
  useQuery<ProtectedFile[]>({
    queryKey: [
      search
        ? `/api/admin/protected-files?search=${encodeURIComponent(search)}`
        : '/api/admin/protected-files',
    ],
    placeholderData: (previous) => previous,
  });

export function useResetFilePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { fileId: string } & ResetFilePasswordInput) =>
      apiJson<{ message: string; isPasswordProtected: boolean }>(
        'POST',
        `/api/admin/reset-file-password/${encodeURIComponent(v.fileId)}`,
        { newPassword: v.newPassword ?? null, removeProtection: v.removeProtection ?? false },
      ),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/protected-files'),
      }),
  });
}

/** A dealer's name as the spec shows it: the dealership, or first and last name when there is none. */
export const dealerName = (d: AdminDealer) =>
  d.dealershipName || [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email;
