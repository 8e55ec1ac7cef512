import { type MatchCustomer, mismatchSummary } from '../../../shared/customers/customer-match.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getDocument } from '../documents/index.ts';

/**
 * Another customer's document goes out only when the dealer has seen the warning and said so: without
 * `mismatchConfirmed` the send is refused (409), so an API client cannot skip what the screens ask.
 */
export async function refuseCustomerMismatch(
  db: Database,
  dealerId: string,
  customer: MatchCustomer,
  documentIds: string[],
) {
  const documents = await Promise.all(documentIds.map((id) => getDocument(db, dealerId, id)));
  const mismatches = mismatchSummary(
    customer,
    documents.map((d) => ({ title: d.title, readOut: d.extractedData })),
  );
  if (mismatches.length === 0) return;
  throw new AppError(
    409,
    `${mismatches.join(' ')} Check you have the right customer, or confirm that this is intended.`,
    { code: 'CUSTOMER_MISMATCH' },
  );
}
