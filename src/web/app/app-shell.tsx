// The frame of the signed-in screens: the app header above the screen, in the dealer's colours.
import { type ReactNode, useEffect } from 'react';
import type { CurrentUser } from '../../shared/dealer/auth.schema.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { BroadcastBanner } from '../features/admin/index.ts';
import { useAuth } from '../features/auth/index.ts';
import { HandoverGate } from '../features/signing-requests/index.ts';
import { useCompletionAlerts } from '../lib/completion-alert.ts';
import { useDealerSettings } from '../lib/dealer-settings.ts';
import { useLiveUpdates } from '../lib/live-updates.ts';
import { pageLive } from '../lib/page-live.ts';
import { useBrandColours } from '../lib/use-brand-colours.ts';
import { AppHeader } from './app-header.tsx';

export function AppShell({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  // On the dashboard drawn on the server, taps held until the script ran (public/after-load.js) are made
  // now: the shell and the screen in it have been taken over. Elsewhere there is nothing held.
  useEffect(pageLive, []);
  if (isLoading || !user) return <Spinner />;
  return (
    // A device handed over to a customer to sign in person shows the lock instead of any screen, and asks
    // nothing else of the dealer's (the server answers 423 to a locked session).
    <HandoverGate>
      <UnlockedShell user={user}>{children}</UnlockedShell>
    </HandoverGate>
  );
}

function UnlockedShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  // The dealer app wears the dealer's colours, as their customers' signing pages do.
  useBrandColours(useDealerSettings().data);
  // Screens follow changes as they happen (GET /api/events), for signed-in users only.
  useLiveUpdates(user);
  // A dealer's chosen sound or notification when a customer completes a set (off by default).
  useCompletionAlerts(!user.isAdmin);
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader user={user} />
      {/* The administrator's broadcast message, for dealers (maintenance: broadcast-message). */}
      {!user.isAdmin && <BroadcastBanner />}
      {children}
    </div>
  );
}
