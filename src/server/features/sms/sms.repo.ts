import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsDeliveries, smsDeliveryAttempts } from '../../db/schema.ts';

export type TextValues = typeof smsDeliveries.$inferInsert;

export async function insertText(db: Database, values: TextValues): Promise<string> {
  const [row] = await db.insert(smsDeliveries).values(values).returning({ id: smsDeliveries.id });
  return row!.id;
}

export async function findText(db: Database, id: string) {
  const [row] = await db.select().from(smsDeliveries).where(eq(smsDeliveries.id, id));
  return row;
}

/** Takes a text for an attempt: one waiting, or one whose sender vanished two minutes ago. */
export async function claimText(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(smsDeliveries)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(smsDeliveries.id, id),
        or(
          eq(smsDeliveries.status, 'retrying'),
          and(
            eq(smsDeliveries.status, 'sending'),
            lt(smsDeliveries.updatedAt, sql`now() - interval '2 minutes'`),
          ),
        ),
      ),
    )
    .returning({ id: smsDeliveries.id });
  return claimed.length === 1;
}

/** Records one attempt and the text's new state together; answers the attempt's number. */
export async function recordTextAttempt(
  db: Database,
  id: string,
  outcome: {
    ok: boolean;
    error: string | null;
    providerId?: string | null;
    status: 'sent' | 'retrying' | 'failed';
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(smsDeliveries)
      .set({
        attempts: sql`${smsDeliveries.attempts} + 1`,
        status: outcome.status,
        lastError: outcome.error,
        updatedAt: new Date(),
        ...(outcome.ok && { sentAt: new Date(), providerId: outcome.providerId ?? null }),
        // Once no attempt will read it again, the body (with its signing link) goes.
        ...(outcome.status !== 'retrying' && { bodySealed: '' }),
      })
      .where(eq(smsDeliveries.id, id))
      .returning({ attempts: smsDeliveries.attempts });
    const attempt = row!.attempts;
    await tx
      .insert(smsDeliveryAttempts)
      .values({ deliveryId: id, attempt, ok: outcome.ok, error: outcome.error });
    return attempt;
  });
}

/** A request's texts with every attempt, oldest first, in two indexed reads. */
export async function listRequestTexts(db: Database, requestId: string) {
  const texts = await db
    .select({
      id: smsDeliveries.id,
      kind: smsDeliveries.kind,
      recipient: smsDeliveries.recipient,
      status: smsDeliveries.status,
      attempts: smsDeliveries.attempts,
      lastError: smsDeliveries.lastError,
      createdAt: smsDeliveries.createdAt,
      sentAt: smsDeliveries.sentAt,
    })
    .from(smsDeliveries)
    .where(eq(smsDeliveries.signingRequestId, requestId))
    .orderBy(asc(smsDeliveries.createdAt));
  if (texts.length === 0) return [];
  const attempts = await db
    .select()
    .from(smsDeliveryAttempts)
    .where(
      sql`${smsDeliveryAttempts.deliveryId} in (select id from ${smsDeliveries} where ${smsDeliveries.signingRequestId} = ${requestId})`,
    )
    .orderBy(asc(smsDeliveryAttempts.attempt));
  return texts.map((t) => ({ ...t, log: attempts.filter((a) => a.deliveryId === t.id) }));
}

/** A dealership's texts queued in the last hour, and the minutes until the oldest of them leaves that hour. */
export async function textsInLastHour(db: Database, dealerId: string) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      minutesLeft: sql<number>`coalesce(ceil(extract(epoch from (min(${smsDeliveries.createdAt}) + interval '1 hour' - now())) / 60), 0)::int`,
    })
    .from(smsDeliveries)
    .where(
      and(eq(smsDeliveries.dealerId, dealerId), gt(smsDeliveries.createdAt, sql`now() - interval '1 hour'`)),
    );
  return { sent: Number(row?.n ?? 0), minutesLeft: Math.max(1, Number(row?.minutesLeft ?? 1)) };
}
