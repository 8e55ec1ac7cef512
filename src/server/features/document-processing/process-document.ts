// Uploaded bytes → what the product needs: a PDF to show and sign, its text, the customer, the
// vehicle, the kind of document, where the customer signs, and what is missing.
import {
  type DocumentValidation,
  type ExtractedData,
  LOW_CONFIDENCE,
  type SignatureField,
} from '../../../shared/documents/document-types.ts';
import { slotOf } from '../../../shared/documents/signers.ts';
import { extractCustomers } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import { DocumentProcessingError } from './errors.ts';
import { formPagesOf, type PackedFormPage } from './form-words.ts';
import { assignTwinPlaces } from './joint-places.ts';
import { type Box, layoutText, type PageLayout } from './layout.ts';
import { forgetNormalisedLabels } from './layout-queries.ts';
import { capOcrConfidence, heldBelowThreshold, readUnreadPages } from './ocr.ts';
import { partWithoutCustomerPlace } from './pack-parts.ts';
import { assertBoundedInflation } from './pdf-inflation.ts';
import { type PdfLayout, readPdfLayout } from './pdf-layout.ts';
import { producerMet } from './producers.ts';
import { readingLayout } from './reading-layout.ts';
import { fallbackSignatureField, readSignatureFields } from './signature-fields.ts';
import { describeValidation, validateDocument } from './validate-document.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';
import { renderWordDocument } from './word-document.ts';

export type ProcessedDocument = {
  /** What viewers and signers see: the original for a PDF, a rendition for Word. */
  pdf: Uint8Array;
  pageCount: number;
  hasTextLayer: boolean;
  /** Full extracted text; pages separated by form feeds (PDF) or paragraphs by blank lines (Word). */
  text: string;
  extractedData: ExtractedData;
  validation: DocumentValidation;
  /** The words of each page with their places, for learnt forms (unpackFormPages); empty without a text layer. */
  formPages: PackedFormPage[];
};

export type ProcessOptions = {
  /** The uploader's file name: a hint to the document type, which is all a scan offers. */
  fileName?: string;
  /** Upper bound on reading the PDF (ms). */
  timeoutMs?: number;
  /** Path to LibreOffice's soffice, or null to typeset Word documents without it; default: PATH. */
  soffice?: string | null;
};

/** The places' confidence when some place's owner is unsure: below the editor's threshold. */
const UNSURE_PLACES = 0.55;

/** Below this many letters and digits a PDF has no usable text layer (a scan, perhaps with a stamp). */
const MIN_TEXT_CHARS = 30;

/** Throws DocumentProcessingError (with a message for the dealer) for files that cannot be used. */
export async function processDocument(
  bytes: Uint8Array,
  kind: 'pdf' | 'docx' | 'doc',
  options: ProcessOptions = {},
): Promise<ProcessedDocument> {
  if (bytes.length === 0) {
    throw new DocumentProcessingError(
      'UNREADABLE',
      'This file is empty. Check the document and upload it again.',
    );
  }
  let pdf = bytes;
  let wordText: string | undefined;
  if (kind !== 'pdf') {
    const rendition = await renderWordDocument(bytes, kind, {
      title: options.fileName,
      soffice: options.soffice,
    });
    pdf = rendition.pdf;
    wordText = rendition.text;
  }
  // Before pdf.js sees the file: a stream that unpacks to gigabytes is refused, not inflated.
  await assertBoundedInflation(pdf);
  const drawn = await readPdfLayout(pdf, { timeoutMs: options.timeoutMs });
  const hasTextLayer = countsLetters(layoutText(drawn), MIN_TEXT_CHARS);
  // Pages with no text layer, or a garbage one, read from their pixels (ocr.ts): the same reading
  // follows, and values it finds there stay below the editor's threshold.
  const { layout, ocrPages } = await readUnreadPages(pdf, drawn);
  const pdfText = layoutText(layout);
  const readable = countsLetters(pdfText, MIN_TEXT_CHARS);
  // Values are read from the page as a dealer reads it (and learnt forms take its words); signature boxes
  // from the page as drawn.
  const reading = readable ? readingLayout(layout.pages) : [];
  const extracted = readable
    ? capOcrConfidence(extract(layout, reading, options.fileName), ocrPages)
    : scanned(layout, options.fileName);
  // A PDF from a maker the rules were not tuned on is read the same way, but nothing it says is trusted
  // unconfirmed (producers.ts). A Word file's PDF is our own rendition, so its producer says nothing of
  // whose layout it is, and every Word writer calls itself Microsoft Word: its first reading is always
  // confirmed. A learnt form vouches afterwards, for either.
  const read = kind !== 'pdf' || !producerMet(drawn.producer) ? heldBelowThreshold(extracted) : extracted;
  // Opened without a password but locked against changes: accepted (signing makes a new file), and
  // noted so that the certificate can say the original carried such protection.
  const extractedData = layout.protectedAgainstChanges ? { ...read, protectedAgainstChanges: true } : read;
  return {
    pdf,
    pageCount: layout.pageCount,
    hasTextLayer,
    text: wordText ?? pdfText,
    extractedData,
    validation: describeValidation(validateDocument(extractedData, { hasTextLayer })),
    // Pages read by OCR give their words too, so a learnt form can vouch for what they say.
    formPages: formPagesOf(reading),
  };
}

/** Whether `text` has at least `enough` letters and digits (counting stops there, not at the end). */
function countsLetters(text: string, enough: number): boolean {
  const letter = /[\p{L}\p{N}]/gu;
  let count = 0;
  while (count < enough && letter.exec(text)) count++;
  return count >= enough;
}

function extract(layout: PdfLayout, pages: PageLayout[], fileName: string | undefined): ExtractedData {
  forgetNormalisedLabels();
  const customers = extractCustomers(pages);
  const registration = readVehicleRegistration(pages);
  const type = readDocumentType(pages, fileName);
  const signatures = readSignatureFields(layout);
  forgetNormalisedLabels();
  const fields = assignTwinPlaces(signatures.fields, customers.otherCustomers.length > 0).map((f) =>
    inPdfCoordinates(f, layout.pages[f.page - 1]),
  );
  return {
    customerName: customers.customerName,
    vehicleRegistration: registration.registration,
    documentType: type.type,
    signatureFields: fields,
    otherCustomers: customers.otherCustomers,
    confidence: {
      customerName: customers.confidence,
      vehicleRegistration: registration.confidence,
      documentType: type.confidence,
      // Which places are the customer's is only sure when whose each is, is sure: among several, a place
      // given to a customer unsure may be a witness's or a second hirer's (a lone place keeps its own doubt).
      // A document of a pack with no customer place is one whose place may have been missed.
      signatureFields:
        (fields.length > 1 && fields.some(unsureCustomerPlace)) || partWithoutCustomerPlace(pages, fields)
          ? Math.min(signatures.confidence, UNSURE_PLACES)
          : signatures.confidence,
    },
    documentTypeReasons: type.reasons,
  };
}

const unsureCustomerPlace = (f: SignatureField) =>
  slotOf(f).startsWith('customer') && (f.signerConfidence ?? 1) < LOW_CONFIDENCE;

/** A field found on the page as shown, in the coordinates sealing stamps into. */
function inPdfCoordinates(
  field: SignatureField,
  page: PdfLayout['pages'][number] | undefined,
): SignatureField {
  const toPdf = page?.toPdf;
  if (!toPdf) return field;
  const round = (b: Box): Box => ({
    x: Math.round(b.x * 10) / 10,
    y: Math.round(b.y * 10) / 10,
    width: Math.round(b.width * 10) / 10,
    height: Math.round(b.height * 10) / 10,
  });
  return {
    ...field,
    ...(field.box ? { box: round(toPdf(field.box)) } : {}),
    ...(field.dateBox ? { dateBox: round(toPdf(field.dateBox)) } : {}),
  };
}

/** Nothing to read, but the document can still be signed: one standard field on the last page. */
function scanned(layout: PdfLayout, fileName: string | undefined): ExtractedData {
  const last = layout.pages.at(-1);
  const type = readDocumentType([], fileName);
  return {
    customerName: null,
    vehicleRegistration: null,
    documentType: type.type,
    signatureFields: last
      ? [inPdfCoordinates(fallbackSignatureField({ ...last, page: layout.pageCount }), last)]
      : [],
    otherCustomers: [],
    // Everything here is a guess the dealer must confirm.
    confidence: {
      customerName: 0,
      vehicleRegistration: 0,
      documentType: Math.min(type.confidence, 0.5),
      signatureFields: 0.3,
    },
    documentTypeReasons: type.reasons,
  };
}
