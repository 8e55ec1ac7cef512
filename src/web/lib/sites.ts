// A dealership's sites, read by Settings → Team and by the dashboard's site filter.
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../shared/api/paths.ts';
import type { sitesApi } from '../../shared/api/team.ts';
import { queryAt } from './api.ts';

// The path without the contract: the dashboard's requests tab reads the sites and loads no zod for it.
export const sitesKey = [PATHS.sites];
export const useSites = () => useQuery(queryAt<typeof sitesApi.list>({ method: 'GET', path: PATHS.sites }));
