// Forms learnt from dealers' corrections (features/learnt-forms): a dealership sees its own and the ones an
// operator promoted to everyone, and may forget its own; the operator's console sees every dealership's,
// promotes a lender's standard agreement to every dealership, and forgets any.
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents/document-types.ts';
import {
  adminDoor,
  calls,
  dateTime,
  dateTimeOrNull,
  idParams,
  managerWrites,
  memberReads,
} from './contract.ts';

export const learntFormSchema = z.object({
  id: z.uuid(),
  /** The corrected document's title when the form was learnt. */
  name: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  pageCount: z.number().int(),
  /** Which values it reads from their places. */
  reads: z.object({ customerName: z.boolean(), vehicleRegistration: z.boolean() }),
  /** How many places to sign it puts on each copy. */
  places: z.number().int(),
  /** How many uploads it has read. */
  uses: z.number().int(),
  lastUsedAt: dateTimeOrNull,
  learntAt: dateTime,
  updatedAt: dateTime,
  /** An operator promoted it: it reads every dealership's uploads. */
  promoted: z.boolean(),
});
export type LearntForm = z.infer<typeof learntFormSchema>;

/** A dealership's list: its own forms and the promoted ones, each saying whose it is. */
export const dealerLearntFormSchema = learntFormSchema.extend({ own: z.boolean() });

export const adminLearntFormSchema = learntFormSchema.extend({
  dealer: z.object({ id: z.string(), name: z.string() }),
});
export type AdminLearntForm = z.infer<typeof adminLearntFormSchema>;

const answer = z.object({ message: z.string() });

export const learntFormsApi = calls('Learnt forms', {
  list: {
    ...memberReads,
    method: 'GET',
    path: '/api/learnt-forms',
    summary: "The forms learnt from the dealership's corrections, and those promoted to every dealership",
    answer: z.array(dealerLearntFormSchema),
  },
  forget: {
    ...managerWrites,
    method: 'DELETE',
    path: '/api/learnt-forms/:id',
    summary: 'Forget one of the dealership’s own learnt forms: its next copies are read afresh',
    params: idParams,
    answer,
  },
});

export const adminLearntFormsApi = calls('Admin learnt forms', {
  list: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/learnt-forms',
    summary: 'Every dealership’s learnt forms, most used first (?search by form or dealership)',
    query: z.object({ search: z.string().trim().max(200).optional() }),
    answer: z.array(adminLearntFormSchema),
  },
  promote: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/learnt-forms/:id/promote',
    summary: 'Promote a learnt form to every dealership (a lender’s standard agreement), or withdraw it',
    params: idParams,
    body: z.object({ promoted: z.boolean({ error: 'Say whether the form is promoted (true or false)' }) }),
    answer: adminLearntFormSchema,
  },
  forget: {
    ...adminDoor,
    method: 'DELETE',
    path: '/api/admin/learnt-forms/:id',
    summary: 'Forget a learnt form: the next copies are read afresh',
    params: idParams,
    answer,
  },
});
