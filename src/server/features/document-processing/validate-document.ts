import type { DocumentValidation, ExtractedData } from '../../../shared/document-types.ts';

export const ISSUES = {
  noTextLayer: 'No text layer found: this looks like a scanned image',
  noSignatureField: 'No signature field found',
  noCustomerName: 'No customer name found',
  noRegistration: 'No vehicle registration found',
  unknownType: 'Document type not recognised',
} as const;

/** What is missing, and what the dealer can do about it. Valid = readable and signable. */
export function validateDocument(data: ExtractedData, hasTextLayer: boolean): DocumentValidation {
  const issues: string[] = [];
  const recommendations: string[] = [];
  if (!hasTextLayer) {
    issues.push(ISSUES.noTextLayer);
    recommendations.push(
      'Upload a text PDF (export or "Print to PDF" from your dealer system rather than scanning) so the details can be read automatically. This scan can still be signed: check the signature field placed at the foot of the last page.',
    );
  }
  if (data.signatureFields.length === 0) {
    issues.push(ISSUES.noSignatureField);
    recommendations.push('Add a signature field for the customer in the document editor before sending.');
  }
  if (!data.customerName) {
    issues.push(ISSUES.noCustomerName);
    recommendations.push("Enter the customer's name in the document editor.");
  }
  if (!data.vehicleRegistration) {
    issues.push(ISSUES.noRegistration);
    recommendations.push('Enter the vehicle registration in the document editor.');
  }
  if (data.documentType === 'other') {
    issues.push(ISSUES.unknownType);
    recommendations.push('Choose the document type in the document editor.');
  }
  return { isValid: hasTextLayer && data.signatureFields.length > 0, issues, recommendations };
}
