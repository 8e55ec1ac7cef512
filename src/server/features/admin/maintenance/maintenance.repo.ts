// The SQL of the maintenance actions (DECISIONS.md "Administration"): the broadcast banner, VACUUM ANALYZE,
// and which stored files rows still refer to.
import { desc, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  broadcastMessages,
  dealerFiles,
  dealerSettings,
  documents,
  signingRequestDocuments,
} from '../../../db/schema.ts';

export async function insertBroadcast(db: Database, message: string, adminId: string) {
  const [row] = await db
    .insert(broadcastMessages)
    .values({ message, createdBy: adminId })
    .returning({ id: broadcastMessages.id, createdAt: broadcastMessages.createdAt });
  return row!;
}

export async function latestBroadcast(db: Database) {
  const [row] = await db
    .select({
      id: broadcastMessages.id,
      message: broadcastMessages.message,
      createdAt: broadcastMessages.createdAt,
    })
    .from(broadcastMessages)
    .orderBy(desc(broadcastMessages.createdAt))
    .limit(1);
  return row ?? null;
}

export async function vacuumAnalyze(db: Database) {
  await db.execute(sql`vacuum analyze`);
}

/** Of these storage keys, the ones a document, a request's frozen copy, a dealer file or a profile names. */
export async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [docs, frozen, files, images] = await Promise.all([
    db
      .select({ a: documents.originalKey, b: documents.pdfKey })
      .from(documents)
      .where(or(inArray(documents.originalKey, keys), inArray(documents.pdfKey, keys))),
    db
      .select({ a: signingRequestDocuments.pdfKey })
      .from(signingRequestDocuments)
      .where(inArray(signingRequestDocuments.pdfKey, keys)),
    db.select({ a: dealerFiles.storageKey }).from(dealerFiles).where(inArray(dealerFiles.storageKey, keys)),
    db
      .select({ a: dealerSettings.logoKey, b: dealerSettings.profileImageKey })
      .from(dealerSettings)
      .where(or(inArray(dealerSettings.logoKey, keys), inArray(dealerSettings.profileImageKey, keys))),
  ]);
  const found = new Set<string>();
  for (const row of [...docs, ...frozen, ...files, ...images] as { a: string | null; b?: string | null }[]) {
    if (row.a) found.add(row.a);
    if (row.b) found.add(row.b);
  }
  return found;
}

/** Of these PDF hashes, the ones a document or a request's frozen copy still has (their page images live). */
export async function referencedPdfHashes(db: Database, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const [docs, frozen] = await Promise.all([
    db
      .select({ h: documents.pdfSha256, s: documents.sha256 })
      .from(documents)
      .where(or(inArray(documents.pdfSha256, hashes), inArray(documents.sha256, hashes))),
    db
      .select({ h: signingRequestDocuments.sha256 })
      .from(signingRequestDocuments)
      .where(inArray(signingRequestDocuments.sha256, hashes)),
  ]);
  const found = new Set<string>();
  for (const row of [...docs, ...frozen] as { h: string | null; s?: string | null }[]) {
    if (row.h) found.add(row.h);
    if (row.s) found.add(row.s);
  }
  return found;
}
