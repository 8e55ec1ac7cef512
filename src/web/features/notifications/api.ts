import { useMutation, useQuery } from '@tanstack/react-query';
import type { notificationsApi } from '../../../shared/api/notifications.ts';
import { ADDRESSES, PATHS } from '../../../shared/api/paths.ts';
import { callApi, queryAt } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { notificationsKey } from '../../lib/query-keys.ts';

export function useNotifications() {
  const query = useQuery(
    queryAt<typeof notificationsApi.list>(
      { method: 'GET', path: PATHS.notifications },
      undefined,
      notificationsKey,
    ),
  );
  const unread = query.data?.filter((n) => !n.readAt).length ?? 0;
  return { ...query, unread };
}

/**
 * The bell's figure (the header, the dashboard's tab): how many of the listed notifications are unread,
 * asked on its own so that the dashboard drawn on the server carries a number, not the hundred notifications.
 */
export function useUnreadCount(): number {
  const query = useQuery(
    queryAt<typeof notificationsApi.unread>({ method: 'GET', path: PATHS.notificationsUnread }),
  );
  return query.data?.unread ?? 0;
}

// The list and the bell's figure (whose key starts with the list's path, as live updates read it).
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsKey }),
    queryClient.invalidateQueries({ queryKey: [PATHS.notificationsUnread] }),
  ]);

export function useMarkRead() {
  return useMutation({
    // The bell is on the dashboard's first load: its address, not the contract's schemas (no zod there).
    mutationFn: (id: string) =>
      callApi<typeof notificationsApi.markRead>(ADDRESSES.markNotificationRead, { params: { id } }),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'Could not mark the notification as read.'),
  });
}

export function useMarkAllRead() {
  return useMutation({
    mutationFn: () => callApi<typeof notificationsApi.markAllRead>(ADDRESSES.markAllNotificationsRead),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'Could not mark the notifications as read.'),
  });
}
