// The seal made here (pades-seal.ts, cades-signed-data.ts) is the library's own to the byte, and a PDF
// kept open across incremental updates (reopen-pdf.ts) writes the same file as one parsed again each time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF, type SignOptions, StandardFonts } from '@libpdf/core';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfsig } from '../../test/poppler.ts';
import { canSealHere, sealHere } from './pades-seal.ts';
import { canReopenInPlace, reopen } from './reopen-pdf.ts';
import { signWithLibrary } from './seal-pdf.ts';
import { loadSealingCertificate } from './sealing-certificate.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-pades-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function makePdf(options: { xrefStream?: boolean; textField?: boolean } = {}): Promise<Uint8Array> {
  const pdf = PDF.create();
  for (let n = 1; n <= 2; n++) {
    pdf
      .addPage({ size: 'a4' })
      .drawText(`Page ${n}`, { x: 50, y: 780, size: 12, font: StandardFonts.Helvetica });
  }
  if (options.textField) pdf.getOrCreateForm().createTextField('customer');
  return pdf.save({ useXRefStream: options.xrefStream ?? false });
}

async function sealOptions(): Promise<SignOptions> {
  const { signer } = await loadSealingCertificate({ dataDir, sealingP12: undefined });
  return {
    signer,
    reason: 'Completed electronic signing: 1 signer (a test)',
    location: 'docs2sign.test',
    fieldName: 'Docs2Sign seal',
    signingTime: new Date('2026-12-07T09:30:00Z'),
  };
}

describe('a B-B seal made here', () => {
  for (const kind of [{}, { xrefStream: true, textField: true }]) {
    it(`is the library's seal byte for byte (${JSON.stringify(kind)})`, async () => {
      const bytes = await makePdf(kind);
      const options = await sealOptions();
      const here = await PDF.load(bytes);
      expect(canSealHere(here, options)).toBe(true);
      const ours = await sealHere(here, 'Docs2Sign on behalf of Brindley & Hart', options);
      const theirs = await signWithLibrary(
        await PDF.load(bytes),
        'Docs2Sign on behalf of Brindley & Hart',
        options,
      );
      expect(Buffer.from(ours.bytes).equals(Buffer.from(theirs.bytes))).toBe(true);
      expect(await pdfsig(ours.bytes)).toContain('Signature is Valid');
    });
  }

  it('leaves timestamps, validation data and a field already there to the library', async () => {
    const options = await sealOptions();
    const pdf = await PDF.load(await makePdf());
    const timestampAuthority = { timestamp: async () => new Uint8Array() };
    expect(canSealHere(pdf, { ...options, timestampAuthority })).toBe(false);
    expect(canSealHere(pdf, { ...options, longTermValidation: true })).toBe(false);
    pdf.getOrCreateForm().createSignatureField('Docs2Sign seal');
    expect(canSealHere(pdf, options)).toBe(false);
  });
});

describe('a PDF kept open across its incremental updates', () => {
  for (const xrefStream of [false, true]) {
    it(`writes what a parse after each save would (${xrefStream ? 'cross-reference streams' : 'tables'})`, async () => {
      const bytes = await makePdf({ xrefStream, textField: true });
      const options = await sealOptions();
      const update = async (reparse: boolean) => {
        let pdf = await PDF.load(bytes);
        pdf.getPage(0)?.drawText('Stamped', { x: 50, y: 700, size: 10 });
        const inPlace = canReopenInPlace(pdf);
        const stamped = await pdf.save({ incremental: true });
        if (reparse) pdf = await PDF.load(stamped);
        else await reopen(pdf, stamped, inPlace);
        pdf.addPage({ size: 'a4' }).drawText('Certificate', { x: 50, y: 780, size: 12 });
        pdf.setSubject('Docs2Sign verification code 0123456789');
        return { stamped, sealed: (await sealHere(pdf, 'Docs2Sign', options)).bytes };
      };
      const kept = await update(false);
      const parsed = await update(true);
      expect(Buffer.from(kept.sealed).equals(Buffer.from(parsed.sealed))).toBe(true);
      expect(
        Buffer.from(kept.sealed.subarray(0, kept.stamped.length)).equals(Buffer.from(kept.stamped)),
      ).toBe(true);
      expect(await pdfsig(kept.sealed)).toContain('Signature is Valid');
      const reread = await PDF.load(kept.sealed);
      expect(reread.getPageCount()).toBe(3);
      expect(reread.getSubject()).toBe('Docs2Sign verification code 0123456789');
    });
  }
});
