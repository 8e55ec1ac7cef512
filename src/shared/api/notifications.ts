import { z } from 'zod';
import { notificationSchema } from '../signing-request.types.ts';
import { calls, idParams, messageAnswer } from './contract.ts';
import { ADDRESSES, PATHS } from './paths.ts';

const dealer = { access: 'dealer' } as const;

export const notificationsApi = calls('Notifications', {
  list: {
    ...dealer,
    method: 'GET',
    path: PATHS.notifications,
    summary: "The dealership's notifications of its customers' steps, newest first",
    answer: z.array(notificationSchema),
  },
  markAllRead: {
    ...dealer,
    ...ADDRESSES.markAllNotificationsRead,
    summary: 'Mark every notification read',
    answer: z.object({ updated: z.number().int() }),
  },
  markRead: {
    ...dealer,
    ...ADDRESSES.markNotificationRead,
    summary: 'Mark one notification read',
    params: idParams,
    answer: messageAnswer,
  },
});
