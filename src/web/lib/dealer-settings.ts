// The signed-in dealer's settings (name, logo, colours): read by the app header and the screens that wear
// the dealer's brand.
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../shared/api/paths.ts';
import type { settingsApi } from '../../shared/api/settings.ts';
import { queryAt } from './api.ts';

/** Never cached: branding changes show at once. */
export const useDealerSettings = () =>
  useQuery({
    ...queryAt<typeof settingsApi.get>({ method: 'GET', path: PATHS.dealerSettings }),
    staleTime: 0,
    gcTime: 0,
  });
