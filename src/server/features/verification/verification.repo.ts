// All SQL of /verify: reads only. Sealed documents are written by customer-signing (sealing); this module
// finds them by the SHA-256 of a sealed file, of the stamped pages, or by the code on the certificate.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealerSettings,
  requestSigners,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../db/schema.ts';

const sealedColumns = {
  requestId: signingRequestDocuments.requestId,
  title: signingRequestDocuments.title,
  sealedKey: signingRequestDocuments.sealedKey,
  sealedSha256: signingRequestDocuments.sealedSha256,
  signedSha256: signingRequestDocuments.signedSha256,
  verificationCode: signingRequestDocuments.verificationCode,
  sealedWith: signingRequestDocuments.sealedWith,
  completedAt: signingRequests.completedAt,
  sealedAt: signingRequests.sealedAt,
};
export type SealedRecord = {
  requestId: string;
  title: string;
  sealedKey: string | null;
  sealedSha256: string | null;
  signedSha256: string | null;
  verificationCode: string | null;
  /** Fingerprint of the certificate that sealed it (none for files sealed before this was recorded). */
  sealedWith: string | null;
  completedAt: Date | null;
  sealedAt: Date | null;
};

function findSealed(db: Database, where: SQL): Promise<SealedRecord[]> {
  return db
    .select(sealedColumns)
    .from(signingRequestDocuments)
    .innerJoin(signingRequests, eq(signingRequests.id, signingRequestDocuments.requestId))
    .where(where)
    .limit(20);
}

export const findBySealedHashes = (db: Database, hashes: string[]) =>
  hashes.length ? findSealed(db, inArray(signingRequestDocuments.sealedSha256, hashes)) : Promise.resolve([]);

export const findBySignedHashes = (db: Database, hashes: string[]) =>
  hashes.length ? findSealed(db, inArray(signingRequestDocuments.signedSha256, hashes)) : Promise.resolve([]);

export const findByCodes = (db: Database, codes: string[]) =>
  codes.length
    ? findSealed(db, inArray(signingRequestDocuments.verificationCode, codes))
    : Promise.resolve([]);

/** A signer's own link to the request (a joint hirer's, the dealership's countersignature): whose it is. */
async function signerOfLink(db: Database, requestId: string, tokenHash: string) {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${customers.name}, ${users.name})`,
      email: sql<string>`coalesce(${customers.email}, ${users.email})`,
    })
    .from(requestSigners)
    .leftJoin(customers, eq(customers.id, requestSigners.customerId))
    .leftJoin(users, eq(users.id, requestSigners.memberId))
    .where(and(eq(requestSigners.requestId, requestId), eq(requestSigners.tokenHash, tokenHash)));
  return row;
}

/** Who signed and through whom, for the holder of one of the request's links only (the request's own, or a signer's). */
export async function findLinkHolderDetails(db: Database, requestId: string, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: signingRequests.tokenHash,
      customerName: customers.name,
      customerEmail: customers.email,
      settingsName: dealerSettings.dealershipName,
      registeredName: users.dealershipName,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .innerJoin(users, eq(users.id, signingRequests.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, signingRequests.dealerId))
    .where(eq(signingRequests.id, requestId));
  if (!row) return null;
  const holder =
    row.tokenHash === tokenHash
      ? { name: row.customerName, email: row.customerEmail }
      : await signerOfLink(db, requestId, tokenHash);
  if (!holder) return null;
  return {
    customerName: holder.name,
    customerEmail: holder.email,
    // The name the dealer set in Settings, else the one they registered with (as on the certificate).
    dealershipName: row.settingsName || row.registeredName || null,
  };
}

/** Every sealed copy's storage key, a page at a time in key order (a restore checks each one). */
export function sealedCopies(db: Database, afterKey: string, limit: number) {
  return db
    .select({ requestId: signingRequestDocuments.requestId, sealedKey: signingRequestDocuments.sealedKey })
    .from(signingRequestDocuments)
    .where(
      and(
        sql`${signingRequestDocuments.sealedKey} is not null`,
        sql`${signingRequestDocuments.sealedKey} > ${afterKey}`,
      ),
    )
    .orderBy(signingRequestDocuments.sealedKey)
    .limit(limit) as Promise<{ requestId: string; sealedKey: string }[]>;
}
