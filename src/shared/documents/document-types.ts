// The kinds of document a dealership sends for signature, and what is read out of each one.
// Shared by the server (extraction, storage) and the web client (labels, filters): no Node or DOM imports.
// The shapes read out of a document are zod in document.schema.ts (this file stays free of zod: the
// customer's signing page imports it).
export type {
  DocumentValidation,
  ExtractedData,
  ExtractionConfidence,
  SignatureField,
} from './document.schema.ts';

export const DOCUMENT_TYPES = [
  'sales_agreement',
  'purchase_agreement',
  'finance_agreement',
  'warranty_disclaimer',
  'warranty',
  'service_contract',
  'trade_in_agreement',
  'trade_in',
  'insurance_waiver',
  'insurance',
  'delivery_receipt',
  'other',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  sales_agreement: 'Sales Agreement',
  purchase_agreement: 'Purchase Agreement',
  finance_agreement: 'Credit Agreement',
  warranty_disclaimer: 'Warranty Disclaimer',
  warranty: 'Warranty',
  service_contract: 'Service Contract',
  trade_in_agreement: 'Trade-in Agreement',
  trade_in: 'Trade-in',
  insurance_waiver: 'Insurance Waiver',
  insurance: 'Insurance',
  delivery_receipt: 'Delivery Receipt',
  other: 'Other',
};

/**
 * The kinds a dealer chooses from, each once. The reading keeps finer types (a purchase agreement, a warranty
 * disclaimer, a part-exchange note, declined insurance), which stay stored as read; the menu shows each under
 * its kind, so near-twins ("Warranty Disclaimer" beside "Warranty") are never offered side by side.
 */
export const DOCUMENT_KINDS = [
  'sales_agreement',
  'finance_agreement',
  'warranty',
  'service_contract',
  'trade_in_agreement',
  'insurance',
  'delivery_receipt',
  'other',
] as const satisfies readonly DocumentType[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  sales_agreement: 'Sales or Purchase Agreement',
  finance_agreement: 'Credit Agreement',
  warranty: 'Warranty or Warranty Disclaimer',
  service_contract: 'Service Contract',
  trade_in_agreement: 'Trade-in (Part Exchange)',
  insurance: 'Insurance or Insurance Waiver',
  delivery_receipt: 'Delivery Receipt',
  other: 'Other',
};

const KIND_OF: Partial<Record<DocumentType, DocumentKind>> = {
  purchase_agreement: 'sales_agreement',
  warranty_disclaimer: 'warranty',
  trade_in: 'trade_in_agreement',
  insurance_waiver: 'insurance',
};

/** The menu's kind of a stored type. */
export const kindOf = (type: DocumentType): DocumentKind => KIND_OF[type] ?? (type as DocumentKind);

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export const LOW_CONFIDENCE = 0.6;
