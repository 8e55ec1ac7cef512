// Paperwork printed from a web browser (a dealer's online system printing to PDF through Chromium): the
// file is titled "about:blank" and its glyphs come one or two at a time, underscores included. The
// fixtures were printed by scripts/print-browser-fixtures.ts; poppler's pdftotext is the independent judge
// of where the underscores are.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { processDocument } from '../document-processing/index.ts';
import { documentTitle, sensibleTitle } from './document-title.ts';

const dir = path.join(import.meta.dirname, '../../test/documents/browser-printed');
const invoiceFile = path.join(dir, 'invoice-about-blank.pdf');

type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** pdftotext's words with their boxes, in PDF points from the page's top-left. */
async function words(file: string): Promise<{ pageHeight: number; words: Word[] }> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
  const pageHeight = Number(stdout.match(/<page width="[\d.]+" height="([\d.]+)"/)?.[1]);
  const found = [
    ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ];
  return {
    pageHeight,
    words: found.map((m) => ({
      text: m[5]!,
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    })),
  };
}

describe('a browser-printed invoice', () => {
  it('puts the signing place on the underscores from where they start, resting on their line', async () => {
    const processed = await processDocument(new Uint8Array(readFileSync(invoiceFile)), 'pdf');
    const { pageHeight, words: all } = await words(invoiceFile);
    const signatureAt = all.findIndex((w) => w.text === 'signature:');
    const line = all[signatureAt + 1]!;
    expect(line.text).toMatch(/^_{10,}$/);
    const [field] = processed.extractedData.signatureFields;
    expect(field?.label).toBe('Customer signature');
    const box = field!.box!;
    // The first underscore's left edge, and the baseline the underscores sit on (PDF y grows upwards).
    expect(Math.abs(box.x - line.xMin)).toBeLessThanOrEqual(2);
    const baseline = pageHeight - line.yMax + (line.yMax - line.yMin) * 0.22;
    expect(Math.abs(box.y - baseline)).toBeLessThanOrEqual(4);
    // Along the line, with room above it to sign in.
    expect(box.x + box.width).toBeGreaterThan(line.xMax - 3);
    expect(box.width).toBeLessThan(line.xMax - line.xMin + 6);
    expect(box.height).toBeGreaterThanOrEqual(20);
  });

  it('finds the Date blank beside the signature, on its underscores', async () => {
    const processed = await processDocument(new Uint8Array(readFileSync(invoiceFile)), 'pdf');
    const { words: all } = await words(invoiceFile);
    const dateAt = all.findIndex((w, i) => w.text === 'Date:' && all[i + 1]?.text.startsWith('___'));
    const blank = all[dateAt + 1]!;
    const dateBox = processed.extractedData.signatureFields[0]?.dateBox;
    expect(dateBox).toBeDefined();
    expect(Math.abs(dateBox!.x - blank.xMin)).toBeLessThanOrEqual(2);
  });

  it('is titled by its heading, never "about:blank"', async () => {
    const bytes = new Uint8Array(readFileSync(invoiceFile));
    const processed = await processDocument(bytes.slice(), 'pdf');
    const title = await documentTitle(
      bytes,
      'invoice-about-blank.pdf',
      processed.extractedData.documentTypeReasons,
    );
    expect(title).toBe('Sales Invoice');
  });
});

describe('a browser-printed agreement', () => {
  it('keeps the spaces between words drawn a glyph or two at a time, so its heading is its title', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(dir, 'hire-purchase-four-parties.pdf')));
    const processed = await processDocument(bytes.slice(), 'pdf');
    expect(processed.text.split('\n')[0]).toBe('Hire Purchase Agreement');
    const title = await documentTitle(bytes, 'agreement.pdf', processed.extractedData.documentTypeReasons);
    expect(title).toBe('Hire Purchase Agreement');
  });
});

describe('a PDF Title that is no title', () => {
  it.each([
    'about:blank',
    'About:Blank',
    'data:text/html,<h1>Invoice</h1>',
    'https://dms.example.com/invoices/20418',
    'file:///C:/Users/sales/invoice.html',
    'www.example.com',
    'localhost:5000',
    'Untitled',
    'Microsoft Word - HP agreement v3.docx',
    'invoice-20418.pdf',
  ])('%s is never a title', (candidate) => {
    expect(sensibleTitle(candidate, 'upload.pdf')).toBeNull();
  });

  it('keeps a Title that reads like one', () => {
    expect(sensibleTitle('Hire Purchase Agreement', 'upload.pdf')).toBe('Hire Purchase Agreement');
  });
});
