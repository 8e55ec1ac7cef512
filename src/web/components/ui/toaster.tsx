import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from './use-toast.ts';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-600 bg-red-600 text-white',
  success: 'border-emerald-600 bg-emerald-600 text-white',
};

/** What a screen reader hears of the toasts: English in the dealer app, the customer's language when signing. */
export type ToastWords = { close: string; label: string; region: string };
const ENGLISH: ToastWords = { close: 'Close', label: 'Notification', region: 'Notifications ({hotkey})' };

/**
 * Radix toasts: 5 s, F8 to focus, swipe right (50 px) to dismiss. On a phone they sit just under the header,
 * never over its menu and bell, nor at the foot where forms keep their Save buttons and phones their sticky
 * action bars; on a wider screen at the bottom right, clear of the page's own actions at its top right (Send
 * for signing beside Save) and of the bell. The empty part of the stack lets taps through.
 */
export function Toaster({ words = ENGLISH }: { words?: ToastWords }) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={words.label}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            variantClass[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={words.close}
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={words.region}
        className="pointer-events-none fixed top-16 z-[100] flex max-h-screen w-full flex-col-reverse px-4 pb-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col sm:p-4 md:max-w-[380px]"
      />
    </ToastPrimitive.Provider>
  );
}
