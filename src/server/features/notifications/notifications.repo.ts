import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, signingEvents } from '../../db/schema.ts';

export const NOTIFICATIONS_SHOWN = 100;

export function listNotifications(db: Database, dealerId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.dealerId, dealerId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
}

/** How many of the notifications the list shows are unread (the bell's figure, drawn on every screen). */
export async function unreadOfListed(db: Database, dealerId: string): Promise<number> {
  const listed = db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.dealerId, dealerId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN)
    .as('listed');
  const [row] = await db
    .select({ unread: sql<number>`(count(*) filter (where ${listed.readAt} is null))::int` })
    .from(listed);
  return row?.unread ?? 0;
}

/** Who at the dealership sent a request (its 'created' step's words), for requests sent since requests record who sent them. */
export async function senderOfRequest(db: Database, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ detail: signingEvents.detail })
    .from(signingEvents)
    .where(and(eq(signingEvents.requestId, requestId), eq(signingEvents.type, 'created')))
    .limit(1);
  const person = (row?.detail as { person?: unknown } | null)?.person;
  return typeof person === 'string' ? person : null;
}

export async function insertNotification(
  db: Database,
  values: {
    dealerId: string;
    type: 'customer_started' | 'customer_completed' | 'other';
    message: string;
    signingRequestId?: string;
  },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Marks one notification read; false when the dealer has none with that id. Reading twice keeps the first time. */
export async function markNotificationRead(db: Database, dealerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.dealerId, dealerId), eq(notifications.id, id)));
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
  return true;
}

export async function markAllNotificationsRead(db: Database, dealerId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.dealerId, dealerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
