import { z } from 'zod';
import { notificationSchema } from '../documents/signing-request.types.ts';
import { calls, idParams, memberReads, memberWrites, messageAnswer } from './contract.ts';
import { ADDRESSES, PATHS } from './paths.ts';

export const notificationsApi = calls('Notifications', {
  list: {
    ...memberReads,
    method: 'GET',
    path: PATHS.notifications,
    summary: "The dealership's notifications of its customers' steps, newest first",
    answer: z.array(notificationSchema),
  },
  unread: {
    ...memberReads,
    method: 'GET',
    path: PATHS.notificationsUnread,
    summary: 'How many of the notifications the list shows (the newest 100) are unread: the bell’s figure',
    answer: z.object({ unread: z.number().int() }),
  },
  markAllRead: {
    ...memberWrites,
    ...ADDRESSES.markAllNotificationsRead,
    summary: 'Mark every notification read',
    answer: z.object({ updated: z.number().int() }),
  },
  markRead: {
    ...memberWrites,
    ...ADDRESSES.markNotificationRead,
    summary: 'Mark one notification read',
    params: idParams,
    answer: messageAnswer,
  },
});
