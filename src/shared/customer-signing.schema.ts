import { z } from 'zod';
import type { SignatureField } from './document-types.ts';
import type { PageImages } from './page-images.ts';
import { SIGNER_SLOTS, type SignerSlot } from './signers.ts';
import { safeText } from './text-safety.ts';

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
});
export type SignatureInput = z.infer<typeof signatureSchema>;

export const progressSchema = z.object({
  documentId: z.string().min(1, 'Document is required'),
  pagesRead: z.coerce.number().int().min(0).max(10_000),
  timeSpent: z.coerce.number().min(0).max(86_400),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** GET /api/sign/{token}: the customer's view of their request (spec A §3 plus the dealer's branding). */
export type SigningSession = {
  id: string;
  status: 'in_progress' | 'completed';
  /** Completed and its signed copies sealed (ready to download); false while the seal job works on them. */
  sealed: boolean;
  notes: string | null;
  expiresAt: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string | null;
    vehicleRegistration: string | null;
    vehicleData: { make: string | null; model: string | null } | null;
  };
  documents: {
    id: string;
    title: string;
    documentType: string;
    pageCount: number;
    signatureFields: SignatureField[];
    pageImages: PageImages;
  }[];
  signatures: { documentId: string; signedAt: string }[];
  dealer: { name: string; logoUrl: string | null; primaryColor: string; secondaryColor: string };
  /**
   * On a request with several signers, who this link's signer is: their documents and places only are in
   * `documents`, their own signatures in `signatures`. Absent for a one-customer request.
   */
  signer?: {
    name: string;
    slot: SignerSlot;
    /** "Customer 2", "Guarantor", "Dealer". */
    roleName: string;
    finished: boolean;
    /** Everyone has signed (the set is sealed or being sealed). */
    setComplete: boolean;
    /** Who has still to sign, in order. */
    waitingFor: string[];
  };
};

/** POST /api/sign/{token}/decline: a signer of a request with several signers declines; the set stops. */
export const declineSchema = z.object({
  reason: safeText(z.string())
    .trim()
    .max(500, 'Please keep the reason under 500 characters')
    .nullish()
    .transform((v) => v || null),
});
