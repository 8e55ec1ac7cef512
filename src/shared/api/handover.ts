import { z } from 'zod';
import {
  handoverStartQuerySchema,
  handoverStateSchema,
  handoverUnlockSchema,
} from '../dealer/handover.schema.ts';
import { calls, idParams, memberOnly } from './contract.ts';
import { ADDRESSES, PATHS } from './paths.ts';

// "Sign in person": the dealer hands their own device to the customer; this session's dealer app locks.
export const handoverApi = calls('Sign in person', {
  start: {
    ...memberOnly,
    ...ADDRESSES.startHandover,
    summary:
      "Lock this session's dealer app and answer the customer's signing page to open in its place (with several signers, ?signer= chooses whose)",
    params: idParams,
    // ?signer: the one of several signers who signs on the device; none for one customer.
    query: handoverStartQuerySchema,
    answer: z.object({ signUrl: z.string() }),
  },
  current: {
    ...memberOnly,
    duringHandover: true,
    method: 'GET',
    path: PATHS.handover,
    summary: "Whether this session's dealer app is locked for a customer, and for whom",
    answer: handoverStateSchema,
  },
  unlock: {
    access: 'sales',
    apiKey: 'never',
    duringHandover: true,
    // The customer holding the device may guess: the tries are counted on the handed-over session itself.
    limit: { max: 5, per: 'minute', by: 'session' },
    ...ADDRESSES.unlockHandover,
    summary: "Take the device back with the dealer's own password (5 tries a minute)",
    body: handoverUnlockSchema,
    answer: handoverStateSchema,
  },
});
