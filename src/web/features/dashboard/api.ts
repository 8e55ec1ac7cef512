import { useQuery } from '@tanstack/react-query';
import type { DealerSettings } from '../../../shared/settings.types.ts';
import type { DashboardStats } from '../../../shared/signing-request.types.ts';

export const statsKey = ['/api/dashboard/stats'];
export const settingsKey = ['/api/dealer/settings'];

export const useDashboardStats = () => useQuery<DashboardStats>({ queryKey: statsKey });

/** Never cached (spec A §7): branding changes show at once. */
export const useDealerSettings = () =>
  useQuery<DealerSettings>({ queryKey: settingsKey, staleTime: 0, gcTime: 0 });
