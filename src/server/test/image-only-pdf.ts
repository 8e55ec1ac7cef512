// Image-only PDFs for the OCR tests: a delivery note printed by the project's drawing kit, turned into a
// grey 150 dpi picture by poppler's pdftoppm as a scanner would, and that picture made the page's only
// content, optionally under an invisible text layer that says nothing (a font without a Unicode map).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ops, PDF, StandardFonts } from '@libpdf/core';
import { createSheet } from './documents/corpus/kit.ts';

const run = promisify(execFile);
const A4 = { width: 595.28, height: 841.89 };

/** A delivery note as printed, and where its customer signs. */
export async function printed() {
  const s = createSheet();
  s.text('VEHICLE DELIVERY NOTE', 44, 760, { size: 16, bold: true });
  s.text('Customer name: Mrs Harriet Pemberton', 44, 720, { size: 11 });
  s.text('Registration: KX19 LMN', 44, 700, { size: 11 });
  s.para('You have checked the vehicle and accept it as described on this delivery note.', 44, 670);
  s.signOnRule('Customer signature', 44, 600, { date: 'Date' });
  return { bytes: await s.save(), field: s.fields[0]! };
}

/** The page as a scanner makes it: a 150 dpi grey picture filling an A4 page, nothing else. */
export async function scannedPicture(bytes: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-test-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), bytes);
    await run('pdftoppm', [
      '-r',
      '150',
      '-gray',
      '-png',
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'p'),
    ]);
    return new Uint8Array(await readFile(path.join(dir, 'p.png')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF of that picture alone; `garbage` lays an invisible text layer over it that says nothing. */
export async function imageOnly(png: Uint8Array, garbage?: string): Promise<Uint8Array> {
  const pdf = PDF.create();
  const page = pdf.addPage(A4);
  page.drawImage(pdf.embedPng(png), { x: 0, y: 0, ...A4 });
  if (garbage) {
    const font = page.registerFont(StandardFonts.Helvetica);
    const text = [ops.beginText(), ops.setTextRenderMode(3), ops.setFont(font, 10)];
    garbage.split('\n').forEach((line, i) => {
      text.push(ops.setTextMatrix(1, 0, 0, 1, 44, 760 - i * 14), ops.showText(line));
    });
    text.push(ops.endText());
    page.drawOperators(text);
  }
  return pdf.save();
}

/** A scan of an empty page: nothing for OCR to read, so nothing is known but that it is a scan. */
export async function blankScan(): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.addPage(A4);
  return imageOnly(await scannedPicture(await pdf.save()));
}
