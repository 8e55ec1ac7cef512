// Which signing requests name a customer: those made for them (signing_requests.customer_id) and those they
// sign beside another customer (request_signers, a joint hirer). Deleting their record, the retention of
// their sets and their rights of access and erasure all read this one condition, so a joint hirer's
// requests count wherever the first hirer's do (a record still named by a request cannot be deleted).
import { eq, or, sql } from 'drizzle-orm';
import { requestSigners, signingRequests } from './schema.ts';

export const requestNamesCustomer = (customerId: string) =>
  or(
    eq(signingRequests.customerId, customerId),
    sql`exists (select 1 from ${requestSigners} where ${requestSigners.requestId} = ${signingRequests.id} and ${requestSigners.customerId} = ${customerId})`,
  )!;
