import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailDeliveries, mailDeliveryAttempts } from '../../db/schema.ts';

export type DeliveryValues = typeof mailDeliveries.$inferInsert;

/** Any number of deliveries in one statement; answers their ids in order. */
export async function insertDeliveries(db: Database, values: DeliveryValues[]): Promise<string[]> {
  const rows = await db.insert(mailDeliveries).values(values).returning({ id: mailDeliveries.id });
  return rows.map((r) => r.id);
}

export async function findDelivery(db: Database, id: string) {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.id, id));
  return row;
}

/** Takes a delivery for a retry: one waiting for it, or one whose sender vanished two minutes ago. */
export async function claimDelivery(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(mailDeliveries)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(mailDeliveries.id, id),
        or(
          eq(mailDeliveries.status, 'retrying'),
          and(
            eq(mailDeliveries.status, 'sending'),
            lt(mailDeliveries.updatedAt, sql`now() - interval '2 minutes'`),
          ),
        ),
      ),
    )
    .returning({ id: mailDeliveries.id });
  return claimed.length === 1;
}

/** Records one attempt and the delivery's new state together. Answers the attempt's number. */
export async function recordAttempt(
  db: Database,
  id: string,
  outcome: { ok: boolean; transport: string; error: string | null; status: 'sent' | 'retrying' | 'failed' },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailDeliveries)
      .set({
        attempts: sql`${mailDeliveries.attempts} + 1`,
        status: outcome.status,
        lastError: outcome.error,
        transport: outcome.transport,
        updatedAt: new Date(),
        ...(outcome.ok && { sentAt: new Date() }),
        // Once no attempt will read it again, the sealed message (with its signing or reset link) goes.
        ...(outcome.status !== 'retrying' && { messageSealed: '' }),
      })
      .where(eq(mailDeliveries.id, id))
      .returning({ attempts: mailDeliveries.attempts });
    const attempt = row!.attempts;
    await tx.insert(mailDeliveryAttempts).values({
      deliveryId: id,
      attempt,
      ok: outcome.ok,
      transport: outcome.transport,
      error: outcome.error,
    });
    return attempt;
  });
}

/** A request's e-mails with every attempt, oldest first, in two indexed reads. */
export async function listRequestDeliveries(db: Database, requestId: string) {
  const deliveries = await db
    .select({
      id: mailDeliveries.id,
      template: mailDeliveries.template,
      recipient: mailDeliveries.recipient,
      subject: mailDeliveries.subject,
      status: mailDeliveries.status,
      attempts: mailDeliveries.attempts,
      lastError: mailDeliveries.lastError,
      createdAt: mailDeliveries.createdAt,
      sentAt: mailDeliveries.sentAt,
    })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.signingRequestId, requestId))
    .orderBy(asc(mailDeliveries.createdAt));
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(mailDeliveryAttempts)
    .where(
      sql`${mailDeliveryAttempts.deliveryId} in (select id from ${mailDeliveries} where ${mailDeliveries.signingRequestId} = ${requestId})`,
    )
    .orderBy(asc(mailDeliveryAttempts.attempt));
  return deliveries.map((d) => ({ ...d, log: attempts.filter((a) => a.deliveryId === d.id) }));
}
