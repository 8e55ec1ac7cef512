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

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });

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
