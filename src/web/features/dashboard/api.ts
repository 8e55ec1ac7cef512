import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../shared/signing-request.types.ts';
import { statsKey } from '../../lib/query-keys.ts';

export const useDashboardStats = () => useQuery<DashboardStats>({ queryKey: statsKey });
