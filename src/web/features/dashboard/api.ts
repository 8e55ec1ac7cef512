import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../shared/signing-request.types.ts';
import { statsKey } from '../../lib/query-keys.ts';

// The default query function fetches the key's path: the dashboard's first load carries no zod.
export const useDashboardStats = () => useQuery<DashboardStats>({ queryKey: statsKey });
