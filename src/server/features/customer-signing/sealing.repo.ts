// What a seal reads: the completed requests still owed their seal, and everything one seal needs. Claiming,
// letting go and saving the result are the row owner's (signing-requests/seal-state.repo.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signatures, signingRequestDocuments, signingRequests } from '../../db/schema.ts';
import { listEvents } from '../signing-history/index.ts';
import { findRequestHead, listSigners, type SignerRow } from './customer-signing.repo.ts';

/** Completed requests still owed their sealed copies (served by a partial index). */
export async function listUnsealedRequests(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(and(eq(signingRequests.status, 'completed'), isNull(signingRequests.sealedAt)))
    .limit(500);
  return rows.map((r) => r.id);
}

/** The request, its customer and its dealer's profile. */
export const loadSealingHead = (db: Database, requestId: string) => findRequestHead(db, { id: requestId });

/**
 * The frozen documents with their signatures (images included; one per signer of each) and the trail: two
 * statements. `signature` is the (one) customer's; `signers` (none for one customer) are the caller's.
 */
export async function loadSealingParts(db: Database, requestId: string, signers: SignerRow[] = []) {
  const [rows, events] = await Promise.all([
    db
      .select({ document: signingRequestDocuments, signature: signatures })
      .from(signingRequestDocuments)
      .leftJoin(
        signatures,
        and(
          eq(signatures.requestId, signingRequestDocuments.requestId),
          eq(signatures.documentId, signingRequestDocuments.documentId),
        ),
      )
      .where(eq(signingRequestDocuments.requestId, requestId))
      .orderBy(asc(signingRequestDocuments.position)),
    listEvents(db, requestId),
  ]);
  const documents = new Map<
    string,
    { document: (typeof rows)[number]['document']; signatures: Signature[] }
  >();
  for (const { document, signature } of rows) {
    const entry = documents.get(document.documentId) ?? { document, signatures: [] };
    if (signature) entry.signatures.push(signature);
    documents.set(document.documentId, entry);
  }
  return {
    documents: [...documents.values()].map((d) => ({
      ...d,
      signature: d.signatures.find((s) => s.signerSlot === 'customer') ?? null,
    })),
    events,
    signers,
  };
}

export { listSigners };

type Signature = typeof signatures.$inferSelect;
