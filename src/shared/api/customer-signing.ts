// The customer's calls, made with the signing link's token (no session; limited per address). The signing
// page names them by their zod-free addresses in paths.ts and their types from here (it carries no zod).
import { z } from 'zod';
import {
  declineSchema,
  progressSchema,
  signatureSchema,
  signingSessionSchema,
} from '../documents/customer-signing.schema.ts';
import { customerLanguageSchema } from '../i18n/language.schema.ts';
import { calls } from './contract.ts';
import { ADDRESSES } from './paths.ts';

const token = z.object({ token: z.string().max(200) });
const tokenAndDocument = token.extend({ id: z.string().max(100) });

export const customerSigningApi = calls('Customer signing', {
  session: {
    access: 'signer',
    limit: { max: 120, per: 'minute', by: 'address' },
    ...ADDRESSES.signingSession,
    summary: 'The customer’s view of their request: documents, places to sign, signatures so far, branding',
    params: token,
    answer: signingSessionSchema,
  },
  documentPdf: {
    access: 'signer',
    limit: { max: 120, per: 'minute', by: 'address' },
    ...ADDRESSES.signDocumentPdf,
    summary: 'A document as sent; once the set is submitted, its sealed copy',
    params: tokenAndDocument,
    file: 'application/pdf',
  },
  pageImage: {
    access: 'signer',
    limit: { max: 600, per: 'minute', by: 'address' },
    ...ADDRESSES.signPageImage,
    summary:
      'One page of a document as an image drawn on the server: AVIF at the phone width when accepted, else WebP (?w: the width in pixels)',
    params: tokenAndDocument.extend({ page: z.coerce.number().int().min(1).max(10_000) }),
    query: z.object({ w: z.coerce.number().int().min(1).max(4000).default(800) }),
    file: ['image/avif', 'image/webp'],
  },
  progress: {
    access: 'signer',
    limit: { max: 120, per: 'minute', by: 'address' },
    ...ADDRESSES.signProgress,
    summary: 'Record how far the customer has read a document',
    params: token,
    body: progressSchema,
    answer: z.object({ ok: z.boolean() }),
  },
  signature: {
    access: 'signer',
    limit: { max: 30, per: 'minute', by: 'address' },
    ...ADDRESSES.signSignature,
    summary: 'Sign a document (a PNG of the drawn or typed signature); answers the updated view',
    params: token,
    body: signatureSchema,
    answer: signingSessionSchema,
  },
  submit: {
    access: 'signer',
    limit: { max: 30, per: 'minute', by: 'address' },
    ...ADDRESSES.signSubmit,
    summary: 'Submit the signed set (every document signed); it is then sealed',
    params: token,
    answer: signingSessionSchema,
  },
  decline: {
    access: 'signer',
    limit: { max: 30, per: 'minute', by: 'address' },
    ...ADDRESSES.signDecline,
    summary:
      'The customer (or one signer of several) declines, with an optional reason: the request stops, the dealer is told',
    params: token,
    body: declineSchema,
    answer: z.object({ declined: z.boolean() }),
  },
  messages: {
    access: 'public',
    limit: { none: 'The same published words for every visitor, kept by the browser: nothing to guess' },
    ...ADDRESSES.signMessages,
    summary:
      'Every word of the signing page in one language, parsed (ICU), which the drawn page fetches beside its script: it carries only the words its first screen shows. ?v names their version (the answer is then kept for a year)',
    params: z.object({ language: customerLanguageSchema }),
    query: z.object({ v: z.string().max(64).optional() }),
    answer: z.object({ language: customerLanguageSchema, messages: z.record(z.string(), z.unknown()) }),
  },
  language: {
    access: 'signer',
    limit: { max: 30, per: 'minute', by: 'address' },
    ...ADDRESSES.signLanguage,
    summary:
      'The customer chooses the language of their signing page (en, cy, pl, ro, ur, ar): kept on their customer record, so their reminders and signed copy speak it too',
    params: token,
    body: z.object({ language: customerLanguageSchema }),
    answer: z.object({ language: customerLanguageSchema }),
  },
});
