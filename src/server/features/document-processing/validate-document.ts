// The one check of a document, on upload, edit and re-extract: what is missing, as issue codes that are
// stored, and the words for each from one table (the API answers the words, the database keeps the codes).
import type { DocumentValidation, ExtractedData } from '../../../shared/documents/document-types.ts';
import { hasPlacesToSign } from '../../../shared/documents/signature-places.ts';

export type IssueCode =
  | 'noTextLayer'
  | 'noSignatureField'
  | 'noCustomerName'
  | 'noRegistration'
  | 'unknownType';

const TEXT: Record<IssueCode, { issue: string; recommendation: string }> = {
  noTextLayer: {
    issue: 'No text layer found: this looks like a scanned image',
    recommendation:
      'Upload a text PDF (export or "Print to PDF" from your dealer system rather than scanning) so the details can be read reliably. This scan can still be signed: what was read from its picture is a guess, so check the customer, the registration and the signature field before sending.',
  },
  noSignatureField: {
    issue: 'No signature field found',
    recommendation:
      'This document cannot be sent yet: open it in the editor and draw a signature box where the customer signs.',
  },
  noCustomerName: {
    issue: 'No customer name found',
    recommendation: "Enter the customer's name in the document editor.",
  },
  noRegistration: {
    issue: 'No vehicle registration found',
    recommendation: 'Enter the vehicle registration in the document editor.',
  },
  unknownType: {
    issue: 'Document type not recognised',
    recommendation: 'Choose the document type in the document editor.',
  },
};

/** The issue texts by code, for tests and callers that look for one. */
export const ISSUES = Object.fromEntries(Object.entries(TEXT).map(([code, t]) => [code, t.issue])) as Record<
  IssueCode,
  string
>;

export type DocumentChecks = {
  hasTextLayer: boolean;
  /** A document marked as needing no signature is not faulted for having no field. */
  signatureRequired?: boolean;
  /** The dealer chose the type in the editor: whatever it is, it is known. */
  typeChosenByDealer?: boolean;
};

/**
 * What the database keeps: the codes, and the facts an edit cannot re-derive: the text layer, and whether
 * the dealer chose the type (so a re-extract keeps it).
 */
export type StoredValidation = { hasTextLayer: boolean; codes: IssueCode[]; typeChosenByDealer?: true };

export function validateDocument(data: ExtractedData, checks: DocumentChecks): StoredValidation {
  const codes: IssueCode[] = [];
  if (!checks.hasTextLayer) codes.push('noTextLayer');
  // A field without its box is no place at all: nobody located it, and sending refuses it (409).
  if ((checks.signatureRequired ?? true) && !hasPlacesToSign(data.signatureFields))
    codes.push('noSignatureField');
  if (!data.customerName) codes.push('noCustomerName');
  if (!data.vehicleRegistration) codes.push('noRegistration');
  if (data.documentType === 'other' && !checks.typeChosenByDealer) codes.push('unknownType');
  return {
    hasTextLayer: checks.hasTextLayer,
    codes,
    ...(checks.typeChosenByDealer && { typeChosenByDealer: true }),
  };
}

/** The API's answer. Valid = readable and signable: a scan or a missing field blocks sending. */
export function describeValidation(stored: StoredValidation): DocumentValidation {
  return {
    isValid: !stored.codes.includes('noTextLayer') && !stored.codes.includes('noSignatureField'),
    issues: stored.codes.map((code) => TEXT[code].issue),
    recommendations: stored.codes.map((code) => TEXT[code].recommendation),
  };
}

/**
 * A stored validation of any age: codes now; rows written before codes kept the sentences, which map back
 * to their codes through the same table.
 */
export function readStoredValidation(value: unknown): StoredValidation {
  const v = (value ?? {}) as Partial<StoredValidation> & { issues?: unknown };
  if (Array.isArray(v.codes)) {
    const codes = v.codes.filter((c): c is IssueCode => c in TEXT);
    return {
      hasTextLayer: v.hasTextLayer ?? !codes.includes('noTextLayer'),
      codes,
      ...(v.typeChosenByDealer === true && { typeChosenByDealer: true }),
    };
  }
  const sentences = Array.isArray(v.issues) ? (v.issues as string[]) : [];
  const codes = (Object.keys(TEXT) as IssueCode[]).filter((code) => sentences.includes(TEXT[code].issue));
  return { hasTextLayer: !codes.includes('noTextLayer'), codes };
}
