// All SQL of /verify: reads only. Sealed documents are written by customer-signing (sealing); this module
// finds them by the SHA-256 of a sealed file, of the stamped pages, or by the code on the certificate.
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealerSettings,
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

/** Who signed and through whom, for the holder of the request's link only. */
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
  if (!row || row.tokenHash !== tokenHash) return null;
  return {
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    // The name the dealer set in Settings, else the one they registered with (as on the certificate).
    dealershipName: row.settingsName || row.registeredName || null,
  };
}
