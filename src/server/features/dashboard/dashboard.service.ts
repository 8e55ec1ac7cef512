// The dashboard's counters for one dealer.
import type { Database } from '../../db/client.ts';
import { dashboardStats } from './dashboard.repo.ts';

export const getDashboardStats = (db: Database, dealerId: string) => dashboardStats(db, dealerId);
