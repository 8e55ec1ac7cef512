import { z } from 'zod';
import type { SignatureField } from './document-types.ts';
import type { PageImages } from './page-images.ts';

/** A drawn or typed signature is a PNG data URL; 300 KB is far more than a 400×150 pad ever needs. */
export const MAX_SIGNATURE_BYTES = 300 * 1024;

export const signatureSchema = z.object({
  documentId: z.string().min(1, 'Document is required'),
  signatureData: z
    .string()
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64, 'The signature image is too large')
    .startsWith('data:image/png;base64,', 'The signature must be a PNG image'),
  pageNumber: z.coerce.number().int().min(1).max(10_000),
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
};
