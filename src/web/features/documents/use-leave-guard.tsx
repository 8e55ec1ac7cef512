import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/** The little of the Navigation API used here (Chromium, recent Firefox and Safari). */
type NavigateEvent = Event & {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { url: string };
};
type NavigationLike = {
  addEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
};
const navigation = () => (window as unknown as { navigation?: NavigationLike }).navigation;

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Asks before unsaved edits are lost: closing or reloading the tab (the browser's own question), a link
 * inside the app (the header, "Back to Documents") and the browser's Back button (our question).
 * wouter has no navigation blocker, so links are caught at the document before React sees the click,
 * and Back is cancelled through the Navigation API; either is replayed if the dealer chooses to leave.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  const leaving = useRef(false);
  const guarding = dirty && !leaving.current;

  useEffect(() => {
    if (!guarding) return;
    const page = here();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs a returnValue to show the question.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const next = `${url.pathname}${url.search}${url.hash}`;
      if (next === page) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(next);
    };
    // The browser's Back and Forward: the Navigation API lets a page cancel a move within itself before
    // anything changes (popstate comes too late: the router has already drawn the other page).
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      const url = new URL(event.destination.url);
      const next = `${url.pathname}${url.search}${url.hash}`;
      if (next === page) return;
      event.preventDefault();
      setTarget(next);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation()?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation()?.removeEventListener('navigate', onNavigate);
    };
  }, [guarding]);

  const leave = useCallback(() => {
    if (target === null) return;
    leaving.current = true;
    setTarget(null);
    navigate(target);
  }, [navigate, target]);

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Leave without saving?"
      description="You have changes that are not saved. If you leave this page now they will be lost."
      confirmLabel="Leave without saving"
      onConfirm={leave}
    />
  );
}
