// The dealer CRM's calls; the list, the cards and a dealer's customers refetch
// every 30 seconds, and follow the cards at once when these bring newly computed figures.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  CRM_PAGE_SIZE,
  CRM_REFRESH_SECONDS,
  type CrmSort,
  type CrmStatus,
  type CrmSummary,
  type DealerCrmRow,
} from '../../../../shared/admin/admin-crm.schema.ts';
import { adminCrmApi as api } from '../../../../shared/api/admin-crm.ts';
import type { AnswerOf } from '../../../../shared/api/contract.ts';
import { urlOf } from '../../../../shared/api/url.ts';
import { callApi, callApiCounted, queryOf } from '../../../lib/api.ts';

const REFETCH_MS = CRM_REFRESH_SECONDS * 1000;
const LIST = api.dealers.path;
const progressUrl = (dealerId: string) => urlOf(api.customerProgress, { dealerId });

/** One page of the list as the contract answers it, with the count of all that match. */
export type CrmPage = { rows: AnswerOf<typeof api.dealers>; total: number };
export type CrmFilter = { search: string; status: CrmStatus | 'all'; sort: CrmSort; offset: number };

const crmListQuery = (filter: CrmFilter) => ({
  search: filter.search || undefined,
  status: filter.status === 'all' ? undefined : filter.status,
  sort: filter.sort,
  limit: CRM_PAGE_SIZE,
  offset: filter.offset || undefined,
});

export const crmListUrl = (filter: CrmFilter) => urlOf(api.dealers, undefined, crmListQuery(filter));

/** One page of dealers; how many match in all comes from the X-Total-Count header. */
export const useCrmDealers = (filter: CrmFilter) =>
  useQuery({
    queryKey: [crmListUrl(filter)],
    queryFn: () => callApiCounted(api.dealers, { query: crmListQuery(filter) }),
    placeholderData: keepPreviousData,
    refetchInterval: REFETCH_MS,
  });

/** Figures answered while new ones are computed behind are asked for again this soon, not in 30 s. */
export const SOON_MS = 3_000;
export const summaryRefetchMs = (summary: CrmSummary | undefined) =>
  summary?.refreshing ? SOON_MS : REFETCH_MS;

/** The queries that show the view's figures or follow them: the list's pages and the dealers' customers. */
const PROGRESS = api.customerProgress.path.split(':')[0]!;
export const followsFigures = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`${LIST}?`) || key.startsWith(PROGRESS));

/**
 * The status cards. When they bring new figures, the list and any open dealer's customers are fetched at
 * once too, so a signing shows everywhere within seconds of the recompute rather than a refetch later.
 */
export function useCrmSummary() {
  const client = useQueryClient();
  const summary = useQuery({
    ...queryOf(api.summary),
    refetchInterval: (query) => summaryRefetchMs(query.state.data),
  });
  const refreshedAt = summary.data?.refreshedAt;
  const shown = useRef(refreshedAt);
  useEffect(() => {
    if (shown.current === refreshedAt) return;
    const first = shown.current === undefined;
    shown.current = refreshedAt;
    if (!first) void client.invalidateQueries({ predicate: (query) => followsFigures(query.queryKey[0]) });
  }, [refreshedAt, client]);
  return summary;
}

export const useCustomerProgress = (dealerId: string) =>
  useQuery({
    ...queryOf(api.customerProgress, { params: { dealerId } }, [progressUrl(dealerId)]),
    refetchInterval: REFETCH_MS,
  });

export function useSendReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { dealerId: string; customerIds: string[] }) => callApi(api.sendReminders, { body: v }),
    onSuccess: (_result, v) => client.invalidateQueries({ queryKey: [progressUrl(v.dealerId)] }),
  });
}

export const useNudgeDealer = () =>
  useMutation({
    mutationFn: (dealerId: string) =>
      callApi(api.nudgeDealer, { body: { dealerId, type: 'overdue_reminder' } }),
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
