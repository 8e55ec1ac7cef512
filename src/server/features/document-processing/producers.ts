// Whether the reading has met a PDF's maker: the rules were tuned on paperwork from a known set of producers,
// and on a file from any other their answers are guesses the dealer confirms (one tap), never trusted unseen.
import type { ExtractedData } from '../../../shared/documents/document-types.ts';
import { OCR_CONFIDENCE_CAP } from './ocr.ts';

/**
 * The makers of the paperwork the rules were tuned on (the project's generated corpus, the first two
 * independent sets, the open set and browser-printed files), as PDFs name them in Producer or Creator.
 * Held-out sets' producers are deliberately absent: a producer joins only once the reading is tuned on it.
 */
const MET = [
  /@libpdf\/core/i, // the project's own generator and the Word renditions typeset without LibreOffice
  /LibreOffice|OpenOffice/i, // Word renditions, LibreOffice Calc
  /Skia\/PDF|HeadlessChrome|Chromium/i, // a browser's "Save as PDF"
  /GPL Ghostscript|gropdf|groff|Enscript/i, // PostScript systems printed to PDF
  /PDFKit/i,
  /pdfTeX/i,
  /WeasyPrint/i,
  /ReportLab/i,
  /cairo/i,
  /wkhtmltopdf|\bQt \d/i,
  /DMS Document Service/i,
];

/** Whether `producer` (the PDF's Producer and Creator) names a maker the rules were tuned on. */
export function producerMet(producer: string | undefined): boolean {
  return producer !== undefined && MET.some((maker) => maker.test(producer));
}

/** Every confidence, and whose each place is, held below the editor's threshold. */
export function capUnmetProducer(data: ExtractedData): ExtractedData {
  const cap = (n: number) => Math.min(n, OCR_CONFIDENCE_CAP);
  return {
    ...data,
    signatureFields: data.signatureFields.map((f) =>
      f.signerConfidence === undefined ? f : { ...f, signerConfidence: cap(f.signerConfidence) },
    ),
    ...(data.confidence && {
      confidence: {
        customerName: cap(data.confidence.customerName),
        vehicleRegistration: cap(data.confidence.vehicleRegistration),
        documentType: cap(data.confidence.documentType),
        signatureFields: cap(data.confidence.signatureFields),
      },
    }),
  };
}
