// The toasts' code (Radix) arrives with the first toast: on the small entries (the signing page, the
// landing page) most visits finish before one is shown.
import { lazy, Suspense, useState } from 'react';
import type { ToastWords } from './toaster.tsx';
import { useToasts } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** `words`: what a screen reader hears (the signing page's in the customer's language), else English. */
export function ToasterWhenNeeded({ words }: { words?: () => ToastWords }) {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster words={words?.()} />
    </Suspense>
  ) : null;
}
