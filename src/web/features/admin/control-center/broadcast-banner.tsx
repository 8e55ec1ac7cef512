// The administrator's broadcast message (maintenance: broadcast-message) as a banner under the dealer's
// header, until they dismiss it (remembered in this browser, per message). It is looked for every 30 s and
// when the tab comes back into view; a 401 then means the session has ended (a suspension, or every dealer
// signed out), so the open page turns to sign-in at once rather than at the dealer's next click.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { adminControlCenterApi } from '../../../../shared/api/admin-control-center.ts';
import { PATHS } from '../../../../shared/api/paths.ts';
import { isUnauthorizedError, queryAt } from '../../../lib/api.ts';

const DISMISSED_KEY = 'docs2sign.dismissed-broadcast';

const dismissedId = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

export function BroadcastBanner() {
  const client = useQueryClient();
  const query = useQuery({
    ...queryAt<typeof adminControlCenterApi.broadcastMessage>({
      method: 'GET',
      path: PATHS.broadcastMessage,
    }),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const [dismissed, setDismissed] = useState(dismissedId);
  useEffect(() => {
    if (query.isError && isUnauthorizedError(query.error)) client.setQueryData([PATHS.authUser], null);
  }, [query.isError, query.error, client]);

  const broadcast = query.data;
  if (!broadcast || broadcast.id === dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, broadcast.id);
    } catch {
      // Private browsing without storage: dismissed for this page only.
    }
    setDismissed(broadcast.id);
  };
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50" data-testid="broadcast-banner">
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm text-amber-950">
        <Megaphone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words">{broadcast.message}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss message"
          className="-my-1 rounded p-1 text-amber-900 hover:bg-amber-100"
        >
          <X className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
