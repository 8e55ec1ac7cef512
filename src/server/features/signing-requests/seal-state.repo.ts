// A completed request's seal, as the row records it: who may seal it now (a claim that a dead sealer's
// successor can take over), letting go, and saving the result so that only the first seal ever counts.
// customer-signing's sealing calls these; this feature owns the row.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signingRequests } from '../../db/schema.ts';
import { recordEvent } from '../signing-history/index.ts';

/** One sealed document of a set, as saveSealed records it. */
export type SealedDocument = {
  documentId: string;
  sealedKey: string;
  signedSha256: string;
  sealedSha256: string;
  verificationCode: string;
  /** Fingerprint of the sealing certificate that signed it. */
  sealedWith?: string;
};

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

/**
 * Records a seal: only the first to finish counts (a sealer that lost its claim finds the request sealed
 * and saves nothing; its files, under their own content-named keys, are simply never referred to).
 */
export async function saveSealed(
  db: Database,
  requestId: string,
  sealed: SealedDocument[],
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
          sql`(${s.documentId}::uuid, ${s.sealedKey}, ${s.signedSha256}, ${s.sealedSha256}, ${s.verificationCode}, ${s.sealedWith ?? null}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update signing_request_documents as d
      set sealed_key = v.sealed_key, signed_sha256 = v.signed_sha256, sealed_sha256 = v.sealed_sha256,
        verification_code = v.verification_code, sealed_with = v.sealed_with
      from (values ${rows}) as v(document_id, sealed_key, signed_sha256, sealed_sha256, verification_code, sealed_with)
      where d.request_id = ${requestId} and d.document_id = v.document_id`);
    await recordEvent(tx, {
      type: 'sealed',
      requestId,
      detail: { documents: sealed.map((d) => ({ documentId: d.documentId, sha256: d.sealedSha256 })) },
    });
    return true;
  });
}
