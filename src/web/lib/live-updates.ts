// Live updates for the signed-in app: one server-sent event stream (GET /api/events) says which kinds of
// the user's data changed, and each kind refetches the queries whose key (an API path) starts with one of
// its paths. Pushed, not polled: the spec's "no refetch on focus, never stale" stays true between events.
// The browser's EventSource resumes by itself with Last-Event-ID (the server then replays what was missed,
// or says '*'); if it gives up (an answer that is not a stream), it is opened again with a growing pause,
// and every query is refetched once it is back (a refused one, 429: too many tabs open, waits up to 30 s
// between tries). The server ends every stream after about half an hour, and the browser resumes it. A
// `revoked` event (signed out elsewhere, removed from the team) stops it for good and asks who is signed
// in: the app then shows the sign-in page. Meanwhile the screens that poll keep their intervals.
// Mounted in the app shell only: the customer's signing page never loads it.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PATHS as API, PREFIXES } from '../../shared/api/paths.ts';

/** Which query paths each kind of change makes stale (a dealer's screens; an administrator's below). */
const PATHS: Record<string, string[]> = {
  requests: [API.signingRequests, API.dashboardStats, API.customers],
  customers: [API.customers, API.dashboardStats, API.dealerFiles],
  documents: [API.documents, API.dashboardStats],
  mail: [API.signingRequests],
  notifications: [API.notifications],
  // A prefix: the settings, business mail, the name check and the dealer files.
  settings: [PREFIXES.dealer, API.authUser, API.plan, API.sites],
  files: [API.dealerFiles],
  users: [API.authUser, PREFIXES.dealer, API.team, API.plan],
  sessions: [],
  webhooks: [API.webhooks],
};
/** An administrator's screens read every dealer's data: any change refetches them. */
const ADMIN_PATHS = [PREFIXES.admin];
const MAX_PAUSE_MS = 30_000;

export function pathsFor(kinds: string[], isAdmin: boolean): string[] | 'all' {
  if (kinds.includes('*')) return 'all';
  const paths = new Set<string>(isAdmin ? ADMIN_PATHS : []);
  for (const kind of kinds) for (const path of PATHS[kind] ?? []) paths.add(path);
  return [...paths];
}

function invalidate(client: QueryClient, paths: string[] | 'all') {
  if (paths === 'all') return client.invalidateQueries();
  return client.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && paths.some((path) => head.startsWith(path));
    },
  });
}

/** Opens the user's event stream while mounted. */
export function useLiveUpdates(user: { id: string; isAdmin: boolean } | null | undefined) {
  const client = useQueryClient();
  const userId = user?.id;
  const isAdmin = Boolean(user?.isAdmin);
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pause = 1000;
    let reopened = false;
    const open = () => {
      source = new EventSource(API.events, { withCredentials: true });
      source.addEventListener('open', () => {
        pause = 1000;
        // After a stream was given up, anything may have changed meanwhile.
        if (reopened) void invalidate(client, 'all');
      });
      source.addEventListener('change', (event) => {
        const kinds = (JSON.parse((event as MessageEvent<string>).data) as { kinds?: string[] }).kinds ?? [];
        void invalidate(client, pathsFor(kinds, isAdmin));
      });
      source.addEventListener('revoked', () => {
        source?.close();
        source = null;
        void client.invalidateQueries({ queryKey: [API.authUser] });
      });
      source.addEventListener('error', () => {
        // CONNECTING: the browser retries by itself, with Last-Event-ID. CLOSED: it gave up; open anew.
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        reopened = true;
        retry = setTimeout(open, pause);
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client, userId, isAdmin]);
}
