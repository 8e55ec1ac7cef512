import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { multipartBody } from '../../test/multipart.ts';
import { type GrayImage, pageImages, pdfsig, pdftotext, renderPage } from '../../test/poppler.ts';
import { FIXTURES, signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

const HP = 'HP-agreement-AMF-448120.pdf';
// From the fixture's ground truth: where the debtor signs (PDF points, origin bottom-left).
const HP_FIELDS = [
  { page: 2, box: { x: 56, y: 409.7, width: 296, height: 46 } },
  { page: 4, box: { x: 128.6, y: 517.7, width: 245.4, height: 30 } },
];
// The blank under "Date of signature" beside the debtor's signature, as extraction finds it.
const HP_DATE_BOX = { page: 2, box: { x: 366, y: 409.7, width: 173.3, height: 46 } };
const inside = (p: { x: number; y: number }, box: { x: number; y: number; width: number; height: number }) =>
  p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1;

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let dealerEmail: string;
const logLines: string[] = [];
let documentIds: string[];
let sealed: { requestId: string; token: string; hp: Buffer; docx: Buffer };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, logLines);
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  dealerEmail = dealer.email;
  // The dealer's logo (300 × 120) brands the certificate page.
  const canvas = createCanvas(300, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0f5132';
  ctx.fillRect(0, 0, 300, 120);
  const logo = await multipartBody([{ field: 'logo', name: 'logo.png', bytes: await canvas.encode('png') }]);
  await t.app.inject({
    method: 'POST',
    url: '/api/dealer/logo',
    payload: logo.payload,
    headers: { ...logo.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
  });
  documentIds = [
    await scenario.uploadFixture(HP),
    await scenario.uploadFixture('GAP-Insurance-Declined-ALM-D-30716.docx'),
  ];
  const { requestId, token } = await scenario.sendRequest('aisha.sealed@example.co.uk', documentIds);
  await scenario.customerCall('GET', `/api/sign/${token}`);
  await scenario.signAll(token, documentIds);
  const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  sealed = {
    requestId,
    token,
    hp: await scenario.sealedCopy(token, documentIds[0]!),
    docx: await scenario.sealedCopy(token, documentIds[1]!),
  };
  // A Word file to convert and a set to seal in a worker thread: on a shared machine that can take a minute.
}, 120_000);
afterAll(() => t.close());

/** Pixels that differ between two renderings of the same page, as PDF points from the bottom-left. */
function changedPoints(before: GrayImage, after: GrayImage) {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < before.pixels.length; i++) {
    if (Math.abs(before.pixels[i]! - after.pixels[i]!) > 40) {
      points.push({ x: i % before.width, y: before.height - Math.floor(i / before.width) });
    }
  }
  return points;
}

describe('sealing a submitted set', () => {
  it('gives each document a PAdES signature that pdfsig finds valid and covering the whole file', async () => {
    for (const pdf of [sealed.hp, sealed.docx]) {
      const report = await pdfsig(pdf);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
    }
  });

  it('lets pdfsig see a change of one byte', async () => {
    const tampered = Buffer.from(sealed.hp);
    // A byte inside the stamped pages, well before the signature's own dictionary.
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 0x01;
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Digest Mismatch|Signature is Invalid|modified/i);
  });

  it('puts the ink (and its caption) inside each signature box, the date in the date box, and nothing elsewhere', async () => {
    const original = readFileSync(path.join(FIXTURES, HP));
    for (const { page, box } of HP_FIELDS) {
      const points = changedPoints(await renderPage(original, page), await renderPage(sealed.hp, page));
      const dateBox = page === HP_DATE_BOX.page ? HP_DATE_BOX.box : null;
      const inSignature = points.filter((p) => inside(p, box));
      expect(inSignature.length, `ink on page ${page}`).toBeGreaterThan(20);
      if (dateBox) expect(points.filter((p) => inside(p, dateBox)).length).toBeGreaterThan(20);
      const stray = points.filter((p) => !inside(p, box) && !(dateBox && inside(p, dateBox)));
      expect(stray, `nothing outside the boxes on page ${page}`).toEqual([]);
    }
    for (const page of [1, 3]) {
      const points = changedPoints(await renderPage(original, page), await renderPage(sealed.hp, page));
      expect(points, `page ${page} is untouched`).toEqual([]);
    }
  });

  it('fills the date box beside the signature with the day of signing (en-GB), and nowhere else', async () => {
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date());
    const count = (text: string) => text.split(day).length - 1;
    const page2 = await pdftotext(sealed.hp, 2, 2);
    expect(page2).toMatch(new RegExp(`Date of signature[\\s\\S]*${day}`));
    // Page 2: the caption's time and the date box; page 4 has no date box, so only the caption's.
    expect(count(page2)).toBe(2);
    expect(count(await pdftotext(sealed.hp, 4, 4))).toBe(1);
  });

  it('appends a certificate of completion with both documents, their fingerprints and the timeline', async () => {
    const original = readFileSync(path.join(FIXTURES, HP));
    const text = await pdftotext(sealed.hp, 5);
    expect(text).toContain('Certificate of Completion');
    expect(await pageImages(sealed.hp, 5)).toEqual([{ width: 300, height: 120 }]);
    expect(text).toContain('Brindley & Hart Cars Ltd');
    expect(text).toContain('Aisha Rahman <aisha.sealed@example.co.uk>');
    expect(text).toContain(sealed.requestId);
    expect(text).toContain('Hire-Purchase Agreement AMF-448120 (4 pages)');
    expect(text).toContain('GAP insurance declined');
    expect(text).toContain(sha256(original));
    for (const step of [
      'Signing request created by the dealer',
      'Signing link e-mailed to aisha.sealed@example.co.uk',
      'Signing link opened by the customer',
      'Signed "Hire-Purchase Agreement AMF-448120"',
      'Submitted the signed documents',
    ]) {
      expect(text).toContain(step);
    }
    expect(text).toContain('Mozilla/5.0 (iPhone) Safari');
    expect(text).toMatch(/IP 127\.0\.0\.1/);

    // "After signing" is the hash of the stamped document, which is the start of the sealed file.
    const after = text.match(/SHA-256 after signing\s+([0-9a-f]{64})/)![1]!;
    const length = Number(text.match(/the first (\d+) bytes/)![1]);
    expect(sha256(sealed.hp.subarray(0, length))).toBe(after);
  });

  it('mails the customer both sealed PDFs, and records the seal and the mail in the trail', async () => {
    // Both mails leave from the queue after the submit has answered.
    const mail = await eventually(async () =>
      (await listOutbox(t.app.deps.db, 50)).find(
        (m) => m.to === 'aisha.sealed@example.co.uk' && m.subject.startsWith('Your signed documents'),
      ),
    );
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      'Hire-Purchase Agreement AMF-448120.pdf',
      'GAP insurance declined.pdf',
    ]);
    const events = (
      await scenario.dealerCall('GET', `/api/signing-requests/${sealed.requestId}/events`)
    ).json() as { type: string; detail: { documents?: { sha256: string }[] } }[];
    const seal = events.find((e) => e.type === 'sealed');
    expect(seal?.detail.documents?.map((d) => d.sha256)).toEqual([sha256(sealed.hp), sha256(sealed.docx)]);
    const trail = await eventually(async () => {
      const all = (
        await scenario.dealerCall('GET', `/api/signing-requests/${sealed.requestId}/events`)
      ).json() as {
        type: string;
      }[];
      return all.at(-1)?.type === 'copy_mailed' && all;
    });
    expect(trail.at(-1)?.type).toBe('copy_mailed');

    const toDealer = await eventually(async () =>
      (await listOutbox(t.app.deps.db, 50)).find((m) => m.to === dealerEmail),
    );
    expect(toDealer?.subject).toBe('Aisha Rahman signed 2 documents');
    expect(toDealer?.text).toContain('http://localhost:5000/dashboard');
  });

  it('lets the dealer download the sealed copy, and nobody else', async () => {
    const url = `/api/signing-requests/${sealed.requestId}/documents/${documentIds[0]}/download`;
    const mine = await scenario.dealerCall('GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(sealed.hp)).toBe(true);
    const request = (await scenario.dealerCall('GET', `/api/signing-requests/${sealed.requestId}`)).json();
    expect(request.documents[0].sealedSha256).toBe(sha256(sealed.hp));

    const other = await registerDealer(t.app);
    const theirs = await signingScenario(t, other).dealerCall('GET', url);
    expect(theirs.statusCode).toBe(404);
  });

  it('never writes the customer’s link token to the logs', async () => {
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/sign/[redacted]');
    expect(logs).not.toContain(sealed.token);
  });

  it('seals once when two browsers submit the same set at the same moment', async () => {
    const { requestId, token } = await scenario.sendRequest('twice@example.co.uk', documentIds);
    await scenario.signAll(token, documentIds);
    const answers = await Promise.all([
      scenario.customerCall('POST', `/api/sign/${token}/submit`),
      scenario.customerCall('POST', `/api/sign/${token}/submit`),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json().status])).toEqual([
      [200, 'completed'],
      [200, 'completed'],
    ]);
    const trail = async () =>
      (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json() as {
        type: string;
      }[];
    // Sealed by the job after both answers.
    await eventually(async () => (await trail()).some((e) => e.type === 'sealed'), {
      timeoutMs: 60_000,
      what: 'the seal',
    });
    const copies = await eventually(async () => {
      const found = (await listOutbox(t.app.deps.db, 100)).filter(
        (m) => m.to === 'twice@example.co.uk' && m.attachments.length > 0,
      );
      return found.length > 0 && found;
    });
    // Give a second copy, were there one, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await listOutbox(t.app.deps.db, 100)).filter(
      (m) => m.to === 'twice@example.co.uk' && m.attachments.length > 0,
    );
    expect(copies).toHaveLength(1);
    expect(after).toHaveLength(1);
    const events = await trail();
    expect(events.filter((e) => e.type === 'submitted')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'sealed')).toHaveLength(1);
  });
});
