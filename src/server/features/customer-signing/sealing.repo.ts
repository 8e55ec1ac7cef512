import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  signatures,
  signingEvents,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../db/schema.ts';

/** A claim older than this belongs to a process that died while sealing: another may take it over. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

/** True for the one caller that may seal a completed request now. */
export async function claimSealing(db: Database, requestId: string): Promise<boolean> {
  const claimed = await db
    .update(signingRequests)
    .set({ sealingClaimedAt: new Date() })
    .where(
      and(
        eq(signingRequests.id, requestId),
        eq(signingRequests.status, 'completed'),
        isNull(signingRequests.sealedAt),
        or(isNull(signingRequests.sealingClaimedAt), lt(signingRequests.sealingClaimedAt, STALE_CLAIM)),
      ),
    )
    .returning({ id: signingRequests.id });
  return claimed.length === 1;
}

export async function listUnsealedRequests(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(and(eq(signingRequests.status, 'completed'), isNull(signingRequests.sealedAt)))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function releaseSealingClaim(db: Database, requestId: string) {
  await db
    .update(signingRequests)
    .set({ sealingClaimedAt: null })
    .where(and(eq(signingRequests.id, requestId), isNull(signingRequests.sealedAt)));
}

/** Everything a seal needs, in four indexed reads. */
export async function loadSealingInput(db: Database, requestId: string) {
  const [[head], documents, signed, events] = await Promise.all([
    db
      .select({ request: signingRequests, customer: customers, dealerEmail: users.email })
      .from(signingRequests)
      .innerJoin(customers, eq(customers.id, signingRequests.customerId))
      .innerJoin(users, eq(users.id, signingRequests.dealerId))
      .where(eq(signingRequests.id, requestId)),
    db
      .select()
      .from(signingRequestDocuments)
      .where(eq(signingRequestDocuments.requestId, requestId))
      .orderBy(asc(signingRequestDocuments.position)),
    db.select().from(signatures).where(eq(signatures.requestId, requestId)),
    db
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.requestId, requestId))
      .orderBy(asc(signingEvents.createdAt), asc(signingEvents.id)),
  ]);
  return head ? { ...head, documents, signatures: signed, events } : undefined;
}

export async function saveSealed(
  db: Database,
  requestId: string,
  sealed: { documentId: string; sealedKey: string; signedSha256: string; sealedSha256: string }[],
) {
  await db.transaction(async (tx) => {
    for (const { documentId, ...values } of sealed) {
      await tx
        .update(signingRequestDocuments)
        .set(values)
        .where(
          and(
            eq(signingRequestDocuments.requestId, requestId),
            eq(signingRequestDocuments.documentId, documentId),
          ),
        );
    }
    await tx.update(signingRequests).set({ sealedAt: new Date() }).where(eq(signingRequests.id, requestId));
    await tx.insert(signingEvents).values({
      requestId,
      type: 'sealed',
      detail: { documents: sealed.map((d) => ({ documentId: d.documentId, sha256: d.sealedSha256 })) },
    });
  });
}
