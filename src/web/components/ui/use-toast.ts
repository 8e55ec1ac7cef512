import { type ReactNode, useEffect, useState } from 'react';

// One toast at a time; a dismissed toast is removed from memory after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
};

type ToastInput = Omit<ToastData, 'id' | 'open'>;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<(next: ToastData[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

export function useToasts(): ToastData[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
