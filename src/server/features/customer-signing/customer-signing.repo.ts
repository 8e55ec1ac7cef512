// All SQL of a customer's visit by link: the request behind a token (with its dealer's profile, read once),
// its frozen documents and signatures, and the signatures themselves. The steps that move the request on
// (opened, completed, declined) belong to signing-requests, which owns the row (request-progress.repo.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealerSettings,
  requestSigners,
  signatures,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../db/schema.ts';
import { profileColumns } from '../dealer-profile/index.ts';
import type { SignerDetail, Trail } from '../signing-history/index.ts';
import { recordEvent, recordFirstView } from '../signing-history/index.ts';
import { findRequestIdBySignerToken, listSigners, type SignerRow } from '../signing-requests/index.ts';

/** A request with its customer and its dealer's profile, in one statement: by link or by id. */
export async function findRequestHead(db: Database, by: { tokenHash: string } | { id: string }) {
  const [row] = await db
    .select({
      request: signingRequests,
      customer: customers,
      ...profileColumns,
      // In the same statement: a one-customer request (no signer rows) costs nothing more to read.
      hasSigners: sql<boolean>`exists (select 1 from ${requestSigners} where ${requestSigners.requestId} = ${signingRequests.id})`,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .innerJoin(users, eq(users.id, signingRequests.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, signingRequests.dealerId))
    .where('id' in by ? eq(signingRequests.id, by.id) : eq(signingRequests.tokenHash, by.tokenHash));
  if (!row) return undefined;
  const { request, customer, hasSigners, ...profile } = row;
  return { request, customer, profile, hasSigners };
}

/** The request behind a link. */
export const findRequestByTokenHash = (db: Database, tokenHash: string) => findRequestHead(db, { tokenHash });

/** The frozen documents in order, each with when the signer (the one customer by default) signed it. */
export function listDocumentsWithSignatures(db: Database, requestId: string, signerSlot = 'customer') {
  return db
    .select({ document: signingRequestDocuments, signedAt: signatures.signedAt })
    .from(signingRequestDocuments)
    .leftJoin(
      signatures,
      and(
        eq(signatures.requestId, signingRequestDocuments.requestId),
        eq(signatures.documentId, signingRequestDocuments.documentId),
        eq(signatures.signerSlot, signerSlot),
      ),
    )
    .where(eq(signingRequestDocuments.requestId, requestId))
    .orderBy(asc(signingRequestDocuments.position));
}

export async function recordView(
  db: Database,
  view: { requestId: string; documentId: string; pagesRead: number; timeSpent: number } & Trail,
) {
  const { pagesRead, timeSpent, ...rest } = view;
  await recordFirstView(db, { type: 'viewed', ...rest, detail: { pagesRead, timeSpent } });
}

/** Stores a signature and its event; false when the signer has signed the document already. */
export async function insertSignature(
  db: Database,
  values: typeof signatures.$inferInsert,
  trail: Trail,
  signer?: SignerDetail,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signatures)
      .values(values)
      .onConflictDoNothing()
      .returning({ documentId: signatures.documentId });
    if (inserted.length === 0) return false;
    await recordEvent(tx, {
      type: 'signed',
      requestId: values.requestId,
      documentId: values.documentId,
      ...trail,
      ...(signer ? { detail: signer } : {}),
    });
    return true;
  });
}

export { findRequestIdBySignerToken, listSigners, type SignerRow };
