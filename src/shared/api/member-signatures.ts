// A dealership member's own saved signature: drawn or typed once in Settings, used to countersign
// with one tap. Only the signed-in person reads, replaces, deletes or signs with their own.
import { z } from 'zod';
import { signatureSchema } from '../documents/customer-signing.schema.ts';
import { calls, dateTime, idParams, memberOnly } from './contract.ts';
import { ADDRESSES } from './paths.ts';

export const savedSignatureSchema = z.object({
  /** The PNG as a data URL, as our encoder wrote it. */
  signatureData: z.string(),
  kind: z.enum(['drawn', 'typed']),
  updatedAt: dateTime,
});
export type SavedSignature = z.infer<typeof savedSignatureSchema>;

export const saveSignatureSchema = z.object({
  signatureData: signatureSchema.shape.signatureData,
  kind: z.enum(['drawn', 'typed'], { error: 'kind is "drawn" or "typed"' }),
});

export const memberSignaturesApi = calls('Saved signature', {
  get: {
    ...memberOnly,
    ...ADDRESSES.getSavedSignature,
    summary: "The signed-in member's own saved signature (null when none is saved yet)",
    answer: savedSignatureSchema.nullable(),
  },
  save: {
    ...memberOnly,
    method: 'PUT',
    path: ADDRESSES.getSavedSignature.path,
    summary: 'Save (or replace) the signed-in member’s own signature, drawn or typed',
    body: saveSignatureSchema,
    answer: savedSignatureSchema,
  },
  remove: {
    ...memberOnly,
    method: 'DELETE',
    path: ADDRESSES.getSavedSignature.path,
    summary: 'Delete the signed-in member’s saved signature',
    answer: z.object({ deleted: z.boolean() }),
  },
  countersign: {
    ...memberOnly,
    ...ADDRESSES.countersignWithSaved,
    summary:
      "Countersign a request with the signed-in member's saved signature: every one of their places, then submit",
    params: idParams,
    answer: z.object({ signed: z.number().int(), completed: z.boolean() }),
  },
});
