// The dealer CRM's calls (spec B §7 "Admin: CRM"); the list, the cards and a dealer's customers refetch
// every 30 seconds (spec B §9).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CRM_PAGE_SIZE,
  CRM_REFRESH_SECONDS,
  type CrmSort,
  type CrmStatus,
  type CrmSummary,
  type CustomerProgress,
  type DealerCrmRow,
  type SendRemindersResult,
} from '../../../../shared/admin-crm.schema.ts';
import { apiJson, throwIfResNotOk } from '../../../lib/api.ts';

const REFETCH_MS = CRM_REFRESH_SECONDS * 1000;
const LIST = '/api/admin/dealers-crm';
const SUMMARY = '/api/admin/dealers-crm/summary';
const progressUrl = (dealerId: string) => `/api/admin/customer-progress/${encodeURIComponent(dealerId)}`;

export type CrmFilter = { search: string; status: CrmStatus | 'all'; sort: CrmSort; offset: number };
export type CrmPage = { rows: DealerCrmRow[]; total: number };

export function crmListUrl(filter: CrmFilter) {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status !== 'all') params.set('status', filter.status);
  params.set('sort', filter.sort);
  params.set('limit', String(CRM_PAGE_SIZE));
  if (filter.offset) params.set('offset', String(filter.offset));
  return `${LIST}?${params.toString()}`;
}

/** One page of dealers; how many match in all comes from the X-Total-Count header. */
export const useCrmDealers = (filter: CrmFilter) =>
  useQuery<CrmPage>({
    queryKey: [crmListUrl(filter)],
    queryFn: async ({ queryKey }) => {
      const res = await fetch(String(queryKey[0]), { credentials: 'include' });
      await throwIfResNotOk(res);
      const rows = (await res.json()) as DealerCrmRow[];
      return { rows, total: Number(res.headers.get('x-total-count') ?? rows.length) };
    },
    placeholderData: keepPreviousData,
    refetchInterval: REFETCH_MS,
  });

export const useCrmSummary = () => useQuery<CrmSummary>({ queryKey: [SUMMARY], refetchInterval: REFETCH_MS });

export const useCustomerProgress = (dealerId: string) =>
  useQuery<CustomerProgress[]>({ queryKey: [progressUrl(dealerId)], refetchInterval: REFETCH_MS });

export function useSendReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { dealerId: string; customerIds: string[] }) =>
      apiJson<SendRemindersResult>('POST', '/api/admin/send-reminders', v),
    onSuccess: (_result, v) => client.invalidateQueries({ queryKey: [progressUrl(v.dealerId)] }),
  });
}

export const useNudgeDealer = () =>
  useMutation({
    mutationFn: (dealerId: string) =>
      apiJson<{ message: string }>('POST', '/api/admin/nudge-dealer', { dealerId, type: 'overdue_reminder' }),
  });

/**
 * The chosen dealer as the list now has them: its refetch every 30 seconds brings new figures, which the
 * dealer's panel shows too. One no longer on the page (another search or colour) keeps those from the click.
 */
export const latestFigures = (chosen: DealerCrmRow, rows: DealerCrmRow[] | undefined) =>
  rows?.find((d) => d.id === chosen.id) ?? chosen;

/** A dealer's name as the admin screens show it: the dealership, else first and last name, else e-mail. */
export const crmDealerName = (d: DealerCrmRow) =>
  d.dealershipName || [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email;
