import { z } from 'zod';
import { postcodeLookupResultSchema, vehicleLookupResultSchema } from '../customer.schema.ts';
import { calls } from './contract.ts';

const lookupOptions = { access: 'dealer', method: 'GET' } as const;

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
