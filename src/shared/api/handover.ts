import { z } from 'zod';
import { handoverStartQuerySchema, handoverStateSchema, handoverUnlockSchema } from '../handover.schema.ts';
import { calls, idParams } from './contract.ts';
import { ADDRESSES, PATHS } from './paths.ts';

// "Sign in person": the dealer hands their own device to the customer; this session's dealer app locks.
export const handoverApi = calls('Sign in person', {
  start: {
    ...ADDRESSES.startHandover,
    summary:
      "Lock this session's dealer app and answer the customer's signing page to open in its place (with several signers, ?signer= chooses whose)",
    access: 'dealer',
    params: idParams,
    // ?signer: the one of several signers who signs on the device (issue 31); none for one customer.
    query: handoverStartQuerySchema,
    answer: z.object({ signUrl: z.string() }),
  },
  current: {
    method: 'GET',
    path: PATHS.handover,
    summary: "Whether this session's dealer app is locked for a customer, and for whom",
    access: 'dealer',
    answer: handoverStateSchema,
  },
  unlock: {
    ...ADDRESSES.unlockHandover,
    summary: "Take the device back with the dealer's own password (5 tries a minute)",
    access: 'dealer',
    body: handoverUnlockSchema,
    answer: handoverStateSchema,
  },
});
