import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  type DocumentValidation,
  type ExtractedData,
} from './document-types.ts';
import { SIGNER_SLOTS } from './signers.ts';
import { safeText, stripBidiControls } from './text-safety.ts';
import { optionalRegistrationSchema } from './uk-formats.schema.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;

const box = z.object({
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().positive().max(20_000),
  height: z.number().positive().max(20_000),
});

export const signatureFieldSchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1'),
  label: safeText(z.string()).trim().min(1, 'Label is required').max(120),
  box: box.optional(),
  /** Where the date of signing goes, kept through the dealer's edits so sealing can fill it. */
  dateBox: box.optional(),
  /** Whose place it is: the reading's guess from the label, or the dealer's choice in the editor. */
  signer: z.enum(SIGNER_SLOTS, { error: 'Choose who signs here' }).optional(),
});

const documentType = z.enum(DOCUMENT_TYPES, { error: 'Choose a document type' });

/** PUT /api/documents/{id}: the document editor's Save Changes. */
export const documentUpdateSchema = z.object({
  title: safeText(z.string()).trim().min(1, 'Title is required').max(200).transform(stripBidiControls),
  documentType,
  signatureRequired: z.boolean(),
  extractedData: z.object({
    customerName: safeText(z.string())
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
    vehicleRegistration: optionalRegistrationSchema,
    documentType: documentType.optional(),
    signatureFields: z.array(signatureFieldSchema).max(100),
    otherCustomers: z.array(safeText(z.string()).trim().min(1).max(200)).max(10).optional(),
  }),
});
export type DocumentUpdateInput = z.output<typeof documentUpdateSchema>;
export type DocumentUpdateFormValues = z.input<typeof documentUpdateSchema>;

/** PUT /api/documents/{id}/text: the PDF-to-text editor's save. */
export const documentTextSchema = z.object({
  text: safeText(z.string()).max(2_000_000, 'The text is too long'),
  title: safeText(z.string()).trim().min(1, 'Title is required').max(200).transform(stripBidiControls),
  documentType,
});
export type DocumentTextInput = z.output<typeof documentTextSchema>;

export type DocumentFormat = 'pdf' | 'docx' | 'doc';

/** A document as the API answers it (spec A §3, plus the real size, hash and format). */
export type DocumentSummary = {
  id: string;
  title: string;
  /** The file's kind: pdf, docx or doc. */
  type: DocumentFormat;
  format: DocumentFormat;
  isWord: boolean;
  documentType: DocumentType;
  /** The file name as uploaded. */
  filePath: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  signatureRequired: boolean;
  pageCount: number;
  uploadedAt: string;
  updatedAt: string;
  extractedData: ExtractedData;
  validation: DocumentValidation;
};

export type DocumentDetail = DocumentSummary & { extractedText: string };

export type UploadResponse = {
  message: string;
  document: DocumentDetail;
  extractedData: ExtractedData;
  validation: DocumentValidation;
  /** The same bytes are in the library already: `document` is that copy, and nothing new was stored. */
  duplicateOf?: string;
};

export type MultiUploadResponse = {
  message: string;
  results: ({ fileName: string; success: true } & UploadResponse)[];
  errors: { fileName: string; success: false; error: string }[];
};

/** The placeholder a dealer's message may carry; it becomes the chosen customer's name (spec B §2.2). */
export const CUSTOMER_NAME_PLACEHOLDER = '[Customer Name]';

export const personaliseMessage = (message: string, customerName: string) =>
  message.replaceAll(CUSTOMER_NAME_PLACEHOLDER, customerName);

/** POST /api/documents/{id}/send-text-version: the text editor's Send for Signing card. */
export const sendTextVersionSchema = z.object({
  customerId: safeText(z.string({ error: 'Customer is required' }))
    .trim()
    .min(1, 'Customer is required'),
  message: safeText(z.string())
    .trim()
    .max(5000, 'The message is too long (5,000 characters at most)')
    .nullish()
    .transform((v) => v ?? ''),
});
export type SendTextVersionInput = z.output<typeof sendTextVersionSchema>;
/** queued: handed to the queue, whose worker sends it at once (nobody waits on the mail server). */
export type SendTextVersionResponse = {
  message: string;
  sentTo: string;
  status: 'queued' | 'sent' | 'retrying';
};
