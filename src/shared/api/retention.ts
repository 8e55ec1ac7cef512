// Retention (spec: records are kept for their period): a dealer deletes a closed request once its period has
// passed; the operator places or releases a legal hold that keeps a set whatever its period.
import { z } from 'zod';
import { adminDoor, calls, idParams, memberWrites, messageAnswer } from './contract.ts';

export const legalHoldSchema = z.object({
  requestId: z.uuid('Signing request not found'),
  hold: z.boolean({ error: 'hold must be true or false' }),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason (at least 3 characters)')
    .max(500, 'The reason may be at most 500 characters'),
});

export const retentionApi = calls('Retention', {
  deleteSigningRequest: {
    ...memberWrites,
    method: 'DELETE',
    path: '/api/signing-requests/:id',
    summary: 'Delete a closed signing request and its history (a kept set answers 409 with its date)',
    params: idParams,
    answer: messageAnswer,
  },
  legalHold: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/legal-hold',
    summary: 'Place or release a legal hold on a signed set (recorded in the audit log)',
    body: legalHoldSchema,
    answer: z.object({
      requestId: z.string(),
      held: z.boolean(),
      keepUntil: z.string().nullable(),
      message: z.string(),
    }),
  },
});
