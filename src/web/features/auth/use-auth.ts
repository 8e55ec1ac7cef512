import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../../shared/api/paths.ts';
import { type AuthOptions, type CurrentUser, SIGNED_IN_HINT } from '../../../shared/auth.schema.ts';
import { getQueryFn } from '../../lib/api.ts';

const ask = getQueryFn<CurrentUser | null>({ on401: 'returnNull' });

/**
 * Whether this browser may hold a session: the server keeps a readable hint cookie beside the session
 * cookie (which scripts cannot read). Without it, a visitor is signed out and is not asked about: the
 * 401 would only be noise in the console. Outside a browser (drawn on the server) it is assumed.
 */
export const maySignedIn = () =>
  typeof document === 'undefined' ||
  document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_HINT}=`));

/** The session: loading, a user, or null when signed out (a 401 is an answer, not an error). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: [PATHS.authUser],
    queryFn: (context) => (maySignedIn() ? ask(context) : null),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data), isAdmin: data?.isAdmin ?? false };
}

export function useAuthOptions() {
  return useQuery<AuthOptions>({ queryKey: [PATHS.authOptions] });
}
