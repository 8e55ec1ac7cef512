// Public: anyone holding a PDF may ask whether this installation sealed it (no session; limited per address).
import { z } from 'zod';
import { customerLanguageSchema } from '../i18n/language.schema.ts';
import { calls } from './contract.ts';
import { ADDRESSES } from './paths.ts';

/** The title and dates of a sealed document (no personal data). */
export const sealedDocumentFactsSchema = z.object({
  title: z.string(),
  requestId: z.string(),
  completedAt: z.string().nullable(),
  sealedAt: z.string().nullable(),
  verificationCode: z.string().nullable(),
  /** The certificate that sealed it, with the dates the installation used it (kept after a rotation). */
  sealedWith: z
    .object({
      subject: z.string(),
      issuer: z.string(),
      fingerprint: z.string(),
      selfSigned: z.boolean(),
      notBefore: z.string(),
      notAfter: z.string(),
      usedFrom: z.string().nullable(),
      usedUntil: z.string().nullable(),
      current: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type SealedDocumentFacts = z.infer<typeof sealedDocumentFactsSchema>;

export const VERIFY_STATUSES = ['unmodified', 'appended', 'modified', 'not_sealed_here'] as const;

/** What the check found; the document, the change and the link holder only when it was sealed here. */
export const verifyAnswerSchema = z.object({
  status: z.enum(VERIFY_STATUSES),
  message: z.string(),
  document: sealedDocumentFactsSchema.optional(),
  change: z
    .object({
      uploadedBytes: z.number().int(),
      sealedBytes: z.number().int().optional(),
      appendedBytes: z.number().int().optional(),
      appendedParts: z.array(z.string()).optional(),
      firstDifferenceAt: z.number().int().optional(),
    })
    .optional(),
  // Who signed, only for the holder of that request's signing link; a wrong link is said to be wrong.
  linkHolder: z
    .object({ customerName: z.string(), customerEmail: z.string(), dealershipName: z.string().nullable() })
    .optional(),
  linkMatched: z.boolean().optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

export const verificationApi = calls('Verification', {
  check: {
    access: 'public',
    limit: { max: 20, per: 'minute', by: 'address' },
    ...ADDRESSES.verifyUpload,
    summary: 'Was this PDF sealed here, and is it unmodified? (the PDF in `file`, a signing link in `token`)',
    upload: { file: 'file', token: 'text' },
    answer: verifyAnswerSchema,
  },
  lookUpCode: {
    access: 'public',
    limit: { max: 60, per: 'minute', by: 'address' },
    method: 'GET',
    path: '/api/verify/:code',
    summary: "The title and dates of the document a certificate's verification code names",
    params: z.object({ code: z.string().max(40) }),
    answer: sealedDocumentFactsSchema,
  },
  messages: {
    access: 'public',
    limit: { none: 'The same published words for every visitor, kept by the browser: nothing to guess' },
    ...ADDRESSES.verifyMessages,
    summary:
      "Every word of the /verify page in one of the customers' languages, parsed (ICU): the page loads only the language it shows",
    params: z.object({ language: customerLanguageSchema }),
    answer: z.object({ language: customerLanguageSchema, messages: z.record(z.string(), z.unknown()) }),
  },
});
