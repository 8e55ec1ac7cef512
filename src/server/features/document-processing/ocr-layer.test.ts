// A scan with an OCR layer (OCRmyPDF and the like): the picture is the page, its words invisible text laid
// over it along each line's slope. The layer is the page's text, read straightened when the scan was fed in
// askew, and the rules of the picture are found in it straightened the same way.
import { ops, PDF, StandardFonts } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { printed, scannedPicture } from '../../test/image-only-pdf.ts';
import { readFromARule } from './ocr.ts';
import { rulesFromImage, straightened } from './page-image-rules.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { processDocument } from './process-document.ts';

/** A page whose only text is invisible words turned by `degrees`, as an OCR layer over a skewed scan. */
async function ocrLayer(degrees: number): Promise<Uint8Array> {
  const pdf = PDF.create();
  const page = pdf.addPage({ size: 'a4' });
  const font = page.registerFont(StandardFonts.Helvetica);
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const words: [string, number, number][] = [
    ['We Buy Any Vehicle - Purchase Invoice', 110, 655],
    ['The seller declares that the vehicle is their property, free from finance.', 110, 563],
    ["Seller's signature", 110, 517],
    ['Buyer for Carrick Autos', 312, 517],
  ];
  const middle = { x: 297.6, y: 421 };
  page.drawOperators(
    words.flatMap(([text, x, y]) => {
      // Each line where the skewed picture shows it: turned about the page's middle.
      const dx = x - middle.x;
      const dy = y - middle.y;
      const at = { x: middle.x + dx * cos - dy * sin, y: middle.y + dx * sin + dy * cos };
      return [
        ops.beginText(),
        ops.setFont(font, 9),
        ops.setTextRenderMode(3),
        ops.setTextMatrix(cos, sin, -sin, cos, at.x, at.y),
        ops.showText(text),
        ops.endText(),
      ];
    }),
  );
  return pdf.save();
}

describe('an OCR layer over a scan', () => {
  it('fed in askew: its words are read straightened, in lines', async () => {
    const layout = await readPdfLayout(await ocrLayer(2.2), {});
    const page = layout.pages[0]!;
    expect(page.skew).toBeCloseTo((2.2 * Math.PI) / 180, 3);
    const line = page.lines.find((l) => l.text.includes("Seller's signature"));
    expect(line?.runs.map((r) => r.text)).toEqual(["Seller's signature", 'Buyer for Carrick Autos']);
    expect(line?.y).toBeCloseTo(517, 0);
    // A box found on the straightened page goes back to where the picture shows it.
    const box = page.toPdf?.({ x: 110, y: 517, width: 100, height: 30 });
    const a = (2.2 * Math.PI) / 180;
    expect(box?.y).toBeCloseTo(421 + (160 - 297.6) * Math.sin(a) + (532 - 421) * Math.cos(a) - 15, 1);
    expect(box?.width).toBe(100);
  });

  it('fed in square: read as it is', async () => {
    const layout = await readPdfLayout(await ocrLayer(0), {});
    const page = layout.pages[0]!;
    expect(page.skew).toBe(0);
    expect(page.toPdf).toBeUndefined();
    expect(page.lines.some((l) => l.text.includes('Buyer for Carrick Autos'))).toBe(true);
  });

  it('a signing rule in the skewed picture is found once the picture is straightened', () => {
    // 200 dpi: 1654 × 2339 pixels for a 595 × 842 point page; a rule 170 pt long at y = 530, turned by 2.2°.
    const width = 1654;
    const height = 2339;
    const pixels = new Uint8Array(width * height).fill(235);
    const angle = (2.2 * Math.PI) / 180;
    for (let t = 0; t < 170; t += 0.1) {
      const x = 115 + t;
      const dx = x - 297.6;
      const dy = 530 - 421;
      const px = 297.6 + dx * Math.cos(angle) - dy * Math.sin(angle);
      const py = 421 + dx * Math.sin(angle) + dy * Math.cos(angle);
      const i = Math.round((px * width) / 595.2);
      const j = Math.round(((842 - py) * height) / 842);
      pixels[j * width + i] = 20;
      pixels[(j + 1) * width + i] = 20;
    }
    const image = { width, height, pixels };
    expect(rulesFromImage(image, 595.2, 842).horizontalRules).toHaveLength(0);
    const rules = rulesFromImage(straightened(image, angle, 595.2, 842), 595.2, 842).horizontalRules;
    expect(rules).toHaveLength(1);
    expect(rules[0]?.y1).toBeCloseTo(530, -1);
    expect(rules[0]!.x2 - rules[0]!.x1).toBeGreaterThan(150);
  });
});

describe('a scan fed in askew, read by OCR', () => {
  it('its words in lines and its signing rule found, straightened, and the place where the picture shows it', async () => {
    const { bytes, field } = await printed();
    const png = await scannedPicture(bytes);
    const pdf = PDF.create();
    const sheet = pdf.addPage({ width: 595.28, height: 841.89 });
    sheet.drawImage(pdf.embedPng(png), {
      x: 0,
      y: 0,
      width: 595.28,
      height: 841.89,
      rotate: { angle: 2.5, origin: 'center' },
    });
    const { extractedData } = await processDocument(await pdf.save(), 'pdf', { fileName: 'scan.pdf' });
    expect(extractedData.customerName).toBe('Harriet Pemberton');
    const customer = extractedData.signatureFields.find((f) => (f.signer ?? 'customer') === 'customer');
    expect(customer?.label).toBe('Customer signature');
    expect(customer?.dateBox).toBeDefined();
    // Where the turned picture shows the rule: the field's place turned 2.5° about the page's middle.
    const a = (2.5 * Math.PI) / 180;
    const box = field.box!;
    const middle = { x: box.x + box.width / 2 - 297.64, y: box.y + box.height / 2 - 420.95 };
    const shown = { y: 420.95 + middle.x * Math.sin(a) + middle.y * Math.cos(a) - box.height / 2 };
    expect(Math.abs(customer!.box!.y - shown.y)).toBeLessThan(6);
  });

  it('a dotted line to sign on, dots of one size at an even pitch, is a rule; letters along a baseline are not', () => {
    const width = 1654;
    const height = 2339;
    const pixels = new Uint8Array(width * height).fill(235);
    for (let x = 400; x < 900; x += 8) for (let i = 0; i < 3; i++) pixels[745 * width + x + i] = 90;
    // Uneven specks along another row, as the feet of a line of letters make.
    const feet = [0, 3, 9, 11, 20, 24, 27, 36, 40, 41, 50, 57, 60, 66, 75, 77, 86, 90, 94, 101, 110, 112];
    for (const [n, at] of feet.entries())
      for (let i = 0; i < 1 + (n % 4); i++) pixels[1200 * width + 400 + at * 4 + i] = 90;
    const rules = rulesFromImage({ width, height, pixels }, 595.2, 842).horizontalRules;
    expect(rules.map((r) => Math.round(r.y1))).toEqual([Math.round(842 - (745.5 * 842) / height)]);
  });

  it('a hairline scanned mid-grey is still a rule', () => {
    const width = 1654;
    const height = 2339;
    const pixels = new Uint8Array(width * height).fill(235);
    for (let i = 400; i < 900; i++) pixels[745 * width + i] = 150;
    expect(rulesFromImage({ width, height, pixels }, 595.2, 842).horizontalRules).toHaveLength(1);
  });
});

describe('a rule tesseract reads as letters', () => {
  const rule = { x1: 239, y1: 358, x2: 348, y2: 358 };
  const word = (text: string, x: number, y: number) => ({ text, x, y, width: 30, fontSize: 8, bold: false });
  it('one character over and over lying on a rule is the rule', () => {
    expect(readFromARule(word('eee', 300, 359), [rule])).toBe(true);
    expect(readFromARule(word('———', 300, 359), [rule])).toBe(true);
  });
  it('a word, or the same letters off the rule, is text', () => {
    expect(readFromARule(word('Cars', 300, 359), [rule])).toBe(false);
    expect(readFromARule(word('eee', 300, 380), [rule])).toBe(false);
    expect(readFromARule(word('III', 100, 359), [rule])).toBe(false);
  });
});
