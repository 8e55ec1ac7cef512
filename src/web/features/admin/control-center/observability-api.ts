// The control center's observability calls: system errors, system tests, monitoring and the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  ErrorSeverity,
  MonitoringReport,
  SystemError,
} from '../../../../shared/admin-observability.schema.ts';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { urlOf } from '../../../../shared/api/url.ts';
import { callApi } from '../../../lib/api.ts';

const ERRORS = api.systemErrors.path;

export type ErrorFilter = {
  resolved: 'false' | 'true' | 'all';
  severity: ErrorSeverity | '';
  search: string;
};

const errorsUrl = (f: ErrorFilter) => {
  const params = new URLSearchParams({ resolved: f.resolved });
  if (f.severity) params.set('severity', f.severity);
  if (f.search) params.set('search', f.search);
  return `${ERRORS}?${params}`;
};

export const useSystemErrors = (filter: ErrorFilter) =>
  useQuery<SystemError[]>({ queryKey: [errorsUrl(filter)], placeholderData: (previous) => previous });

export function useResolveError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.resolveError, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ERRORS) }),
  });
}

export const useRunSystemTests = () => useMutation({ mutationFn: () => callApi(api.systemTests) });

// Spec B §9: the control center's figures refetch every 30 seconds.
export const useMonitoring = () =>
  useQuery<MonitoringReport>({ queryKey: [api.monitoring.path], refetchInterval: 30_000 });

export const useAuditLog = () =>
  useQuery<AuditEntry[]>({
    queryKey: [urlOf(api.auditLog, undefined, { limit: 200 })],
    refetchInterval: 30_000,
  });
