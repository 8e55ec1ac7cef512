// Pixels are read: a PDF that is only a picture of its page, or whose text layer is nonsense, is read by
// OCR (tesseract) into the same reading as a text PDF, and what it finds stays below the editor's
// threshold. Needs Debian's tesseract-ocr and tesseract-ocr-eng, and poppler's pdftoppm.
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import { boxMatches } from '../../test/documents/corpus/score.ts';
import { blankScan, imageOnly, printed, scannedPicture } from '../../test/image-only-pdf.ts';
import { looksGarbled, readUnreadPages } from './ocr.ts';
import { findProgram } from './ocr-engine.ts';
import { type GreyImage, rulesFromImage } from './page-image-rules.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { processDocument } from './process-document.ts';

/** What a font without a Unicode map gives out: glyph numbers read as letters ("&XVWRPHU"). */
const glyphCodes = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(Math.max(33, c.charCodeAt(0) - 29)));

const ENGLISH =
  'Customer name: Mrs Harriet Pemberton\nRegistration: KX19 LMN\nYou have checked the vehicle and accept it as described on this delivery note.\nThe price includes delivery and the first year of road tax, and you sign for it at the foot of the page.\nCustomer signature Date';

function expectOcrReading(
  data: Awaited<ReturnType<typeof processDocument>>['extractedData'],
  field: { box?: object },
) {
  expect(data.customerName).toBe('Harriet Pemberton');
  expect(data.vehicleRegistration).toBe('KX19LMN');
  const customer = data.signatureFields.find((f) => f.signer === undefined || f.signer === 'customer');
  expect(customer, JSON.stringify(data.signatureFields)).toBeDefined();
  expect(boxMatches(customer!.box, field.box as never), JSON.stringify(customer!.box)).toBe(true);
  // Read from pixels: a guess the dealer confirms, never above the editor's threshold.
  for (const value of Object.values(data.confidence!)) expect(value).toBeLessThan(LOW_CONFIDENCE);
}

describe('OCR of pages with no text layer', () => {
  it('has tesseract and its English data installed', () => {
    expect(findProgram('tesseract'), 'apt-get install -y tesseract-ocr tesseract-ocr-eng').not.toBeNull();
  });

  it('reads the name, the registration and the signature line of an image-only PDF, below the threshold', async () => {
    const { bytes, field } = await printed();
    const scan = await imageOnly(await scannedPicture(bytes));
    const started = performance.now();
    const result = await processDocument(scan, 'pdf', { fileName: 'scan.pdf' });
    console.log(`OCR of one A4 page in processDocument: ${Math.round(performance.now() - started)} ms`);
    expect(result.hasTextLayer).toBe(false);
    expect(result.text).toMatch(/Harriet Pemberton/);
    expectOcrReading(result.extractedData, field);
  });

  it('reads by OCR a page whose text layer is glyph codes, not letters', async () => {
    const { bytes, field } = await printed();
    const scan = await imageOnly(await scannedPicture(bytes), glyphCodes(ENGLISH));
    const result = await processDocument(scan, 'pdf', { fileName: 'scan.pdf' });
    expect(result.text).not.toMatch(/&XVWRPHU/);
    expectOcrReading(result.extractedData, field);
  });

  it('leaves a blank scan a scan: nothing read, the fallback field to confirm', async () => {
    const scan = await blankScan();
    const read = await readUnreadPages(scan, await readPdfLayout(scan));
    expect(read.ocrPages).toEqual([]);
    const result = await processDocument(scan, 'pdf', { fileName: 'scan.pdf' });
    expect(result.extractedData.customerName).toBeNull();
    expect(result.extractedData.signatureFields).toMatchObject([{ page: 1, label: 'Customer Signature' }]);
    expect(result.extractedData.confidence!.signatureFields).toBeLessThan(LOW_CONFIDENCE);
  });

  it('leaves a page unread when OCR has no time left, as before OCR', async () => {
    const scan = await imageOnly(await scannedPicture((await printed()).bytes));
    const layout = await readPdfLayout(scan);
    const read = await readUnreadPages(scan, layout, { budgetMs: 0 });
    expect(read.ocrPages).toEqual([]);
    expect(read.layout.pages[0]!.lines).toEqual([]);
  });
});

describe('a garbage text layer', () => {
  it('is told from English, and from short or foreign text', () => {
    expect(looksGarbled(glyphCodes(ENGLISH))).toBe(true);
    expect(looksGarbled('\u0001\u0002\u0003\u0004 '.repeat(10))).toBe(true);
    expect(looksGarbled(ENGLISH)).toBe(false);
    expect(looksGarbled('VEHICLE ORDER FORM  Page 1 of 2  KX19 LMN')).toBe(false);
    expect(looksGarbled('Πελάτης: Γιώργος Παπαδόπουλος, όχημα και εγγύηση για έναν χρόνο. '.repeat(4))).toBe(
      false,
    );
  });
});

describe('rules and boxes in pixels', () => {
  it('finds a signature line and a box, and no rule in a row of letters', () => {
    // 100 px to the inch on a 6 × 4 inch page: 432 × 288 points.
    const img: GreyImage = { width: 600, height: 400, pixels: new Uint8Array(600 * 400).fill(235) };
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * 600 + x] = 20;
    };
    ink(50, 100, 350, 102); // a signature line, 2 px thick, 300 px long
    ink(400, 200, 560, 202); // a box: top, bottom and both sides
    ink(400, 260, 560, 262);
    ink(400, 200, 402, 262);
    ink(558, 200, 560, 262);
    for (let x = 50; x < 350; x += 9) ink(x, 300, x + 6, 320); // letters, a gap between each
    const found = rulesFromImage(img, 432, 288);
    expect(found.horizontalRules).toHaveLength(1);
    const line = found.horizontalRules[0]!;
    expect(line.x1).toBeCloseTo(36, 0);
    expect(line.x2).toBeCloseTo(252, 0);
    expect(line.y1).toBeCloseTo(288 - 101 * 0.72, 0);
    expect(found.rects).toHaveLength(1);
    expect(found.rects[0]!.width).toBeCloseTo(115.2, 0);
    expect(found.rects[0]!.height).toBeCloseTo(43.2, 0);
    expect(found.verticalRules).toEqual([]);
  });
});
