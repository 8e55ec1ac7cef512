import type { Notification } from '../../../shared/documents/signing-request.types.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './notifications.repo.ts';

/**
 * Tells a dealer about a customer's step; other features call this, not the repository. A step of a request
 * names who at the dealership sent it ("Sent by Priya Shah: …"), since a team shares one notification list.
 */
export async function notifyDealer(
  db: Database,
  values: {
    dealerId: string;
    type: 'customer_started' | 'customer_completed' | 'other';
    message: string;
    signingRequestId?: string;
  },
) {
  const sender = values.signingRequestId ? await repo.senderOfRequest(db, values.signingRequestId) : null;
  return repo.insertNotification(
    db,
    sender ? { ...values, message: `Sent by ${sender}: ${values.message}` } : values,
  );
}

export async function listNotifications(db: Database, dealerId: string): Promise<Notification[]> {
  const rows = await repo.listNotifications(db, dealerId);
  return rows.map((n) => ({
    id: n.id,
    type: n.type,
    message: n.message,
    signingRequestId: n.signingRequestId,
    sentAt: n.sentAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  }));
}

export async function unreadCount(db: Database, dealerId: string) {
  return { unread: await repo.unreadOfListed(db, dealerId) };
}

export async function markAllRead(db: Database, dealerId: string) {
  return { updated: await repo.markAllNotificationsRead(db, dealerId) };
}

export async function markRead(db: Database, dealerId: string, id: string) {
  if (!(await repo.markNotificationRead(db, dealerId, id))) throw notFound('Notification not found');
  return { message: 'Notification marked as read' };
}
