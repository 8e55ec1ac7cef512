// All SQL of sealing: who may seal a completed request now, everything a seal reads, and saving the result
// so that only one seal of a request ever counts.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signatures, signingRequestDocuments, signingRequests } from '../../db/schema.ts';
import { listEvents, recordEvent } from '../signing-history/index.ts';
import { findRequestHead, listSigners, type SignerRow } from './customer-signing.repo.ts';

/**
 * A claim older than this belongs to a sealer that died (a seal takes well under a second): another may take
 * it over. Short, so a request whose process was killed mid-seal is sealed within seconds of a restart; a
 * slow sealer that loses its claim costs only duplicate work, since only the first saved seal counts.
 */
const STALE_CLAIM = sql`now() - interval '10 seconds'`;

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

/** Completed requests still owed their sealed copies (served by a partial index). */
export async function listUnsealedRequests(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(and(eq(signingRequests.status, 'completed'), isNull(signingRequests.sealedAt)))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function isSealed(db: Database, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ sealedAt: signingRequests.sealedAt })
    .from(signingRequests)
    .where(eq(signingRequests.id, requestId));
  return Boolean(row?.sealedAt);
}

/**
 * Drops every claim on unsealed requests: only for the embedded database, whose lock file guarantees that
 * no other process is alive to hold one, so a restart need not wait for a dead process's claims to age.
 */
export async function releaseAllSealingClaims(db: Database) {
  await db
    .update(signingRequests)
    .set({ sealingClaimedAt: null })
    .where(and(eq(signingRequests.status, 'completed'), isNull(signingRequests.sealedAt)));
}

export async function releaseSealingClaim(db: Database, requestId: string) {
  await db
    .update(signingRequests)
    .set({ sealingClaimedAt: null })
    .where(and(eq(signingRequests.id, requestId), isNull(signingRequests.sealedAt)));
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

/**
 * Records a seal: only the first to finish counts (a sealer that lost its claim finds the request sealed
 * and saves nothing; its files, under their own content-named keys, are simply never referred to).
 */
export async function saveSealed(
  db: Database,
  requestId: string,
  sealed: {
    documentId: string;
    sealedKey: string;
    signedSha256: string;
    sealedSha256: string;
    verificationCode: string;
  }[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(signingRequests)
      .set({ sealedAt: new Date() })
      .where(and(eq(signingRequests.id, requestId), isNull(signingRequests.sealedAt)))
      .returning({ id: signingRequests.id });
    if (!won) return false;
    // A set with no documents (only made by hand, e.g. a seeded database) has nothing more to record.
    if (sealed.length === 0) return true;
    const rows = sql.join(
      sealed.map(
        (s) =>
          sql`(${s.documentId}::uuid, ${s.sealedKey}, ${s.signedSha256}, ${s.sealedSha256}, ${s.verificationCode})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update signing_request_documents as d
      set sealed_key = v.sealed_key, signed_sha256 = v.signed_sha256, sealed_sha256 = v.sealed_sha256,
        verification_code = v.verification_code
      from (values ${rows}) as v(document_id, sealed_key, signed_sha256, sealed_sha256, verification_code)
      where d.request_id = ${requestId} and d.document_id = v.document_id`);
    await recordEvent(tx, {
      type: 'sealed',
      requestId,
      detail: { documents: sealed.map((d) => ({ documentId: d.documentId, sha256: d.sealedSha256 })) },
    });
    return true;
  });
}
