import { useMutation, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../shared/signing-request.types.ts';
import { apiRequest } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { notificationsKey } from '../../lib/query-keys.ts';

export function useNotifications() {
  const query = useQuery<Notification[]>({ queryKey: notificationsKey });
  const unread = query.data?.filter((n) => !n.readAt).length ?? 0;
  return { ...query, unread };
}

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });

export function useMarkRead() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `/api/notifications/${id}/read`),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'Could not mark the notification as read.'),
  });
}

export function useMarkAllRead() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/mark-all-read'),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'Could not mark the notifications as read.'),
  });
}
