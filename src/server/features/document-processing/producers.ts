// Whether the reading has met a PDF's maker: the rules were tuned on paperwork from a known set of producers,
// and on a file from any other their answers are guesses the dealer confirms (one tap), never trusted unseen.

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

// Ghostscript rewrites whatever it is given (PostScript, or another maker's PDF distilled again): named
// alone, with no Creator beside it, it names the converter and not the program that laid the page out.
const CONVERTER_ALONE = /^\s*GPL Ghostscript[^·]*$/i;

/** Whether `producer` (the PDF's Producer and Creator) names a maker the rules were tuned on. */
export function producerMet(producer: string | undefined): boolean {
  if (producer === undefined || CONVERTER_ALONE.test(producer)) return false;
  return MET.some((maker) => maker.test(producer));
}
