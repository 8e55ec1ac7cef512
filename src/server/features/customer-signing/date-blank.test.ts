// The form's own "Date: ______" blank beside the customer's signature holds the signing date in the sealed
// copy. The invoice is the Chromium-printed fixture (glyphs one or two at a time, underscores included);
// pdftotext reads the sealed page back inside the blank's area only.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp, uploadDocument } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

const INVOICE = path.join(
  import.meta.dirname,
  '../../test/documents/browser-printed/invoice-about-blank.pdf',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The words pdftotext finds inside `box` (PDF points, origin bottom-left) on page 1, the blank's own underscores left out. */
async function textInside(pdf: Uint8Array, box: { x: number; y: number; width: number; height: number }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd2s-date-'));
  try {
    const file = path.join(dir, 'sealed.pdf');
    await writeFile(file, pdf);
    const pageHeight = 841.89; // A4, as the fixture was printed
    const crop = [box.x, pageHeight - box.y - box.height, box.width, box.height].map((n) =>
      String(Math.round(n)),
    );
    const args = [
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      crop[0]!,
      '-y',
      crop[1]!,
      '-W',
      crop[2]!,
      '-H',
      crop[3]!,
      file,
      '-',
    ];
    return (await promisify(execFile)('pdftotext', args)).stdout
      .replace(/_+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the date of signing in the form’s Date blank', () => {
  it('is written into the blank beside the signature when the set is sealed', async () => {
    const dealer = await registerDealer(t.app);
    const scenario = signingScenario(t, dealer);
    const uploaded = await uploadDocument(t.app, dealer.cookie, 'invoice.pdf', readFileSync(INVOICE));
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json().document;
    const [field] = document.extractedData.signatureFields;
    expect(field.dateBox).toBeDefined();
    // Before signing the blank is empty.
    expect(await textInside(new Uint8Array(readFileSync(INVOICE)), field.dateBox)).toBe('');

    const { token } = await scenario.sendRequest(
      'olivia.bennett@example.co.uk',
      [document.id],
      'Olivia Bennett',
    );
    await scenario.customerCall('GET', `/api/sign/${token}`);
    await scenario.signAll(token, [document.id]);
    const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submitted.statusCode).toBe(200);
    const sealed = await scenario.sealedCopy(token, document.id);

    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date());
    expect(await textInside(new Uint8Array(sealed), field.dateBox)).toBe(today);
    // Written just above the underscores, as a person writes it, not floating half way up the place.
    const foot = { ...field.dateBox, height: 14 };
    expect(await textInside(new Uint8Array(sealed), foot)).toBe(today);
  });
});
