import { dashboardStatsSchema } from '../signing-request.types.ts';
import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

export const dashboardApi = calls('Dashboard', {
  stats: {
    method: 'GET',
    path: PATHS.dashboardStats,
    summary: "The dashboard's five counters",
    access: 'dealer',
    answer: dashboardStatsSchema,
  },
});
