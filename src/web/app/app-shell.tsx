// The frame of the signed-in screens: the app header above the screen, in the dealer's colours.
import { type ReactNode, useCallback, useState } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { useDealerSettings } from '../lib/dealer-settings.ts';
import { NotificationsOpenerContext } from '../lib/notifications-opener.ts';
import { useBrandColours } from '../lib/use-brand-colours.ts';
import { AppHeader } from './app-header.tsx';

export function AppShell({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [openNotifications, setOpenNotifications] = useState<(() => void) | undefined>();
  const register = useCallback((open: (() => void) | undefined) => setOpenNotifications(() => open), []);
  // The dealer app wears the dealer's colours, as their customers' signing pages do.
  useBrandColours(useDealerSettings().data);
  if (isLoading || !user) return <Spinner />;
  return (
    <NotificationsOpenerContext.Provider value={register}>
      <div className="min-h-screen bg-slate-50">
        <AppHeader user={user} onNotifications={openNotifications} />
        {children}
      </div>
    </NotificationsOpenerContext.Provider>
  );
}
