import { dashboardStatsSchema } from '../documents/signing-request.types.ts';
import { calls, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

export const dashboardApi = calls('Dashboard', {
  stats: {
    ...memberReads,
    method: 'GET',
    path: PATHS.dashboardStats,
    summary: "The dashboard's five counters",
    answer: dashboardStatsSchema,
  },
});
