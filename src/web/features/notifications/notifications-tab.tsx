import { Bell, CheckCircle2, ChevronRight, PlayCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Notification, NotificationType } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from './api.ts';

const LOOK: Record<NotificationType, { icon: typeof Bell; className: string; label: string }> = {
  customer_started: { icon: PlayCircle, className: 'bg-blue-100 text-blue-700', label: 'Customer started' },
  customer_completed: {
    icon: CheckCircle2,
    className: 'bg-emerald-100 text-emerald-700',
    label: 'Customer completed',
  },
  other: { icon: Bell, className: 'bg-slate-100 text-slate-700', label: 'Notification' },
};

export function NotificationsTab() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [, navigate] = useLocation();
  // Opening a notification marks it read and shows its request's Details.
  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.signingRequestId) navigate(`/dashboard/requests?request=${encodeURIComponent(n.signingRequestId)}`);
  };
  return (
    <section aria-labelledby="notifications-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-heading" className="text-lg font-semibold">
          Notifications{' '}
          {notifications.unread > 0 && (
            <span className="text-sm text-slate-600">({notifications.unread} unread)</span>
          )}
        </h2>
        <Button
          variant="outline"
          disabled={notifications.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark All Read
        </Button>
      </div>
      <QueryState
        query={notifications}
        what="your notifications"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={Bell} title="No notifications yet">
            You will be told here when a customer opens or completes their documents.
          </EmptyState>
        }
      >
        {(list) => (
          <Card as="ul" className="divide-y divide-slate-200 overflow-hidden">
            {list.map((n) => {
              const look = LOOK[n.type];
              const Icon = look.icon;
              return (
                <li key={n.id} className={cn('flex items-start gap-2 px-4 py-3', !n.readAt && 'bg-brand/5')}>
                  <button
                    type="button"
                    onClick={() => open(n)}
                    className="flex min-w-0 flex-1 items-start gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand"
                    aria-label={`${n.message}${n.readAt ? '' : ' (new)'}`}
                  >
                    <span className={cn('mt-0.5 rounded-full p-2', look.className)} title={look.label}>
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      <span className="sr-only">{look.label}</span>
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block break-words text-sm text-slate-900">{n.message}</span>
                      {/* "New" sits under the message, so the message keeps the row's width on a phone. */}
                      <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                        {formatDateTime(n.sentAt)}
                        {!n.readAt && (
                          <span className="rounded-full bg-brand px-2 py-0.5 font-semibold text-on-brand">
                            New
                          </span>
                        )}
                      </span>
                    </span>
                    {n.signingRequestId && (
                      <ChevronRight className="mt-1 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                    )}
                  </button>
                  {!n.readAt && (
                    <button
                      type="button"
                      className="shrink-0 text-xs text-brand-ink hover:underline"
                      onClick={() => markRead.mutate(n.id)}
                    >
                      Mark read
                    </button>
                  )}
                </li>
              );
            })}
          </Card>
        )}
      </QueryState>
    </section>
  );
}
