// The control center's observability calls: system errors, system tests, monitoring and the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorSeverity } from '../../../../shared/admin/admin-observability.schema.ts';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { callApi, queryOf } from '../../../lib/api.ts';

const ERRORS = api.systemErrors.path;

export type ErrorFilter = {
  resolved: 'false' | 'true' | 'all';
  severity: ErrorSeverity | '';
  search: string;
};

export const useSystemErrors = (f: ErrorFilter) =>
  useQuery({
    ...queryOf(api.systemErrors, {
      query: { resolved: f.resolved, severity: f.severity || undefined, search: f.search },
    }),
    placeholderData: (previous) => previous,
  });

export function useResolveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.resolveError, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ERRORS) }),
  });
}

export const useRunSystemTests = () => useMutation({ mutationFn: () => callApi(api.systemTests) });

// The control center's figures refetch every 30 seconds.
export const useMonitoring = () => useQuery({ ...queryOf(api.monitoring), refetchInterval: 30_000 });

export const useAuditLog = () =>
  useQuery({
    ...queryOf(api.auditLog, { query: { limit: 200 } }),
    refetchInterval: 30_000,
  });
