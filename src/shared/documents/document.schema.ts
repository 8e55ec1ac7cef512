import { z } from 'zod';
import { optionalRegistrationSchema } from '../customers/uk-formats.schema.ts';
import { safeText, stripBidiControls } from '../text-safety.ts';
import { DOCUMENT_TYPES } from './document-types.ts';
import { SIGNER_SLOTS } from './signers.ts';

const boxRecord = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** A place where the customer signs. `box` is in PDF points with the origin at the page's bottom-left. */
const signatureFieldShape = z.object({
  /** 1-based page number. */
  page: z.number(),
  /** The text printed at the field, e.g. "Signature of Debtor". */
  label: z.string(),
  box: boxRecord.optional(),
  /** The blank beside or under the field where the date of signing goes, when the form has one. */
  dateBox: boxRecord.optional(),
  /**
   * Whose place this is (src/shared/documents/signers.ts): 'customer' (also when absent), 'customer2'…, 'guarantor' or
   * 'dealer'. Only a request with several signers reads it; a one-customer request signs every customer place.
   */
  signer: z.enum(SIGNER_SLOTS).optional(),
  /**
   * How sure the reading is of `signer`, from 0 to 1: named by the label ("Hirer 2", "Signed on
   * behalf of the Creditor") or by its heading, or nobody named and left to the first customer. Below
   * LOW_CONFIDENCE the editor asks the dealer; absent once the dealer has saved the field (their choice).
   */
  signerConfidence: z.number().optional(),
  /**
   * The dealer marked this place as signed by nobody through Docs2Sign (a second hirer there is not, a box
   * signed on paper): no request asks anyone to sign it and sealing leaves it as printed.
   */
  notSigned: z.boolean().optional(),
});
export type SignatureField = z.infer<typeof signatureFieldShape>;
/** A field as answers carry it: written whole, as it was stored. */
export const signatureFieldRecord = signatureFieldShape.loose();

/**
 * How sure the extraction is of each field, from 0 to 1. Below LOW_CONFIDENCE the editor asks the
 * dealer to confirm the value instead of trusting it.
 */
export const extractionConfidenceSchema = z.object({
  customerName: z.number(),
  vehicleRegistration: z.number(),
  documentType: z.number(),
  signatureFields: z.number(),
});
export type ExtractionConfidence = z.infer<typeof extractionConfidenceSchema>;

export const extractedDataSchema = z.object({
  customerName: z.string().nullable(),
  /** Upper case without spaces, e.g. "AB12CDE". */
  vehicleRegistration: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES),
  signatureFields: z.array(signatureFieldRecord),
  /** A joint purchase's other buyers (a second hirer, "Buyer 2"), who sign too. */
  otherCustomers: z.array(z.string()).optional(),
  /** Absent on documents read before confidence was measured. */
  confidence: extractionConfidenceSchema.optional(),
  /** Why the document type was chosen, in words a dealer can check ("Title: Hire Purchase Agreement"). */
  documentTypeReasons: z.array(z.string()).optional(),
  /** The uploaded PDF was locked against changes (an owner password; it opened without one). */
  protectedAgainstChanges: z.boolean().optional(),
});
export type ExtractedData = Omit<z.infer<typeof extractedDataSchema>, 'signatureFields'> & {
  signatureFields: SignatureField[];
};

export const documentValidationSchema = z.object({
  isValid: z.boolean(),
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type DocumentValidation = z.infer<typeof documentValidationSchema>;

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
  /** Nobody signs this place here (the editor's "Not signed"): see signatureFieldShape. */
  notSigned: z.boolean().optional(),
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

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc'] as const;

/** A document as the API answers it (plus the real size, hash and format). */
export const documentSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The file's kind: pdf, docx or doc. */
  type: z.enum(DOCUMENT_FORMATS),
  format: z.enum(DOCUMENT_FORMATS),
  isWord: z.boolean(),
  documentType: z.enum(DOCUMENT_TYPES),
  /** The file name as uploaded. */
  filePath: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  signatureRequired: z.boolean(),
  pageCount: z.number().int(),
  uploadedAt: z.string(),
  updatedAt: z.string(),
  extractedData: extractedDataSchema,
  validation: documentValidationSchema,
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** A row of GET /api/documents: the reading's four main values, without the editor's notes. */
export const documentListRowSchema = documentSummarySchema.extend({
  extractedData: extractedDataSchema.pick({
    customerName: true,
    vehicleRegistration: true,
    documentType: true,
    signatureFields: true,
  }),
});

export const documentDetailSchema = documentSummarySchema.extend({ extractedText: z.string() });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const uploadResponseSchema = z.object({
  message: z.string(),
  document: documentDetailSchema,
  extractedData: extractedDataSchema,
  validation: documentValidationSchema,
  /** The same bytes are in the library already: `document` is that copy, and nothing new was stored. */
  duplicateOf: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const multiUploadResponseSchema = z.object({
  message: z.string(),
  results: z.array(uploadResponseSchema.extend({ fileName: z.string(), success: z.literal(true) })),
  errors: z.array(z.object({ fileName: z.string(), success: z.literal(false), error: z.string() })),
});
export type MultiUploadResponse = z.infer<typeof multiUploadResponseSchema>;

/** The placeholder a dealer's message may carry; it becomes the chosen customer's name. */
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
export const sendTextVersionResponseSchema = z.object({
  message: z.string(),
  sentTo: z.string(),
  status: z.enum(['queued', 'sent', 'retrying']),
});
export type SendTextVersionResponse = z.infer<typeof sendTextVersionResponseSchema>;
