// The admin dashboard (spec B §2.13): platform counts, every dealer with their counts, and pending requests.
import type { AdminDealer, AdminPendingRequest, AdminStats } from '../../../shared/admin.schema.ts';
import type { Database } from '../../db/client.ts';
import { listDealers, listPendingRequests, platformStats } from './dashboard.repo.ts';

/** Spec B §9: the dashboard shows the first 10 pending requests only. */
export const PENDING_REQUESTS_SHOWN = 10;

export async function dashboardStats(db: Database): Promise<AdminStats> {
  const row = await platformStats(db);
  return {
    totalDealers: row?.totalDealers ?? 0,
    activeDealers: row?.activeDealers ?? 0,
    suspendedDealers: row?.suspendedDealers ?? 0,
    totalSigningRequests: row?.totalSigningRequests ?? 0,
    pendingSigningRequests: row?.pendingSigningRequests ?? 0,
    completedToday: row?.completedToday ?? 0,
    totalDocuments: row?.totalDocuments ?? 0,
  };
}

export async function dealerList(db: Database): Promise<AdminDealer[]> {
  return listDealers(db);
}

export async function pendingRequests(db: Database): Promise<AdminPendingRequest[]> {
  const rows = await listPendingRequests(db, PENDING_REQUESTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    dealershipName: row.dealershipName,
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    customer: { name: row.customerName, email: row.customerEmail },
    documents: row.titles.map((title) => ({ title })),
  }));
}
