import { useQuery } from '@tanstack/react-query';
import type { authApi } from '../../../shared/api/auth.ts';
import { PATHS, SIGNED_IN_HINT } from '../../../shared/api/paths.ts';
import { ApiError, callApi, queryAt } from '../../lib/api.ts';

/** A 401 to "who is signed in" is the answer "nobody", not an error. */
const nobodyOn401 = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return null;
  throw error;
};

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
  const { data, isLoading } = useQuery({
    queryKey: [PATHS.authUser],
    queryFn: () =>
      maySignedIn()
        ? callApi<typeof authApi.user>({ method: 'GET', path: PATHS.authUser }).catch(nobodyOn401)
        : null,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data), isAdmin: data?.isAdmin ?? false };
}

export function useAuthOptions() {
  return useQuery(queryAt<typeof authApi.options>({ method: 'GET', path: PATHS.authOptions }));
}
