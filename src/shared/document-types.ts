// The kinds of document a dealership sends for signature, and what is read out of each one.
// Shared by the server (extraction, storage) and the web client (labels, filters): no Node or DOM imports.
import type { SignerSlot } from './signers.ts';

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

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** A place where the customer signs. `box` is in PDF points with the origin at the page's bottom-left. */
export type SignatureField = {
  /** 1-based page number. */
  page: number;
  /** The text printed at the field, e.g. "Signature of Debtor". */
  label: string;
  box?: { x: number; y: number; width: number; height: number };
  /** The blank beside or under the field where the date of signing goes, when the form has one. */
  dateBox?: { x: number; y: number; width: number; height: number };
  /**
   * Whose place this is (src/shared/signers.ts): 'customer' (also when absent), 'customer2'…, 'guarantor' or
   * 'dealer'. Only a request with several signers reads it; a one-customer request signs every customer place.
   */
  signer?: SignerSlot;
};

/**
 * How sure the extraction is of each field, from 0 to 1. Below LOW_CONFIDENCE the editor asks the
 * dealer to confirm the value instead of trusting it.
 */
export type ExtractionConfidence = {
  customerName: number;
  vehicleRegistration: number;
  documentType: number;
  signatureFields: number;
};

export const LOW_CONFIDENCE = 0.6;

export type ExtractedData = {
  customerName: string | null;
  /** Upper case without spaces, e.g. "AB12CDE". */
  vehicleRegistration: string | null;
  documentType: DocumentType;
  signatureFields: SignatureField[];
  /** A joint purchase's other buyers (a second hirer, "Buyer 2"), who sign too. */
  otherCustomers?: string[];
  /** Absent on documents read before confidence was measured. */
  confidence?: ExtractionConfidence;
  /** Why the document type was chosen, in words a dealer can check ("Title: Hire Purchase Agreement"). */
  documentTypeReasons?: string[];
  /** The uploaded PDF was locked against changes (an owner password; it opened without one). */
  protectedAgainstChanges?: boolean;
};

export type DocumentValidation = {
  isValid: boolean;
  issues: string[];
  recommendations: string[];
};
