import { z } from 'zod';
import { DEAL_STEPS } from '../api/deals.ts';
import { CUSTOMER_LANGUAGES } from '../i18n/languages.ts';
import { safeText } from '../text-safety.ts';
import { signatureFieldRecord } from './document.schema.ts';
import type { PageImages } from './page-images.ts';
import { SIGNER_SLOTS } from './signers.ts';

/** A drawn or typed signature is a PNG data URL; 300 KB is far more than a 400×150 pad ever needs. */
export const MAX_SIGNATURE_BYTES = 300 * 1024;

export const signatureSchema = z.object({
  documentId: z.string().min(1, 'Document is required'),
  signatureData: z
    .string()
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64, 'The signature image is too large')
    .startsWith('data:image/png;base64,', 'The signature must be a PNG image'),
  pageNumber: z.coerce.number().int().min(1).max(10_000),
  /** Whose place the client means to sign (a request with several signers); another signer's is refused (409). */
  signer: z.enum(SIGNER_SLOTS).optional(),
  /** What POST …/code/verify answered this browser, when the set asks a one-time code before signing. */
  codeKey: z
    .string()
    .max(100)
    .optional()
    .describe(
      'Needed when the session has `codeStep`: the codeKey that POST /api/sign/{token}/code/verify answered (403 CODE_REQUIRED without it)',
    ),
});
export type SignatureInput = z.infer<typeof signatureSchema>;

export const progressSchema = z.object({
  documentId: z.string().min(1, 'Document is required'),
  pagesRead: z.coerce.number().int().min(0).max(10_000),
  timeSpent: z.coerce.number().min(0).max(86_400),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** A document's pages as images (page-images.ts, free of zod, holds its type for the signing page). */
export const pageImagesSchema = z.object({
  status: z.enum(['pending', 'ready', 'failed']),
  pages: z.array(z.object({ width: z.number(), height: z.number(), text: z.string(), ready: z.boolean() })),
}) satisfies z.ZodType<PageImages>;

/** GET /api/sign/{token}: the customer's view of their request. */
export const signingSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['in_progress', 'completed']),
  /** Completed and its signed copies sealed (ready to download); false while the seal job works on them. */
  sealed: z.boolean(),
  notes: z.string().nullable(),
  expiresAt: z.string(),
  /** The language the page speaks (the customer's own, else the dealership's, else English). */
  language: z.enum(CUSTOMER_LANGUAGES),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    vehicleRegistration: z.string().nullable(),
    vehicleData: z.object({ make: z.string().nullable(), model: z.string().nullable() }).nullable(),
  }),
  documents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      documentType: z.string(),
      pageCount: z.number().int(),
      signatureFields: z.array(signatureFieldRecord),
      pageImages: pageImagesSchema,
    }),
  ),
  signatures: z.array(z.object({ documentId: z.string(), signedAt: z.string() })),
  dealer: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
  }),
  /**
   * On a request with several signers, who this link's signer is: their documents and places only are in
   * `documents`, their own signatures in `signatures`. Absent for a one-customer request.
   */
  signer: z
    .object({
      name: z.string(),
      slot: z.enum(SIGNER_SLOTS),
      /** "Customer 2", "Guarantor", "Dealer". */
      roleName: z.string(),
      finished: z.boolean(),
      /** Everyone has signed (the set is sealed or being sealed). */
      setComplete: z.boolean(),
      /** Who has still to sign, in order. */
      waitingFor: z.array(z.string()),
    })
    .optional(),
  /**
   * Present while this signer must enter a one-time code before signing: where the code goes ('sms', or
   * 'email' when there is no mobile) and the number or address masked ("07•••••123").
   */
  codeStep: z
    .object({ channel: z.enum(['sms', 'email']), sentTo: z.string() })
    .optional()
    .describe(
      'Present while this signer must enter a one-time code before signing: POST /api/sign/{token}/code sends it, POST /api/sign/{token}/code/verify answers the codeKey each signature carries',
    ),
  /**
   * Present when the link is one step of a deal (its steps are then read from GET /api/sign/{token}/deal);
   * absent for a link outside any deal, which has no steps to read.
   */
  dealStep: z
    .enum(DEAL_STEPS)
    .optional()
    .describe(
      'Present when this link is one step of a deal: GET /api/sign/{token}/deal then answers its steps (it answers 404 when absent)',
    ),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

/** POST /api/sign/{token}/decline: the customer (or one signer of several) declines; the request stops. */
export const declineSchema = z.object({
  reason: safeText(z.string())
    .trim()
    .max(500, 'Please keep the reason under 500 characters')
    .nullish()
    .transform((v) => v || null),
});
