// A dealership's sites (issue 33), read by Settings → Team and by the dashboard's site filter.
import { useQuery } from '@tanstack/react-query';
import type { Site } from '../../shared/team.schema.ts';

export const sitesKey = ['/api/sites'];
export const useSites = () => useQuery<Site[]>({ queryKey: sitesKey });
