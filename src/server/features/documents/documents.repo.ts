import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { stripUnsafeTextDeep } from '../../../shared/text-safety.ts';
import type { Database } from '../../db/client.ts';
import { documents, signingRequestDocuments } from '../../db/schema.ts';
import { afterCursor, cursorTime, likePattern, type PageRequest } from '../../lib/http/list-page.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

const live = (dealerId: string) => and(eq(documents.dealerId, dealerId), isNull(documents.archivedAt));

const summaryColumns = {
  id: documents.id,
  title: documents.title,
  fileName: documents.fileName,
  format: documents.format,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  pageCount: documents.pageCount,
  documentType: documents.documentType,
  signatureRequired: documents.signatureRequired,
  extractedData: documents.extractedData,
  validation: documents.validation,
  uploadedAt: documents.uploadedAt,
  updatedAt: documents.updatedAt,
};

/** Every live template of a dealer, newest first, without the (possibly long) extracted text. */
export function listDocuments(db: Database, dealerId: string) {
  return db
    .select(summaryColumns)
    .from(documents)
    .where(live(dealerId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
}

/** One page of the list (and one row more, to know whether there is another); `q` searches titles. */
export function listDocumentPage(db: Database, dealerId: string, page: PageRequest) {
  const pattern = page.q ? likePattern(page.q) : null;
  return db
    .select({ ...summaryColumns, cursorAt: cursorTime(documents.uploadedAt) })
    .from(documents)
    .where(
      and(
        live(dealerId),
        afterCursor(documents.uploadedAt, documents.id, page.after),
        pattern ? or(ilike(documents.title, pattern), ilike(documents.fileName, pattern)) : undefined,
      ),
    )
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(page.limit + 1);
}

export async function findDocument(
  db: Database,
  dealerId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(live(dealerId), eq(documents.id, id)));
  return row;
}

/** The dealer's live document with these bytes (the upload's SHA-256), if there is one: the oldest. */
export async function findDocumentBySha256(
  db: Database,
  dealerId: string,
  sha256: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(live(dealerId), eq(documents.sha256, sha256)))
    .orderBy(documents.uploadedAt, documents.id)
    .limit(1);
  return row;
}

/**
 * A document's text as PostgreSQL takes it: a PDF's text layer (or its Title) may say NUL or hold a lone
 * surrogate, which no text or jsonb column stores (the whole insert failed, a 500 on upload). They are
 * dropped from every text the row keeps: title, file name, the text and what was read from it.
 */
function storable<T extends Partial<NewDocumentRow>>(values: T): T {
  return stripUnsafeTextDeep(values);
}

export async function insertDocument(db: Database, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(storable(values)).returning();
  return row!;
}

export async function updateDocument(
  db: Database,
  dealerId: string,
  id: string,
  values: Partial<Omit<NewDocumentRow, 'id' | 'dealerId'>>,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ ...storable(values), updatedAt: new Date() })
    .where(and(live(dealerId), eq(documents.id, id)))
    .returning();
  return row;
}

/** Live documents of the dealer among `ids` (the caller checks that none is missing). */
export function findDocumentsByIds(db: Database, dealerId: string, ids: string[]) {
  return db
    .select()
    .from(documents)
    .where(and(live(dealerId), inArray(documents.id, ids)));
}

/**
 * Deletes a document, or archives it when a signing request has used it: what a customer was asked to
 * sign must stay exactly as it was. Answers the row and what happened, or undefined.
 */
export async function deleteOrArchiveDocument(db: Database, dealerId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(documents)
      .where(and(live(dealerId), eq(documents.id, id)))
      .for('update');
    if (!row) return undefined;
    const used = await tx
      .select({ id: signingRequestDocuments.documentId })
      .from(signingRequestDocuments)
      .where(eq(signingRequestDocuments.documentId, id))
      .limit(1);
    if (used.length > 0) {
      await tx.update(documents).set({ archivedAt: new Date() }).where(eq(documents.id, id));
      return { row, outcome: 'archived' as const };
    }
    await tx.delete(documents).where(eq(documents.id, id));
    return { row, outcome: 'deleted' as const };
  });
}

export async function enableAllSignatures(db: Database, dealerId: string): Promise<number> {
  const rows = await db
    .update(documents)
    .set({ signatureRequired: true, updatedAt: sql`now()` })
    .where(and(live(dealerId), eq(documents.signatureRequired, false)))
    .returning({ id: documents.id });
  return rows.length;
}

/** Of these documents of the dealer, those no signing request uses (what a customer's erasure may take). */
export function findUnusedDocuments(db: Database, dealerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: documents.id, archivedAt: documents.archivedAt, extractedData: documents.extractedData })
    .from(documents)
    .where(and(eq(documents.dealerId, dealerId), inArray(documents.id, ids), unused))
    .orderBy(documents.id);
}

/** Deletes those of these documents still unused as the statement runs; answers their files' keys. */
export function deleteUnusedDocuments(db: Database, dealerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .delete(documents)
    .where(and(eq(documents.dealerId, dealerId), inArray(documents.id, ids), unused))
    .returning({ originalKey: documents.originalKey, pdfKey: documents.pdfKey });
}

const unused = sql`not exists (select 1 from ${signingRequestDocuments} where ${signingRequestDocuments.documentId} = ${documents.id})`;
