// One document set sent to many customers, one one-customer request each (bulk send). The set is
// read and checked once (the dealer's documents, their places to sign, the plan's documents a month for
// every request at once); then each request is inserted inside the caller's transaction, so the caller can
// make the customer and note its own row in the same one, and its link goes out as Send's does after the
// commit (sendCustomerLink).
import { randomBytes } from 'node:crypto';
import {
  type MatchCustomer,
  mismatchSummary,
  type ReadOut,
} from '../../../shared/customers/customer-match.ts';
import type { Database } from '../../db/client.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import { getDocument, getDocumentsForSigning } from '../documents/index.ts';
import type { DeliveryCtx } from '../email/index.ts';
import { queuePageImages } from '../page-images/index.ts';
import { assertCanSendDocuments } from '../plans/index.ts';
import type { ActedBy, Trail } from '../signing-history/index.ts';
import { refuseUnplacedSignatures } from './signature-places.ts';
import * as repo from './signing-requests.repo.ts';
import { hashToken, sendCustomerLink, snapshotsOf } from './signing-requests.service.ts';

export type RequestBatch = {
  dealerId: string;
  documents: Awaited<ReturnType<typeof getDocumentsForSigning>>;
  readOuts: { title: string; readOut: ReadOut }[];
  profile: Awaited<ReturnType<typeof loadDealerProfile>>;
  notes: string | null;
  sender: { actedBy: ActedBy; siteId: string | null; trail: Trail };
};

/**
 * The set checked for `count` requests, before any is made: 404 for a document that is not the dealer's,
 * 409 for one without a place to sign, 402 PLAN_LIMIT when the month cannot take `count` × the set's
 * documents. The pages are drawn now, once for the whole batch.
 */
export async function checkRequestBatch(
  ctx: DeliveryCtx,
  dealerId: string,
  documentIds: string[],
  count: number,
) {
  const documents = await getDocumentsForSigning(ctx, dealerId, [...new Set(documentIds)]);
  refuseUnplacedSignatures(documents, { oneCustomer: true });
  await assertCanSendDocuments(ctx.db, dealerId, documents.length * count);
  await queuePageImages(
    ctx,
    documents.map((d) => ({ pdfKey: d.pdfKey, sha256: d.pdfSha256 })),
  ).catch((error: unknown) => ctx.log.warn({ err: error }, 'page images not queued'));
}

/**
 * What every request of the batch shares, read once. The set was checked by checkRequestBatch when the
 * dealer sent it; a document deleted since answers 404 here, and one without its place 409.
 */
export async function prepareRequestBatch(
  ctx: DeliveryCtx,
  dealerId: string,
  documentIds: string[],
  sender: RequestBatch['sender'],
  notes: string | null,
): Promise<RequestBatch> {
  const { db } = ctx;
  const documents = await getDocumentsForSigning(ctx, dealerId, [...new Set(documentIds)]);
  refuseUnplacedSignatures(documents, { oneCustomer: true });
  const details = await Promise.all(documents.map((d) => getDocument(db, dealerId, d.id)));
  return {
    dealerId,
    documents,
    readOuts: details.map((d) => ({ title: d.title, readOut: d.extractedData })),
    profile: await loadDealerProfile(db, dealerId),
    notes,
    sender,
  };
}

/** Send's mismatch rule for one customer: the words when a document names someone else, else null. */
export function batchMismatch(batch: RequestBatch, customer: MatchCustomer): string | null {
  const mismatches = mismatchSummary(customer, batch.readOuts);
  return mismatches.length > 0 ? mismatches.join(' ') : null;
}

export type BatchRequest = { requestId: string; token: string; expiresAt: Date };

/** The request, its frozen documents and its first event, inside the caller's transaction. */
export async function insertBatchRequest(
  tx: Database,
  ctx: Pick<DeliveryCtx, 'config'>,
  batch: RequestBatch,
  customerId: string,
): Promise<BatchRequest> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.signingLinkDays * 86_400_000);
  const requestId = await repo.insertSigningRequest(
    tx,
    {
      dealerId: batch.dealerId,
      customerId,
      notes: batch.notes,
      tokenHash: hashToken(token),
      tokenSealed: linkTokenBox(ctx.config.appSecret).seal(token),
      expiresAt,
      siteId: batch.sender.siteId,
    },
    snapshotsOf(batch.documents),
    batch.sender.trail,
    batch.sender.actedBy,
  );
  return { requestId, token, expiresAt };
}

/** After the commit: the customer's e-mail queued and the reminder scheduled, as Send does. */
export function sendBatchRequest(
  ctx: DeliveryCtx,
  batch: RequestBatch,
  customer: { name: string; email: string },
  created: BatchRequest,
) {
  return sendCustomerLink(ctx, {
    profile: batch.profile,
    customer,
    ...created,
    documentTitles: batch.documents.map((d) => d.title),
    notes: batch.notes,
    subject: null,
    channels: ['email'],
    mobile: null,
    siteId: batch.sender.siteId,
  });
}
