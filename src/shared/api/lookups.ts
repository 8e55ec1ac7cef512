import { z } from 'zod';
import { postcodeLookupResultSchema, vehicleLookupResultSchema } from '../customers/customer.schema.ts';
import { calls } from './contract.ts';

// Each lookup asks a paid third party: counted per dealership, so one tenant cannot spend the platform's quota.
const lookupOptions = {
  access: 'sales',
  apiKey: 'read',
  limit: { max: 60, per: 'minute', by: 'dealer' },
  method: 'GET',
} as const;

export const lookupsApi = calls('Lookups', {
  vehicle: {
    ...lookupOptions,
    path: '/api/vehicle/:registration',
    summary: "A vehicle's details from the DVLA by registration",
    params: z.object({ registration: z.string() }),
    answer: vehicleLookupResultSchema,
  },
  postcode: {
    ...lookupOptions,
    path: '/api/postcode/:postcode',
    summary: "A postcode's addresses",
    params: z.object({ postcode: z.string() }),
    answer: postcodeLookupResultSchema,
  },
});
