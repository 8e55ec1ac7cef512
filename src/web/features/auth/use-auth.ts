import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../../shared/api/paths.ts';
import type { AuthOptions, CurrentUser } from '../../../shared/auth.schema.ts';
import { getQueryFn } from '../../lib/api.ts';

/** The session: loading, a user, or null when signed out (a 401 is an answer, not an error). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: [PATHS.authUser],
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data), isAdmin: data?.isAdmin ?? false };
}

export function useAuthOptions() {
  return useQuery<AuthOptions>({ queryKey: [PATHS.authOptions] });
}
