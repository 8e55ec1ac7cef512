import { z } from 'zod';
import { customerRecordSchema, customerSchema } from '../customers/customer.schema.ts';
import { calls, dateTime, idParams, managerOnly, memberOnly, memberReads, memberWrites } from './contract.ts';
import { listQuerySchema } from './list.ts';
import { PATHS } from './paths.ts';

export const customersApi = calls('Customers', {
  list: {
    ...memberReads,
    method: 'GET',
    path: PATHS.customers,
    summary:
      "The dealer's customers, newest first, a page at a time (?q searches, ?site narrows to one site)",
    query: listQuerySchema.extend({ site: z.uuid().optional() }),
    answer: z.array(customerRecordSchema),
  },
  get: {
    ...memberReads,
    method: 'GET',
    path: '/api/customers/:id',
    summary: 'One customer',
    params: idParams,
    answer: customerRecordSchema,
  },
  create: {
    ...memberWrites,
    method: 'POST',
    path: PATHS.customers,
    summary:
      'Add a customer (`inline: true` from a send flow: the phone optional; the postcode always required)',
    body: customerSchema,
    answer: customerRecordSchema,
    status: 201,
  },
  update: {
    ...memberWrites,
    method: 'PUT',
    path: '/api/customers/:id',
    summary: "Change a customer's details",
    params: idParams,
    body: customerSchema,
    answer: customerRecordSchema,
  },
  remove: {
    ...memberWrites,
    method: 'DELETE',
    path: '/api/customers/:id',
    summary: 'Delete a customer, or archive one whose signed records are kept',
    params: idParams,
    answer: z.object({ message: z.string(), archived: z.boolean() }),
  },
  export: {
    ...memberOnly,
    method: 'GET',
    path: '/api/customers/:id/export',
    summary: 'Everything held about the customer, as a ZIP (UK GDPR access)',
    params: idParams,
    file: 'application/zip',
  },
  erase: {
    ...managerOnly,
    method: 'POST',
    path: '/api/customers/:id/erase',
    summary: 'Erase the customer where no retention duty holds (UK GDPR erasure)',
    params: idParams,
    answer: z.object({
      message: z.string(),
      erasedAt: dateTime,
      removed: z.object({
        customerRecord: z.string(),
        signingRequests: z.number().int(),
        sealedFiles: z.number().int(),
        /** The dealer's documents made for the customer (archived, or read out for them) that nothing else uses. */
        documents: z.number().int(),
        /** Webhook deliveries reporting the deleted requests (their bodies name the customer). */
        webhookDeliveries: z.number().int(),
        /** Bulk-send rows that named the customer, now without their details. */
        bulkSendRows: z.number().int(),
      }),
      kept: z.object({
        customerRecord: z.string().nullable(),
        signingRequests: z.array(
          z.object({ requestId: z.string(), keepUntil: z.string().nullable(), reason: z.string() }),
        ),
        /** The dealer's files filed under the customer: left for the dealer to judge. */
        dealerFiles: z.number().int(),
      }),
    }),
  },
});
