import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
    // Every row in one statement with one parameter (the rows as JSON): Drizzle's building of a 200-row
    // VALUES list took the event loop 70-400 ms on a loaded machine, three times for a 500-row file.
    const json = JSON.stringify(
      rows.map(({ line, name, email, phone, registration, problems }) => ({
        line,
        name,
        email,
        phone,
        registration,
        problems,
      })),
    );
    await tx.execute(sql`
      insert into ${bulkSendRows} (bulk_send_id, line, name, email, phone, registration, problems)
      select ${bulkSendId}::uuid, r.line, r.name, r.email, r.phone, r.registration, r.problems
      from jsonb_to_recordset(${json}::jsonb)
        as r(line integer, name text, email text, phone text, registration text, problems jsonb)`);
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

/**
 * The row still waiting, locked for the transaction that makes it, with what it holds now: null when it was
 * settled meanwhile (its customer erased while the job went down the list it read at its start).
 */
export async function claimPendingRow(tx: Database, rowId: string) {
  const [row] = await tx
    .select()
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.id, rowId), isNull(bulkSendRows.outcome)))
    .for('update');
  return row ?? null;
}

/** A row made: inside the transaction that made its customer and request. */
export async function markCreated(tx: Database, rowId: string, customerId: string, requestId: string) {
  await tx
    .update(bulkSendRows)
    .set({ outcome: 'created', customerId, requestId })
    .where(eq(bulkSendRows.id, rowId));
}

/** A waiting row skipped; one settled meanwhile (its customer erased) keeps what the erasure left. */
export async function markSkipped(db: Database, rowId: string, reason: string) {
  await db
    .update(bulkSendRows)
    .set({ outcome: 'skipped', reason })
    .where(and(eq(bulkSendRows.id, rowId), isNull(bulkSendRows.outcome)));
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

/** What an erased customer's rows show in place of their name, and as their reason or problem. */
export const ERASED_ROW_NAME = 'Erased customer';
export const ERASED_ROW_REASON = 'The customer was erased';

/**
 * A customer's erasure: every row of the dealer's bulk sends that names them keeps its line and outcome, not
 * the person. A row names them when it made or found them (customerId), or, not linked to anyone, when it
 * gives their e-mail or their name (a preview not sent, a row skipped, a row still waiting in a send under
 * way). Name, e-mail, phone and registration go, and so do problems and reasons, which quote what the file
 * gave ("“07700 90012” is not a UK phone number"). A row not yet made can no longer be: in a preview it
 * becomes a row with a problem (so Send skips it), in a send under way it is skipped now. Answers how many.
 */
export async function forgetCustomerInRows(
  db: Database,
  dealerId: string,
  customer: { id: string; name: string; email: string },
) {
  const erased = sql`${JSON.stringify([ERASED_ROW_REASON])}::jsonb`;
  const rows = await db
    .update(bulkSendRows)
    .set({
      name: ERASED_ROW_NAME,
      email: '',
      phone: '',
      registration: '',
      // A made row (created, no problems) keeps its empty problems: the report's counts stay as they were.
      problems: sql`case when ${bulkSendRows.outcome} = 'created' then ${bulkSendRows.problems} else ${erased} end`,
      reason: sql`case when ${bulkSendRows.outcome} = 'created' then null else ${ERASED_ROW_REASON} end`,
      outcome: sql`case when ${bulkSendRows.outcome} is null and ${bulkSends.status} = 'sending' then 'skipped' else ${bulkSendRows.outcome} end`,
    })
    .from(bulkSends)
    .where(
      and(
        eq(bulkSends.id, bulkSendRows.bulkSendId),
        eq(bulkSends.dealerId, dealerId),
        or(
          eq(bulkSendRows.customerId, customer.id),
          and(
            isNull(bulkSendRows.customerId),
            or(
              eq(bulkSendRows.email, customer.email.trim().toLowerCase()),
              sql`lower(trim(${bulkSendRows.name})) = lower(trim(${customer.name}))`,
            ),
          ),
        ),
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
