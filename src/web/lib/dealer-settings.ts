// The signed-in dealer's settings (name, logo, colours): read by the app header and the screens that wear
// the dealer's brand.
import { useQuery } from '@tanstack/react-query';
import type { DealerSettings } from '../../shared/settings.types.ts';
import { settingsKey } from './query-keys.ts';

/** Never cached (spec A §7): branding changes show at once. */
export const useDealerSettings = () =>
  useQuery<DealerSettings>({ queryKey: settingsKey, staleTime: 0, gcTime: 0 });
