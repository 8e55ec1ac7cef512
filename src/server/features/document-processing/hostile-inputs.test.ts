// Files a dealer might upload by mistake, or an attacker on purpose: each must be refused quickly
// with a message the dealer can act on, never hang or exhaust memory.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PDF, StandardFonts } from '@libpdf/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildZip, deflatedZeros, storedOrDeflated } from '../../test/zip-builder.ts';
import { detectFileType } from './detect-file-type.ts';
import { DocumentProcessingError } from './errors.ts';
import { assertBoundedInflation } from './pdf-inflation.ts';
import { processDocument } from './process-document.ts';
import { assertSafeZip } from './zip-directory.ts';

async function textPdf(pages = 2): Promise<Uint8Array> {
  const pdf = PDF.create();
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage({ size: 'a4' });
    page.drawText(`Vehicle order form, page ${i + 1}. Customer Name: Mr John Smith`, {
      x: 50,
      y: 780,
      size: 11,
      font: StandardFonts.Helvetica,
    });
    page.drawText('Customer signature: ____________________', { x: 50, y: 120, size: 11 });
  }
  return pdf.save();
}

async function rejection(promise: Promise<unknown>): Promise<DocumentProcessingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentProcessingError);
  return error as DocumentProcessingError;
}

let validPdf: Uint8Array;
beforeAll(async () => {
  validPdf = await textPdf();
});

describe('damaged and protected PDFs', () => {
  it('refuses a truncated PDF as damaged', async () => {
    const truncated = validPdf.subarray(0, Math.floor(validPdf.length * 0.6));
    const error = await rejection(processDocument(truncated, 'pdf'));
    expect(error.code).toBe('DAMAGED');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('accepts a PDF whose writer forgot the %%EOF marker but whose cross-reference is sound', async () => {
    const text = new TextDecoder('latin1').decode(validPdf).replace(/%%EOF\s*$/, '');
    const result = await processDocument(new Uint8Array(Buffer.from(text, 'latin1')), 'pdf');
    expect(result.pageCount).toBe(2);
  });

  it('refuses a PDF header followed by garbage', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Cat \nxref garbage\n%%EOF\n');
    expect((await rejection(processDocument(garbage, 'pdf'))).code).toBe('DAMAGED');
  });

  it('refuses a password-protected PDF, saying so', async () => {
    const pdf = await PDF.load(validPdf);
    pdf.setProtection({ userPassword: 'secret', ownerPassword: 'owner' });
    const error = await rejection(processDocument(await pdf.save(), 'pdf'));
    expect(error.code).toBe('ENCRYPTED');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('accepts a PDF protected only against changes (an owner password) and notes the protection', async () => {
    const pdf = await PDF.load(validPdf);
    pdf.setProtection({ ownerPassword: 'owner', permissions: { modify: false } });
    const result = await processDocument(await pdf.save(), 'pdf');
    expect(result.pageCount).toBe(2);
    expect(result.extractedData.protectedAgainstChanges).toBe(true);
    const plain = await processDocument(validPdf, 'pdf');
    expect(plain.extractedData.protectedAgainstChanges).toBeUndefined();
  });

  it('refuses a hand-made PDF whose trailer has an /Encrypt dictionary', async () => {
    const text = new TextDecoder('latin1').decode(validPdf);
    const crafted = text.replace(
      /trailer\s*<</,
      'trailer\n<< /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
    );
    expect(crafted).not.toBe(text);
    const error = await rejection(processDocument(new Uint8Array(Buffer.from(crafted, 'latin1')), 'pdf'));
    expect(error.code).toBe('ENCRYPTED');
  });

  it('gives up on work that overruns its time limit instead of hanging', async () => {
    const error = await rejection(processDocument(await textPdf(40), 'pdf', { timeoutMs: 1 }));
    expect(error.code).toBe('UNREADABLE');
  });
});

describe('decompression bombs', () => {
  it('refuses a .docx with an entry that inflates to 300 MB, without inflating it', async () => {
    const zeros = await deflatedZeros(300);
    const bomb = buildZip([
      storedOrDeflated('[Content_Types].xml', '<Types/>'),
      {
        name: 'word/document.xml',
        data: zeros.data,
        method: 8,
        uncompressedSize: 300 * 1024 * 1024,
        crc: zeros.crc,
      },
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(detectFileType(bomb)).toEqual({ kind: 'docx' });
    const started = Date.now();
    const error = await rejection(processDocument(bomb, 'docx', { soffice: null }));
    expect(error.code).toBe('BOMB');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a .docx whose directory understates what an entry inflates to', async () => {
    const zeros = await deflatedZeros(20);
    const liar = buildZip([
      { name: 'word/document.xml', data: zeros.data, method: 8, uncompressedSize: 1000, crc: zeros.crc },
    ]);
    expect(() => assertSafeZip(liar)).toThrow(expect.objectContaining({ code: 'BOMB' }));
  });

  it('refuses an archive with too many entries', () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => storedOrDeflated(`f${i}`, ''));
    expect(() => assertSafeZip(buildZip(entries))).toThrow(expect.objectContaining({ code: 'BOMB' }));
  });

  it('accepts an ordinary .docx', () => {
    expect(assertSafeZip(buildDocx(['Hello']))).toHaveLength(3);
  });
});

/** Streams as a PDF holds them (`filters` as written in the dictionary), in a file pdf.js would not need. */
function pdfOfStreams(streams: { filters: string; data: Buffer }[]): Uint8Array {
  const parts = streams.flatMap((s, i) => [
    Buffer.from(
      `${i + 1} 0 obj\n<< /Length ${s.data.length} /Filter ${s.filters} /DecodeParms << /Columns 1 >> >>\nstream\n`,
    ),
    s.data,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  return new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), ...parts, Buffer.from('%%EOF\n')]));
}

describe('PDF streams that unpack too far', () => {
  const MB = 1024 * 1024;
  let zeros100: Buffer;
  beforeAll(() => {
    zeros100 = zlib.deflateSync(Buffer.alloc(100 * MB), { level: 1 });
  });

  it('refuses one stream over 128 MB, also behind an ASCII hex layer, and six of 100 MB together', async () => {
    const big = zlib.deflateSync(Buffer.alloc(130 * MB), { level: 1 });
    const cases = [
      [{ filters: '/FlateDecode', data: big }],
      [{ filters: '[/AHx /Fl]', data: Buffer.from(`${big.toString('hex')}>`) }],
      Array.from({ length: 6 }, () => ({ filters: '[ /FlateDecode ]', data: zeros100 })),
    ];
    for (const streams of cases) {
      const error = await rejection(assertBoundedInflation(pdfOfStreams(streams)));
      expect(error.code).toBe('BOMB');
      expect(error.message).toMatch(/at most 128 MB a stream and 512 MB in all/);
    }
  });

  it('lets through streams within the bounds, and leaves images to the readers', async () => {
    const fine = Array.from({ length: 4 }, () => ({ filters: '/FlateDecode', data: zeros100 }));
    await assertBoundedInflation(pdfOfStreams(fine));
    const jpeg = { filters: '/DCTDecode', data: randomBytes(512 * 1024) };
    await assertBoundedInflation(pdfOfStreams([jpeg, ...fine]));
  });
});

describe('not documents at all', () => {
  it('describes an empty file and refuses to process it', async () => {
    expect(detectFileType(new Uint8Array())).toEqual({ kind: 'other', description: 'empty file' });
    expect((await rejection(processDocument(new Uint8Array(), 'pdf'))).code).toBe('UNREADABLE');
  });

  it('describes random bytes, and refuses them when they are passed off as a PDF or Word file', async () => {
    const noise = new Uint8Array(randomBytes(64 * 1024));
    noise[0] = 0x00; // no accidental magic number
    expect(detectFileType(noise)).toEqual({ kind: 'other', description: 'unknown binary data' });
    expect((await rejection(processDocument(noise, 'pdf'))).code).toBe('DAMAGED');
    expect((await rejection(processDocument(noise, 'docx', { soffice: null }))).code).toBe('DAMAGED');
    expect((await rejection(processDocument(noise, 'doc', { soffice: null }))).code).toBe('DAMAGED');
  });

  it('refuses a truncated .docx as damaged', async () => {
    const docx = buildDocx(['Customer Name: Mr John Smith']);
    const error = await rejection(
      processDocument(docx.subarray(0, docx.length - 40), 'docx', { soffice: null }),
    );
    expect(error.code).toBe('DAMAGED');
  });
});
