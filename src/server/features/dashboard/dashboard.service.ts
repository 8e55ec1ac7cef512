// The dashboard's counters for one dealer.
import type { Database } from '../../db/client.ts';
import { dashboardStats, startOfLondonDay } from './dashboard.repo.ts';

/** The start of the day that "completed today" counts from (midnight in London). */
export const statsDay = (now = new Date()) => startOfLondonDay(now);

export const getDashboardStats = (db: Database, dealerId: string, todayStart: Date) =>
  dashboardStats(db, dealerId, todayStart);
