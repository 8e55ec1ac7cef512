// GET /api/documents/{id}/customer: what the document says about its customer, to fill "Create customer
// from this document" (each value for the dealer to confirm), and the existing customer it names, if any.

import { z } from 'zod';

export const documentCustomerSchema = z.object({
  details: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    vehicleRegistration: z.string().nullable(),
  }),
  match: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** What they were matched on, in the dealer's words ("e-mail", "phone", "name and registration"). */
      by: z.enum(['e-mail', 'phone', 'name and registration']),
    })
    .nullable(),
});
export type DocumentCustomer = z.infer<typeof documentCustomerSchema>;
export type DocumentCustomerMatch = NonNullable<DocumentCustomer['match']>;
