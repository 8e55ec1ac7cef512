// What a dealer had typed when their session ran out mid-form: kept in sessionStorage (this tab only, gone
// when it closes) as the app goes to sign-in, and given back to the same form on the same screen afterwards.
import { useEffect, useRef } from 'react';

const sources = new Map<string, () => unknown>();
const storageKey = (key: string) => `docs2sign.draft:${window.location.pathname}:${key}`;

/** While `read` is given, the form's current values are what a lost session keeps. */
export function useDraftSource(key: string, read: (() => unknown) | null) {
  const latest = useRef(read);
  latest.current = read;
  const active = read !== null;
  useEffect(() => {
    if (!active) return;
    sources.set(key, () => latest.current?.());
    return () => {
      sources.delete(key);
    };
  }, [key, active]);
}

/** Called on the way to sign-in: every open form's values, under this screen's path. */
export function saveDrafts() {
  for (const [key, read] of sources) {
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify(read()));
    } catch {
      // Storage full or refused (private mode): the draft is lost, as before; sign-in still happens.
    }
  }
}

export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(key)) !== null;
  } catch {
    return false;
  }
}

/** The draft kept for this form on this screen, once: it is removed as it is read. */
export function takeDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(storageKey(key));
    if (raw === null) return null;
    sessionStorage.removeItem(storageKey(key));
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
