// A customer's erasure reaches the documents made for them. In this product a document is usually one
// customer's paperwork (their agreement, read out with their name), and it keeps that paperwork's whole
// text and file. Once the requests that used it are deleted, it goes too when nothing else needs it: it was
// archived (the dealer deleted it, and it was kept only for those requests) or it was read out for this
// customer. A library template naming nobody or someone else stays, as does anything a kept request uses.
import { type MatchCustomer, matchDocument } from '../../../shared/customers/customer-match.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import * as repo from './documents.repo.ts';

/** Deletes them with their files (page images go with the maintenance sweep); answers how many went. */
export async function deleteErasedCustomersDocuments(
  ctx: { db: Database; storage: Storage },
  dealerId: string,
  documentIds: string[],
  customer: MatchCustomer,
): Promise<number> {
  const unused = await repo.findUnusedDocuments(ctx.db, dealerId, [...new Set(documentIds)]);
  const theirs = unused.filter(
    (d) =>
      d.archivedAt !== null ||
      matchDocument(customer, {
        customerName: d.extractedData.customerName ?? null,
        vehicleRegistration: d.extractedData.vehicleRegistration ?? null,
        otherCustomers: d.extractedData.otherCustomers ?? [],
      }).kind === 'match',
  );
  const gone = await repo.deleteUnusedDocuments(
    ctx.db,
    dealerId,
    theirs.map((d) => d.id),
  );
  // The rows went first: a file left by a failure here is an orphan the maintenance sweep removes.
  await Promise.all(gone.flatMap((d) => [ctx.storage.delete(d.originalKey), ctx.storage.delete(d.pdfKey)]));
  return gone.length;
}
