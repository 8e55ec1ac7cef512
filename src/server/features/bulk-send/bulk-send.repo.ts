import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BulkSender, bulkSendRows, bulkSends } from '../../db/schema.ts';
import type { CheckedRow } from './rows.ts';

/** The send and its checked rows, all or nothing. */
export async function insertBulkSend(
  db: Database,
  dealerId: string,
  fileName: string,
  ignoredColumns: string[],
  rows: CheckedRow[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [send] = await tx
      .insert(bulkSends)
      .values({ dealerId, fileName, ignoredColumns })
      .returning({ id: bulkSends.id });
    const bulkSendId = send!.id;
    // In slices, so a 500-row file stays well inside the statement's parameter limit.
    for (let i = 0; i < rows.length; i += 200) {
      await tx.insert(bulkSendRows).values(rows.slice(i, i + 200).map((r) => ({ ...r, bulkSendId })));
    }
    return bulkSendId;
  });
}

export async function findBulkSend(db: Database, dealerId: string, id: string) {
  const [send] = await db
    .select()
    .from(bulkSends)
    .where(and(eq(bulkSends.dealerId, dealerId), eq(bulkSends.id, id)));
  if (!send) return null;
  const rows = await db
    .select()
    .from(bulkSendRows)
    .where(eq(bulkSendRows.bulkSendId, id))
    .orderBy(asc(bulkSendRows.line));
  return { send, rows };
}

/** The job's read: the send whatever its dealer (the job carries only the id). */
export async function findBulkSendById(db: Database, id: string) {
  const [send] = await db.select().from(bulkSends).where(eq(bulkSends.id, id));
  return send ?? null;
}

/**
 * preview → sending, once: of two simultaneous sends (a double click) exactly one moves it. Rows with
 * problems are skipped now, in the same statement's transaction, with their problems as the reason.
 */
export async function startSending(
  db: Database,
  dealerId: string,
  id: string,
  values: { documentIds: string[]; notes: string | null; sender: BulkSender },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(bulkSends)
      .set({ ...values, status: 'sending', sentAt: new Date() })
      .where(and(eq(bulkSends.dealerId, dealerId), eq(bulkSends.id, id), eq(bulkSends.status, 'preview')))
      .returning({ id: bulkSends.id });
    if (moved.length === 0) return false;
    await tx
      .update(bulkSendRows)
      .set({
        outcome: 'skipped',
        reason: sql`(select string_agg(p, '; ') from jsonb_array_elements_text(${bulkSendRows.problems}) p)`,
      })
      .where(and(eq(bulkSendRows.bulkSendId, id), sql`jsonb_array_length(${bulkSendRows.problems}) > 0`));
    return true;
  });
}

/** The rows still to make, in file order. */
export function pendingRows(db: Database, bulkSendId: string) {
  return db
    .select()
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), isNull(bulkSendRows.outcome)))
    .orderBy(asc(bulkSendRows.line));
}

/** A row made: inside the transaction that made its customer and request. */
export async function markCreated(tx: Database, rowId: string, customerId: string, requestId: string) {
  await tx
    .update(bulkSendRows)
    .set({ outcome: 'created', customerId, requestId })
    .where(eq(bulkSendRows.id, rowId));
}

export async function markSkipped(db: Database, rowId: string, reason: string) {
  await db.update(bulkSendRows).set({ outcome: 'skipped', reason }).where(eq(bulkSendRows.id, rowId));
}

export async function markFinished(db: Database, id: string) {
  await db
    .update(bulkSends)
    .set({ status: 'finished', finishedAt: new Date() })
    .where(and(eq(bulkSends.id, id), eq(bulkSends.status, 'sending')));
}

/** Sends left `sending` (a process stopped mid-way): queued again at start-up. */
export function unfinishedSends(db: Database) {
  return db.select({ id: bulkSends.id }).from(bulkSends).where(eq(bulkSends.status, 'sending'));
}

/** What an erased customer's rows show in place of their name. */
export const ERASED_ROW_NAME = 'Erased customer';

/**
 * A customer's erasure: the dealer's bulk-send rows that made or found them keep their line and outcome,
 * not the person (name, e-mail, phone and registration as the file gave them). Answers how many.
 */
export async function forgetCustomerInRows(db: Database, dealerId: string, customerId: string) {
  const rows = await db
    .update(bulkSendRows)
    .set({ name: ERASED_ROW_NAME, email: '', phone: '', registration: '' })
    .where(
      and(
        eq(bulkSendRows.customerId, customerId),
        sql`${bulkSendRows.bulkSendId} in (select ${bulkSends.id} from ${bulkSends} where ${bulkSends.dealerId} = ${dealerId})`,
      ),
    )
    .returning({ id: bulkSendRows.id });
  return rows.length;
}

/**
 * A bulk send's report (each line's name, e-mail, phone and registration as the file gave them, skipped
 * lines too) is kept 90 days: the requests it made have their own records. Rows go with their send.
 */
export const BULK_SEND_KEEP_DAYS = 90;

export async function deleteOldBulkSends(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - BULK_SEND_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(bulkSends)
    .where(and(lt(bulkSends.createdAt, before), sql`${bulkSends.status} <> 'sending'`))
    .returning({ id: bulkSends.id });
  return gone.length;
}
