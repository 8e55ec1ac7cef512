// A customer's UK GDPR rights, exercised through their dealer: a ZIP of everything held about them (access,
// portability) and erasure where no retention duty holds. Sealed sets within their 7 years, or under a legal
// hold, are kept and the answer says which and until when; each erasure is recorded (who, when, what went,
// what stayed and why), without personal data in the record.

import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { sealingCertificatesRecord } from '../../lib/sealing/sealing-certificates.ts';
import { addStoredFile, streamZip } from '../../lib/storage/zip-stream.ts';
import { erasePersonInOutbox } from '../admin/index.ts';
import { forgetCustomerInRows } from '../bulk-send/index.ts';
import {
  deleteCustomerRow,
  deleteOrArchiveCustomer,
  getCustomer,
  reduceCustomer,
  toCustomer,
} from '../customers/index.ts';
import { countFilesOfCustomer } from '../dealer-files/index.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import { deleteErasedCustomersDocuments } from '../documents/index.ts';
import {
  assertCustomerDeletable,
  customerSetsKept,
  deleteUnretainedRequests,
  formatLongDate,
  type SetRetention,
} from '../retention/index.ts';
import { describeEvent, listEvents } from '../signing-history/index.ts';
import { teamAddresses } from '../team/index.ts';
import { deleteDeliveriesOfRequests } from '../webhooks/index.ts';
import * as repo from './customer-rights.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'log'>;

const README = `Docs2Sign: a customer's data

customer.json      the customer's record as the dealer holds it
requests/<id>/     one folder per signing request:
  request.json     the request, the documents it asked to be signed (with their SHA-256 fingerprints)
                   and its full history (every step, when, from which address and browser)
  *.pdf            the sealed signed copies (each carries its certificate of completion and digital seal)
erasures.json      any earlier erasure of this customer's data, and what was kept and why

Signed documents and their history are kept for 7 years from completion (the dealer's duty to evidence
the agreement); other data can be erased on request through the dealer.
`;

const safeName = (title: string) => title.replace(/[^\w .,()&'-]+/g, '_').slice(0, 100) || 'document';

async function findCustomer(ctx: Pick<AppDeps, 'db'>, dealerId: string, id: string) {
  const row = await repo.findAnyCustomer(ctx.db, dealerId, id);
  if (!row) throw notFound('Customer not found');
  return row;
}

/** Checks the customer is the dealer's (404 otherwise), then streams the ZIP as it is made. */
export async function exportCustomer(ctx: Ctx, dealerId: string, id: string) {
  const customer = await findCustomer(ctx, dealerId, id);
  const requests = await repo.customerRequests(ctx.db, dealerId, id);
  const erasures = await repo.listErasures(ctx.db, dealerId, id);
  const out = streamZip(ctx.log, 'customer export', async (zip) => {
    zip.addBuffer(Buffer.from(README), 'README.txt');
    const record = { ...toCustomer(customer), archivedAt: customer.archivedAt?.toISOString() ?? null };
    zip.addBuffer(Buffer.from(JSON.stringify(record, null, 2)), 'customer.json');
    for (const request of requests) {
      const titles = new Map(request.documents.map((d) => [d.documentId, d.title]));
      const events = (await listEvents(ctx.db, request.id)).map((e) => ({
        at: e.createdAt.toISOString(),
        type: e.type,
        what: describeEvent(e.type, e.documentId ? titles.get(e.documentId) : undefined, e.detail),
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
      }));
      const folder = `requests/${request.id}`;
      const { documents, ...fields } = request;
      const missing: string[] = [];
      for (const d of documents) {
        if (!d.sealedKey) continue;
        const name = `${folder}/${String(d.position + 1).padStart(2, '0')} ${safeName(d.title)}.pdf`;
        if ((await ctx.storage.size(d.sealedKey)) === null) {
          missing.push(name);
          continue;
        }
        addStoredFile(zip, ctx.storage, name, d.sealedKey);
      }
      const json = {
        ...fields,
        documents: documents.map(({ sealedKey: _key, requestId: _id, ...d }) => d),
        history: events,
        missingFiles: missing,
      };
      zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), `${folder}/request.json`);
    }
    zip.addBuffer(Buffer.from(JSON.stringify(erasures, null, 2)), 'erasures.json');
    // The certificates that sealed the copies (each request's documents name theirs in sealedWith).
    zip.addBuffer(
      Buffer.from(JSON.stringify(await sealingCertificatesRecord(ctx.db), null, 2)),
      'sealing-certificates.json',
    );
    zip.end();
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return { stream: out, filename: `customer-${customer.id.slice(0, 8)}-${stamp}.zip` };
}

function keptReason(set: SetRetention) {
  if (set.heldFor !== null) return 'under a legal hold placed by the platform operator';
  return set.keepUntil
    ? `signed set kept until ${formatLongDate(set.keepUntil)} (7 years from completion)`
    : 'signed set still being sealed';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer's sentence: what is kept, and the dealer's own files, which are theirs to judge. */
function erasureMessage(stillKept: SetRetention[], dealerFiles: number) {
  const files =
    dealerFiles === 0
      ? ''
      : dealerFiles === 1
        ? ' 1 file in Files belongs to this customer (an ID photo, video or document) and is left as it is: delete it there unless you must keep it.'
        : ` ${dealerFiles} files in Files belong to this customer (ID photos, videos, documents) and are left as they are: delete them there unless you must keep them.`;
  if (stillKept.length === 0) return `Customer erased: nothing is kept.${files}`;
  const sets = plural(stillKept.length, 'signed set is', 'signed sets are');
  return `Customer erased where the law allows: ${sets} kept (${stillKept.map(keptReason).join('; ')}), with the customer's name and e-mail.${files}`;
}

/**
 * Erases what no retention duty holds: every request naming the customer that is not kept (with its
 * history, signatures, notices, e-mail and webhook logs and sealed files, and the documents made for the
 * customer that nothing else uses: erased-customer-documents.ts), the person in the dealer's bulk
 * sends, their name and address in the platform outbox, and the customer's record: deleted when nothing is kept, else reduced to the name and e-mail the
 * kept sets name. The dealer's own files filed under the customer are counted, not touched: an ID photo may
 * be theirs to keep. Answers what was removed and what remains, as recorded.
 */
export async function eraseCustomer(
  ctx: Pick<AppDeps, 'db' | 'storage'>,
  dealerId: string,
  id: string,
  erasedBy: string,
) {
  const customer = await findCustomer(ctx, dealerId, id);
  const requests = await repo.customerRequests(ctx.db, dealerId, id);
  const keptSets = await customerSetsKept(ctx.db, dealerId, id);
  const keptIds = new Set(keptSets.map((s) => s.requestId));
  const { deleted, files } = await deleteUnretainedRequests(
    ctx,
    dealerId,
    requests.filter((r) => !keptIds.has(r.id)).map((r) => r.id),
  );
  const remaining = requests.filter((r) => !deleted.includes(r.id));
  const stillKept = keptSets.filter((s) => remaining.some((r) => r.id === s.requestId));
  const webhookDeliveries = await deleteDeliveriesOfRequests(ctx.db, dealerId, deleted);
  const documents = await deleteErasedCustomersDocuments(
    ctx,
    dealerId,
    requests.filter((r) => deleted.includes(r.id)).flatMap((r) => r.documents.map((d) => d.documentId)),
    customer,
  );
  // Both read the customer's id, which deleting the record would clear.
  const bulkSendRows = await forgetCustomerInRows(ctx.db, dealerId, customer);
  const dealerFiles = await countFilesOfCustomer(ctx.db, dealerId, customer);
  // The platform outbox keeps mail as written: the mail to the customer, and the dealership's notices naming them.
  const dealerAddresses = [
    (await loadDealerProfile(ctx.db, dealerId)).email,
    ...(await teamAddresses(ctx, dealerId)),
  ];
  const outboxMessages = await erasePersonInOutbox(ctx.db, customer, dealerAddresses);
  if (remaining.length === 0) await deleteCustomerRow(ctx.db, id);
  else await reduceCustomer(ctx.db, id);
  const kept = {
    customerRecord:
      remaining.length === 0 ? null : 'name and e-mail (they name the signer in the kept signed sets)',
    signingRequests: stillKept.map((s) => ({
      requestId: s.requestId,
      keepUntil: s.keepUntil?.toISOString() ?? null,
      reason: keptReason(s),
    })),
    dealerFiles,
  };
  const removed = {
    customerRecord: remaining.length === 0 ? 'deleted' : 'phone, postcode, address and vehicle cleared',
    signingRequests: deleted.length,
    sealedFiles: files,
    documents,
    webhookDeliveries,
    bulkSendRows,
    outboxMessages,
  };
  const record = await repo.insertErasure(ctx.db, { dealerId, customerId: id, erasedBy, removed, kept });
  return {
    message: erasureMessage(stillKept, dealerFiles),
    erasedAt: record.erasedAt.toISOString(),
    removed,
    kept,
  };
}

/** Refused (409, with the date) while any of the customer's signed sets is within its retention period. */
export async function deleteCustomer(db: AppDeps['db'], dealerId: string, id: string) {
  await getCustomer(db, dealerId, id);
  await assertCustomerDeletable(db, dealerId, id);
  const outcome = await deleteOrArchiveCustomer(db, dealerId, id);
  if (!outcome) throw notFound('Customer not found');
  return outcome;
}
