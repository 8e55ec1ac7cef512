import { useQuery } from '@tanstack/react-query';
import type { dashboardApi } from '../../../shared/api/dashboard.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import { queryAt } from '../../lib/api.ts';

// By its zod-free address: the dashboard's first load carries no zod.
export const useDashboardStats = () =>
  useQuery(queryAt<typeof dashboardApi.stats>({ method: 'GET', path: PATHS.dashboardStats }));
