// Which signed sets must be kept, and the legal holds the operator places on them. Reads signing requests
// (owned by signing-requests); writes `legal_holds`, and has signing-requests delete a set whose period has
// run out (its rows go by cascade: documents, events, signatures, deliveries, hold).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { requestNamesCustomer } from '../../db/customer-requests.ts';
import { legalHolds, signingRequestDocuments, signingRequests } from '../../db/schema.ts';
import { deleteSigningRequests } from '../signing-requests/index.ts';

export type SetRetentionRow = {
  requestId: string;
  status: string;
  completedAt: Date | null;
  holdReason: string | null;
};

const columns = {
  requestId: signingRequests.id,
  status: signingRequests.status,
  completedAt: signingRequests.completedAt,
  holdReason: legalHolds.reason,
};

/** The dealer's requests by id (or every request of one customer), with any legal hold. */
export async function requestsRetention(
  db: Database,
  dealerId: string,
  by: { requestId: string } | { customerId: string },
): Promise<SetRetentionRow[]> {
  return db
    .select(columns)
    .from(signingRequests)
    .leftJoin(legalHolds, eq(legalHolds.requestId, signingRequests.id))
    .where(
      and(
        eq(signingRequests.dealerId, dealerId),
        'requestId' in by ? eq(signingRequests.id, by.requestId) : requestNamesCustomer(by.customerId),
      ),
    );
}

/** Any dealer's request, for the operator. */
export async function findRequest(db: Database, requestId: string) {
  const [row] = await db
    .select({ ...columns, dealerId: signingRequests.dealerId })
    .from(signingRequests)
    .leftJoin(legalHolds, eq(legalHolds.requestId, signingRequests.id))
    .where(eq(signingRequests.id, requestId));
  return row;
}

export async function placeHold(db: Database, requestId: string, reason: string, placedBy: string) {
  await db
    .insert(legalHolds)
    .values({ requestId, reason, placedBy })
    .onConflictDoUpdate({ target: legalHolds.requestId, set: { reason, placedBy, placedAt: new Date() } });
}

export async function releaseHold(db: Database, requestId: string) {
  await db.delete(legalHolds).where(eq(legalHolds.requestId, requestId));
}

/** The sealed files of these requests (storage keys), so they can be removed with the rows. */
export async function sealedKeysOf(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({ key: signingRequestDocuments.sealedKey })
    .from(signingRequestDocuments)
    .where(
      and(
        inArray(signingRequestDocuments.requestId, requestIds),
        isNotNull(signingRequestDocuments.sealedKey),
      ),
    );
  return rows.map((r) => r.key as string);
}

/**
 * Deletes these requests of the dealer, but only those still free to go: a hold placed, or a completion
 * within the period, since the check is re-made in the statement itself. Answers the ids deleted.
 */
export async function deleteRequests(db: Database, dealerId: string, requestIds: string[], keptFrom: Date) {
  if (requestIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: legalHolds.requestId })
      .from(legalHolds)
      .where(inArray(legalHolds.requestId, requestIds));
    const free = requestIds.filter((id) => !held.some((h) => h.id === id));
    if (free.length === 0) return [];
    const rows = await tx
      .select({
        id: signingRequests.id,
        status: signingRequests.status,
        completedAt: signingRequests.completedAt,
      })
      .from(signingRequests)
      .where(and(eq(signingRequests.dealerId, dealerId), inArray(signingRequests.id, free)))
      .for('update');
    const deletable = rows
      .filter((r) => r.status !== 'completed' || (r.completedAt !== null && r.completedAt < keptFrom))
      .map((r) => r.id);
    if (deletable.length === 0) return [];
    await deleteSigningRequests(tx, deletable);
    return deletable;
  });
}
