// A quiet sound or the browser's notification when a customer completes a set, off by default.
// The choice is kept in this browser, not on the account: the sound and the permission to notify belong to
// the device (a forecourt tablet may chime, the office desktop not). A set completing is seen as a new
// 'customer_completed' notification in the list the bell already keeps fresh (GET /api/events refetches it).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AnswerOf } from '../../shared/api/contract.ts';
import type { notificationsApi } from '../../shared/api/notifications.ts';
import { PATHS } from '../../shared/api/paths.ts';
import { queryAt } from './api.ts';
import { notificationsKey } from './query-keys.ts';

/** One of the bell's notifications as the contract answers it (not the browser's Notification). */
type SignedNotice = AnswerOf<typeof notificationsApi.list>[number];

export const COMPLETION_ALERTS = ['off', 'sound', 'notification'] as const;
export type CompletionAlert = (typeof COMPLETION_ALERTS)[number];
const STORAGE_KEY = 'docs2sign.completion-alert';
const listeners = new Set<() => void>();

export function readCompletionAlert(): CompletionAlert {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return (COMPLETION_ALERTS as readonly string[]).includes(stored ?? '')
      ? (stored as CompletionAlert)
      : 'off';
  } catch {
    return 'off';
  }
}

export function saveCompletionAlert(choice: CompletionAlert) {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export const useCompletionAlertChoice = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readCompletionAlert,
    () => 'off' as CompletionAlert,
  );

/** A short, quiet two-note chime made on the spot (no sound file to download). */
export function playChime() {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const gain = audio.createGain();
  gain.gain.value = 0.05;
  gain.connect(audio.destination);
  [880, 1175].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + i * 0.15);
    tone.stop(audio.currentTime + i * 0.15 + 0.12);
  });
  setTimeout(() => void audio.close(), 1000);
}

function alertFor(notification: SignedNotice, choice: CompletionAlert) {
  if (choice === 'sound') return playChime();
  if (
    choice === 'notification' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  ) {
    new Notification('Documents signed', { body: notification.message, tag: notification.id });
  }
}

/** Mounted in the dealer's app shell: alerts once for each set completed while the app is open. */
export function useCompletionAlerts(enabled: boolean) {
  const choice = useCompletionAlertChoice();
  const active = enabled && choice !== 'off';
  const notifications = useQuery({
    ...queryAt<typeof notificationsApi.list>(
      { method: 'GET', path: PATHS.notifications },
      undefined,
      notificationsKey,
    ),
    enabled: active,
  });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = notifications.data;
    if (!active || !list) return;
    const completed = list.filter((n) => n.type === 'customer_completed');
    // The first list is what was there before: only what arrives after it is news.
    if (seen.current === null) {
      seen.current = new Set(completed.map((n) => n.id));
      return;
    }
    for (const n of completed) {
      if (seen.current.has(n.id)) continue;
      seen.current.add(n.id);
      if (!n.readAt) alertFor(n, choice);
    }
  }, [notifications.data, active, choice]);
}
