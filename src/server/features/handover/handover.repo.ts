// All SQL of handing the dealer's device to a customer: the open handover of a session, and the request's
// state and sealed link token that starting one needs. The `handovers` table is written only here.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, handovers, requestSigners, signingRequests } from '../../db/schema.ts';
import { recordEvent } from '../signing-history/index.ts';

/** The dealer's own request with what a handover needs; undefined for another dealer's or an unknown id. */
export async function findOwnRequest(db: Database, dealerId: string, requestId: string) {
  const [row] = await db
    .select({
      id: signingRequests.id,
      status: signingRequests.status,
      expiresAt: signingRequests.expiresAt,
      tokenSealed: signingRequests.tokenSealed,
      customerName: customers.name,
      // In the same statement: a one-customer request (no signer rows) costs nothing more to read.
      hasSigners: sql<boolean>`exists (select 1 from ${requestSigners} where ${requestSigners.requestId} = ${signingRequests.id})`,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(and(eq(signingRequests.id, requestId), eq(signingRequests.dealerId, dealerId)));
  return row;
}

/**
 * Opens a handover for the session, closing any earlier one the same session left open. `signerId`: the
 * signer of a request with several signers it is for (null for a one-customer request).
 */
export async function openHandover(
  db: Database,
  row: {
    requestId: string;
    dealerId: string;
    sessionKey: string;
    handedOverBy: string;
    signerId: string | null;
  },
) {
  await closeOpen(db, row.sessionKey, 'replaced');
  await db.insert(handovers).values(row);
}

/**
 * The session's open handover, with its request's state and sealed token (to send the device back to it),
 * and `signerId` when it is for one signer of several (their own link and name are theirs, not the request's).
 */
export async function findOpenHandover(db: Database, sessionKey: string) {
  const [row] = await db
    .select({
      id: handovers.id,
      requestId: handovers.requestId,
      dealerId: handovers.dealerId,
      signerId: handovers.signerId,
      status: signingRequests.status,
      expiresAt: signingRequests.expiresAt,
      tokenSealed: signingRequests.tokenSealed,
      customerName: customers.name,
    })
    .from(handovers)
    .innerJoin(signingRequests, eq(signingRequests.id, handovers.requestId))
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(and(eq(handovers.sessionKey, sessionKey), isNull(handovers.endedAt)));
  return row;
}

export async function closeOpen(db: Database, sessionKey: string, endedBy: string) {
  await db
    .update(handovers)
    .set({ endedAt: new Date(), endedBy })
    .where(and(eq(handovers.sessionKey, sessionKey), isNull(handovers.endedAt)));
}

/**
 * Someone submitted on the device the request was handed over on: the handover ends and the trail records
 * it, in one transaction. `signer`: the signer of several who submitted; only a handover opened for them
 * ends, and the trail names them. Without it (a one-customer request), only a handover opened for no
 * particular signer ends, so the completion of a set with several signers never claims the whole set was
 * signed in person. False when this session holds no such open handover.
 */
export async function completeHandover(
  db: Database,
  requestId: string,
  sessionKey: string,
  signer?: { id: string; name: string; role: string },
) {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(handovers)
      .set({ endedAt: new Date(), endedBy: 'completed' })
      .where(
        and(
          eq(handovers.sessionKey, sessionKey),
          eq(handovers.requestId, requestId),
          isNull(handovers.endedAt),
          signer ? eq(handovers.signerId, signer.id) : isNull(handovers.signerId),
        ),
      )
      .returning({ handedOverBy: handovers.handedOverBy });
    if (!ended) return false;
    await recordEvent(tx, {
      type: 'signed_in_person',
      requestId,
      // With several signers the trail and the certificate name whose part was signed here.
      detail: {
        handedOverBy: ended.handedOverBy,
        ...(signer && { signer: `${signer.name} (${signer.role})` }),
      },
    });
    return true;
  });
}
