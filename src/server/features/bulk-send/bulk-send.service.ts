// Bulk send: a CSV of customers and a document set → one signing request per good row.
// 1. preview: the file is read and every row checked; the send and its rows are kept (nothing is sent).
// 2. send: the document set and the plan are checked for every good row at once (402 before anything is
//    made), the send moves preview → sending exactly once, and the `bulk.send` job makes the rows.
// 3. the job: each row's customer (found by e-mail, else created), request and outcome in one transaction;
//    its e-mail queued after the commit, as Send queues it. It resumes where it stopped.
import { BULK_SEND_MAX_BYTES, type BulkSend } from '../../../shared/api/bulk-sends.ts';
import { actedByOf, type CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/http/multipart-files.ts';
import { findOrCreateCustomerByEmail } from '../customers/index.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import type { DeliveryCtx } from '../email/index.ts';
import {
  batchMismatch,
  checkRequestBatch,
  insertBatchRequest,
  prepareRequestBatch,
  sendBatchRequest,
} from '../signing-requests/index.ts';
import { siteForNewRecord } from '../team/index.ts';
import * as repo from './bulk-send.repo.ts';
import { readCustomerListInWorker } from './csv-in-worker.ts';

const sendNotFound = () => notFound('Bulk send not found');

/** Step 1: the file read and each row checked, kept as a preview. */
export async function previewBulkSend(db: Database, dealerId: string, file: UploadedFile): Promise<BulkSend> {
  if (file.tooLarge || file.bytes.length > BULK_SEND_MAX_BYTES) {
    throw new AppError(413, `“${file.fileName}” is over 1 MB. Split it into smaller files.`, {
      code: 'TOO_LARGE',
    });
  }
  if (file.bytes.length === 0) throw new AppError(400, 'The file is empty.', { code: 'NO_ROWS' });
  // Read in the CSV worker: the event loop never parses an upload.
  const { ignored, rows } = await readCustomerListInWorker(file.bytes);
  const id = await repo.insertBulkSend(db, dealerId, file.fileName || 'upload.csv', ignored, rows);
  return getBulkSend(db, dealerId, id);
}

export async function getBulkSend(db: Database, dealerId: string, id: string): Promise<BulkSend> {
  const found = await repo.findBulkSend(db, dealerId, id);
  if (!found) throw sendNotFound();
  const { send, rows } = found;
  return {
    id: send.id,
    status: send.status,
    fileName: send.fileName,
    ignoredColumns: send.ignoredColumns,
    documentIds: send.documentIds,
    total: rows.length,
    good: rows.filter((r) => r.problems.length === 0).length,
    bad: rows.filter((r) => r.problems.length > 0).length,
    created: rows.filter((r) => r.outcome === 'created').length,
    skipped: rows.filter((r) => r.outcome === 'skipped').length,
    createdAt: send.createdAt.toISOString(),
    sentAt: send.sentAt?.toISOString() ?? null,
    finishedAt: send.finishedAt?.toISOString() ?? null,
    rows: rows.map((r) => ({
      line: r.line,
      name: r.name,
      email: r.email,
      phone: r.phone,
      registration: r.registration,
      problems: r.problems,
      outcome: r.outcome ?? null,
      reason: r.reason,
      customerId: r.customerId,
      requestId: r.requestId,
    })),
  };
}

/**
 * Step 2. The plan is checked for every good row at once: a batch the month cannot take is refused whole
 * (402 naming the limit) rather than stopping half-way. Sending twice answers 409.
 */
export async function sendBulk(
  ctx: DeliveryCtx,
  dealer: CurrentUser,
  id: string,
  body: { documentIds: string[]; notes?: string | null },
  client: { ip: string; userAgent: string | undefined },
): Promise<BulkSend> {
  const { db } = ctx;
  const before = await getBulkSend(db, dealer.id, id);
  if (before.status !== 'preview') throw alreadySent();
  if (before.good === 0) {
    throw new AppError(400, 'No row of this file can be sent: correct the rows shown and upload it again.', {
      code: 'NOTHING_TO_SEND',
    });
  }
  await checkRequestBatch(ctx, dealer.id, body.documentIds, before.good);
  const profile = await loadDealerProfile(db, dealer.id);
  const sender = {
    actedBy: actedByOf(dealer, dealershipNameOf(profile)),
    siteId: await siteForNewRecord(db, dealer),
    ipAddress: client.ip,
    userAgent: client.userAgent ?? null,
  };
  const notes = body.notes?.trim() || null;
  const moved = await repo.startSending(db, dealer.id, id, { documentIds: body.documentIds, notes, sender });
  if (!moved) throw alreadySent();
  await queueBulkSend(ctx, id);
  return getBulkSend(db, dealer.id, id);
}

const alreadySent = () =>
  new AppError(409, 'This file has been sent already: its report shows what became of each row.', {
    code: 'ALREADY_SENT',
  });

export async function queueBulkSend(ctx: Pick<AppDeps, 'jobs'>, id: string) {
  await ctx.jobs.send('bulk.send', { bulkSendId: id }, { singletonKey: id });
  ctx.jobs.wake('bulk.send');
}

/**
 * Step 3, the job: every row not yet made, in file order. A row is whole or not begun: its customer, its
 * request and its outcome commit together, so a job stopped half-way (a crash, a restart) goes on from the
 * next row and makes nothing twice. A row whose documents name someone else is skipped with Send's words.
 */
export async function runBulkSend(ctx: DeliveryCtx, id: string) {
  const send = await repo.findBulkSendById(ctx.db, id);
  const sender = send?.status === 'sending' ? send.sender : null;
  if (!send || !sender) return;
  const batch = await prepareRequestBatch(
    ctx,
    send.dealerId,
    send.documentIds,
    { actedBy: sender.actedBy, siteId: sender.siteId, trail: sender },
    send.notes,
  ).catch(async (error: unknown) => {
    // The documents went away between the send and the job: every row left says so, nothing is made.
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    for (const row of await repo.pendingRows(ctx.db, id))
      await repo.markSkipped(ctx.db, row.id, error.message);
    return null;
  });
  if (batch) {
    for (const row of await repo.pendingRows(ctx.db, id)) {
      const mismatch = batchMismatch(batch, {
        name: row.name,
        vehicleRegistration: row.registration || null,
      });
      if (mismatch) {
        await repo.markSkipped(ctx.db, row.id, mismatch);
        continue;
      }
      const made = await ctx.db.transaction(async (tx) => {
        // Read again, locked: an erasure since the list was read has settled the row and taken the person.
        const now = await repo.claimPendingRow(tx, row.id);
        if (!now) return null;
        const { customer } = await findOrCreateCustomerByEmail(
          tx,
          send.dealerId,
          {
            name: now.name,
            email: now.email,
            phone: now.phone,
            vehicleRegistration: now.registration || null,
          },
          sender.siteId,
        );
        const request = await insertBatchRequest(tx, ctx, batch, customer.id);
        await repo.markCreated(tx, now.id, customer.id, request.requestId);
        return { customer, request };
      });
      if (made) await sendBatchRequest(ctx, batch, made.customer, made.request);
    }
  }
  await repo.markFinished(ctx.db, id);
}

/** The report as CSV: every row of the upload with what became of it and the request's address. */
export async function reportCsv(ctx: Pick<AppDeps, 'db' | 'config'>, dealerId: string, id: string) {
  const send = await getBulkSend(ctx.db, dealerId, id);
  const cell = (value: string) => {
    // A cell starting with = + - @ is a formula to a spreadsheet: quoted and prefixed, it stays text.
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [['line', 'name', 'email', 'phone', 'registration', 'outcome', 'reason', 'request']];
  for (const r of send.rows) {
    lines.push([
      String(r.line),
      r.name,
      r.email,
      r.phone,
      r.registration,
      r.outcome ?? (send.status === 'preview' ? 'not sent' : 'waiting'),
      r.reason ?? r.problems.join('; '),
      r.requestId ? `${ctx.config.appUrl}/dashboard/requests?request=${r.requestId}` : '',
    ]);
  }
  const body = `\ufeff${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
  const fileName = `${send.fileName.replace(/\.(csv|txt)$/i, '')} report.csv`;
  return { body, fileName };
}
