// How the app header's bell opens a screen's notifications view: the screen that has one registers it
// (the dashboard), and the header shows the bell only while one is registered.
import { createContext, useContext, useEffect } from 'react';

type Register = (open: (() => void) | undefined) => void;

export const NotificationsOpenerContext = createContext<Register>(() => {});

/** Registers `open` while the calling screen is shown. */
export function useRegisterNotificationsOpener(open: () => void) {
  const register = useContext(NotificationsOpenerContext);
  useEffect(() => {
    register(open);
    return () => register(undefined);
  }, [register, open]);
}
