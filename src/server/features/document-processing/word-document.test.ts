import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../test/zip-builder.ts';
import { detectFileType } from './detect-file-type.ts';
import { findSoffice } from './libreoffice.ts';
import { processDocument } from './process-document.ts';
import { renderWordDocument } from './word-document.ts';

const orderForm = buildDocx([
  'VEHICLE ORDER FORM',
  [
    ['Customer Name', 'Mr John Smith', 'Sales Executive', 'Daniel Okafor'],
    ['Registration', 'AB12 CDE', 'Stock No.', 'KV3318'],
  ],
  'I confirm that the details above are correct and accept the terms of sale.',
  [['Customer signature', '', 'Date', '']],
]);

// LibreOffice's .doc export collapses a table row of empty cells, so the .doc has a signing line.
const orderFormForDoc = buildDocx([
  'VEHICLE ORDER FORM',
  [
    ['Customer Name', 'Mr John Smith', 'Sales Executive', 'Daniel Okafor'],
    ['Registration', 'AB12 CDE', 'Stock No.', 'KV3318'],
  ],
  'I confirm that the details above are correct and accept the terms of sale.',
  'Customer signature: ______________________________ Date: __________',
]);

const soffice = findSoffice();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'docs2sign-word-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The same document saved as a Word 97-2003 .doc, by LibreOffice. */
function asDoc(docx: Uint8Array): Uint8Array {
  writeFileSync(path.join(scratch, 'order.docx'), docx);
  const profile = pathToFileURL(path.join(scratch, 'profile')).href;
  const result = spawnSync(
    soffice!,
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      'doc',
      '--outdir',
      scratch,
      path.join(scratch, 'order.docx'),
    ],
    { timeout: 60_000 },
  );
  expect(result.status).toBe(0);
  return new Uint8Array(readFileSync(path.join(scratch, 'order.doc')));
}

function expectOrderForm(result: Awaited<ReturnType<typeof processDocument>>) {
  expect(new TextDecoder().decode(result.pdf.subarray(0, 5))).toBe('%PDF-');
  expect(result.pageCount).toBe(1);
  expect(result.hasTextLayer).toBe(true);
  expect(result.text).toContain('Mr John Smith');
  expect(result.extractedData).toMatchObject({
    customerName: 'John Smith',
    vehicleRegistration: 'AB12CDE',
    documentType: 'sales_agreement',
  });
  expect(result.extractedData.signatureFields).toHaveLength(1);
  expect(result.extractedData.signatureFields[0]).toMatchObject({ page: 1, label: 'Customer signature' });
  expect(result.validation).toEqual({ isValid: true, issues: [], recommendations: [] });
}

describe('Word documents', () => {
  it('typesets a plain A4 rendition when LibreOffice is not available', async () => {
    const rendition = await renderWordDocument(orderForm, 'docx', { soffice: null });
    expect(rendition.renderedWith).toBe('typesetter');
    expectOrderForm(await processDocument(orderForm, 'docx', { soffice: null }));
  });

  it.skipIf(!soffice)('renders with LibreOffice when it is installed', async () => {
    const rendition = await renderWordDocument(orderForm, 'docx');
    expect(rendition.renderedWith).toBe('libreoffice');
    expectOrderForm(await processDocument(orderForm, 'docx'));
  });

  it.skipIf(!soffice)('reads an old .doc, with and without LibreOffice', async () => {
    const doc = asDoc(orderFormForDoc);
    expect(detectFileType(doc)).toEqual({ kind: 'doc' });
    expectOrderForm(await processDocument(doc, 'doc'));
    const typeset = await processDocument(doc, 'doc', { soffice: null });
    expect(typeset.text).toContain('Mr John Smith');
    expect(typeset.extractedData.customerName).toBe('John Smith');
    expect(typeset.extractedData.vehicleRegistration).toBe('AB12CDE');
  });

  it('falls back to typesetting when LibreOffice fails', async () => {
    const rendition = await renderWordDocument(orderForm, 'docx', { soffice: '/bin/false' });
    expect(rendition.renderedWith).toBe('typesetter');
  });
});
