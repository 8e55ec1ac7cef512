// /api/verify against real sealed copies: unmodified, one flipped byte, an incremental update appended
// by another tool, a PDF sealed elsewhere, and what a visitor learns with and without the signing link.
import { PDF, rgb, StandardFonts } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

const CUSTOMER = 'Γιώργος Παπαδόπουλος';
let t: TestApp;
let sealed: Buffer;
let token: string;
let requestId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  const scenario = signingScenario(t, dealer);
  const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
  const sent = await scenario.sendRequest('giorgos@example.co.uk', [documentId], CUSTOMER);
  ({ token, requestId } = sent);
  await scenario.signAll(token, [documentId]);
  const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  sealed = await scenario.sealedCopy(token, documentId);
}, 120_000);
afterAll(() => t.close());

async function verify(file: Uint8Array | null, fields: Record<string, string> = {}, ip = '198.51.100.7') {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'copy.pdf');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, origin: TEST_ORIGIN },
    remoteAddress: ip,
  });
}

describe('POST /api/verify', () => {
  it('says "sealed here, unmodified" for the sealed copy, with title and dates and no personal data', async () => {
    const res = await verify(sealed);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('unmodified');
    expect(body.message).toMatch(/^Sealed by this installation and unmodified/);
    expect(body.document).toMatchObject({ title: expect.any(String), requestId });
    expect(Date.parse(body.document.sealedAt)).toBeGreaterThan(0);
    expect(body.document.verificationCode).toMatch(/^[0-9A-Z]{10}$/);
    expect(res.body).not.toContain('Γιώργος');
    expect(res.body).not.toContain('giorgos@');
    expect(res.body).not.toContain('Brindley');
  });

  it('names the customer and dealer only to the holder of the signing link', async () => {
    const withLink = (await verify(sealed, { token: `http://localhost:5000/sign/${token}` })).json();
    expect(withLink.linkMatched).toBe(true);
    expect(withLink.linkHolder).toEqual({
      customerName: CUSTOMER,
      customerEmail: 'giorgos@example.co.uk',
      dealershipName: 'Brindley & Hart Cars Ltd',
    });
    const wrong = await verify(sealed, { token: 'x'.repeat(43) });
    expect(wrong.json().linkMatched).toBe(false);
    expect(wrong.body).not.toContain('Γιώργος');
  });

  it('says "modified after sealing" for a copy with one flipped byte in the signed range', async () => {
    const tampered = Buffer.from(sealed);
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 0x01;
    const body = (await verify(tampered)).json();
    expect(body.status).toBe('modified');
    // Only that it is not the sealed copy: how many bytes differ, or where, would read the copy back.
    expect(body.change).toEqual({ uploadedBytes: tampered.length });
    expect(body.message).toBe(
      'Modified after sealing: this file carries the verification code of a document sealed here, but it is not the sealed copy.',
    );
    expect(body.document.requestId).toBe(requestId);
  });

  it('tells a forged file carrying a real code only that it is not the sealed copy, never how it differs', async () => {
    const code = (await verify(sealed, {}, '198.51.100.20')).json().document.verificationCode as string;
    // The sealed copy with its last byte changed, and a file of the same length that is all the same byte
    // but for the code: a count of differing bytes would tell them apart.
    const nearly = Buffer.from(sealed);
    nearly[nearly.length - 2] = nearly[nearly.length - 2]! ^ 0x01;
    const forged = Buffer.alloc(sealed.length, 0x20);
    forged.write(`%PDF-1.7\n/Subject (Docs2Sign verification code ${code})\n%%EOF\n`);
    const answers = [nearly, forged].map(async (file) => (await verify(file, {}, '198.51.100.21')).json());
    const [near, far] = await Promise.all(answers);
    for (const body of [near, far]) {
      expect(body.status).toBe('modified');
      expect(body.change).toEqual({ uploadedBytes: sealed.length });
      expect(JSON.stringify(body)).not.toMatch(/differ|changedBytes|sealedBytes|firstDifferenceAt/);
    }
    expect(near).toEqual(far);
  });

  it('looks up only the first 20 codes of a file carrying 65,534 of them, with a plain answer', async () => {
    const code = (await verify(sealed, {}, '198.51.100.22')).json().document.verificationCode as string;
    const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const fake = (n: number) =>
      Array.from({ length: 10 }, (_, i) => ALPHABET[Math.floor(n / 32 ** i) % 32]).join('');
    const marks = Array.from({ length: 65_534 }, (_, n) => `Docs2Sign verification code ${fake(n + 1)}`);
    const flood = (last: string[]) => Buffer.from(`%PDF-1.7\n${[...marks, ...last].join('\n')}\n%%EOF\n`);
    const late = await verify(flood([`Docs2Sign verification code ${code}`]), {}, '198.51.100.23');
    expect(late.statusCode).toBe(200);
    // The real code comes after the first 20: not looked at.
    expect(late.json().status).toBe('not_sealed_here');
    const early = Buffer.from(`%PDF-1.7\nDocs2Sign verification code ${code}\n${marks.join('\n')}\n%%EOF\n`);
    const found = await verify(early, {}, '198.51.100.24');
    expect(found.statusCode).toBe(200);
    expect(found.json().status).toBe('modified');
  });

  it('says what was appended when another tool saved an incremental update after the seal', async () => {
    const pdf = await PDF.load(sealed);
    pdf.getPages()[0]!.drawText('PAID IN FULL', {
      x: 200,
      y: 500,
      size: 40,
      font: StandardFonts.Helvetica,
      color: rgb(1, 0, 0),
    });
    const changed = await pdf.save({ incremental: true });
    expect(Buffer.from(changed.subarray(0, sealed.length)).equals(sealed)).toBe(true);
    const body = (await verify(changed)).json();
    expect(body.status).toBe('appended');
    expect(body.change.appendedBytes).toBe(changed.length - sealed.length);
    expect(body.change.appendedParts.join(' ')).toMatch(/PDF object/);
    expect(body.message).toMatch(
      new RegExp(`^Sealed here, then changed: ${changed.length - sealed.length} bytes were appended`),
    );
  });

  it('says "not sealed by this installation" for a PDF sealed elsewhere', async () => {
    const other = PDF.create();
    other.addPage({ size: 'a4' }).drawText('Hire-Purchase Agreement', { x: 50, y: 700 });
    const body = (await verify(await other.save())).json();
    expect(body).toEqual({
      status: 'not_sealed_here',
      message: expect.stringMatching(/^Not sealed by this installation/),
    });
  });

  it('refuses what is not a PDF, a missing file and a file over 50 MB, in plain words', async () => {
    const notPdf = await verify(Buffer.from('hello'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toMatch(/not a PDF/);
    const none = await verify(null, { token: 'abc' });
    expect(none.statusCode).toBe(400);
    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    huge.write('%PDF-1.7\n');
    const tooLarge = await verify(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/larger than 50 MB/);
  });

  it('is limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await verify(Buffer.from('x'), {}, '203.0.113.99')).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('GET /api/verify/{code}', () => {
  it('answers the title and dates for the code printed on the certificate, and 404 for another', async () => {
    const { document } = (await verify(sealed)).json();
    const code = document.verificationCode as string;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/verify/${code.toLowerCase().slice(0, 5)}-${code.slice(5)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(document);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/verify/0000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/verify/nonsense' })).statusCode).toBe(404);
  });
});
