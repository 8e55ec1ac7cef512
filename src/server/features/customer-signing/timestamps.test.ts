// Seals with a trusted clock: a real RFC 3161 timestamp server (OpenSSL behind HTTP) in the test, pdfsig
// and OpenSSL as the judges of what the sealed PDFs carry, and the job's fallback when the server is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimestampUnavailable, timestampAuthority } from '../../lib/sealing/timestamp-authority.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import {
  type PdfSignature,
  pdfSignatures,
  sha256Hex,
  signatureTimestamp,
  tokenText,
  verifyToken,
} from '../../test/pdf-timestamps.ts';
import { pdfsig } from '../../test/poppler.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { startTsaServer, type TsaServer } from '../../test/tsa-server.ts';
import { runSystemChecks } from '../admin/system-testing/system-checks.service.ts';
import { TIMESTAMP_ATTEMPTS } from './sealing.jobs.ts';

let tsa: TsaServer;
let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let documentIds: string[];
let sealed: Buffer[];

async function signAndSubmit(email: string) {
  const { requestId, token } = await scenario.sendRequest(email, documentIds);
  await scenario.customerCall('GET', `/api/sign/${token}`);
  await scenario.signAll(token, documentIds);
  const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  return { requestId, token };
}

beforeAll(async () => {
  tsa = await startTsaServer();
  // A patient timeout: on a shared machine the test's own server can take a second to answer.
  t = await buildTestApp({ TSA_URL: tsa.url, TSA_TIMEOUT_SECONDS: '5' });
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  documentIds = [
    await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
    await scenario.uploadFixture('GAP-Insurance-Declined-ALM-D-30716.docx'),
  ];
  const { token } = await signAndSubmit('timestamped@example.co.uk');
  sealed = [];
  for (const id of documentIds) sealed.push(await scenario.sealedCopy(token, id));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await tsa?.close();
});

describe('with TSA_URL: PAdES B-LTA seals', () => {
  // poppler 22.12's pdfsig neither prints a signature's timestamp nor lists a /DocTimeStamp: it judges the
  // seal itself. The timestamps are judged by OpenSSL below.
  it('pdfsig finds the seal valid on every sealed PDF, followed only by validation data and a document timestamp', async () => {
    for (const pdf of sealed) {
      const report = await pdfsig(pdf);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      const signatures = pdfSignatures(pdf);
      expect(signatures.map((s) => s.documentTimestamp)).toEqual([false, true]);
      // The document timestamp covers the seal and the validation data after it.
      const [seal, docTimestamp] = signatures as [PdfSignature, PdfSignature];
      expect(docTimestamp.byteRange[0]).toBe(0);
      expect(docTimestamp.byteRange[1]).toBeGreaterThan(seal.byteRange[2] + seal.byteRange[3]);
    }
  });

  it('embeds the validation data in a DSS, before the document timestamp and again after it for its own chain', () => {
    for (const pdf of sealed) {
      const text = pdf.toString('latin1');
      const [, docTimestamp] = pdfSignatures(pdf) as [PdfSignature, PdfSignature];
      const covered = docTimestamp.byteRange[2] + docTimestamp.byteRange[3];
      const before = text.slice(0, docTimestamp.byteRange[1]);
      const after = text.slice(covered);
      for (const part of [before, after]) {
        expect(part).toMatch(/\/DSS\s+\d+ 0 R/);
        expect(part).toMatch(/\/Certs\s*\[/);
      }
      // Nothing after the document timestamp but that last DSS update.
      expect(after).not.toContain('/ByteRange');
      expect(after).not.toMatch(/\/Type\s*\/Page\b/);
    }
  });

  it('the seal’s token imprints the SHA-256 of the signature value, checked by openssl ts -verify', async () => {
    for (const pdf of sealed) {
      const [seal] = pdfSignatures(pdf);
      const found = await signatureTimestamp(seal!.contents);
      expect(found, 'an id-aa-timeStampToken attribute').not.toBeNull();
      const digest = sha256Hex(found!.signatureValue);
      expect(found!.signatureValue.length).toBe(256); // RSA-2048
      expect(await tokenText(found!.token)).toMatch(/Hash Algorithm: sha256/);
      expect(await verifyToken(found!.token, digest, tsa.caPem)).toContain('Verification: OK');
      // And not for any other digest: the check is real.
      const other = sha256Hex(Buffer.concat([found!.signatureValue, Buffer.from([0])]));
      expect(await verifyToken(found!.token, other, tsa.caPem)).not.toContain('Verification: OK');
    }
  });

  it('the document timestamp imprints the SHA-256 of the bytes it covers', async () => {
    for (const pdf of sealed) {
      const docTs = pdfSignatures(pdf)[1]!;
      const verdict = await verifyToken(docTs.contents, sha256Hex(docTs.signedBytes), tsa.caPem);
      expect(verdict).toContain('Verification: OK');
    }
  });

  it('a copy with one byte changed fails', async () => {
    const tampered = Buffer.from(sealed[0]!);
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 0x01;
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Digest Mismatch|Signature is Invalid|modified/i);
  });
});

describe('System Testing', () => {
  it('says how long the timestamp server took, or that it failed', async () => {
    const timestamps = async () => (await runSystemChecks(t.app.deps)).find((r) => r.name === 'Timestamps')!;
    const answered = await timestamps();
    expect(answered.ok).toBe(true);
    expect(answered.detail).toMatch(
      new RegExp(`^${tsa.url} answered in \\d+ ms \\(seals are PAdES B-LTA\\)$`),
    );
    tsa.mode = 'refuse';
    const refused = await timestamps();
    tsa.mode = 'answer';
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('HTTP 503');
  });
});

describe('when the timestamp server does not answer', () => {
  it('gives up on it after TSA_TIMEOUT_SECONDS', async () => {
    tsa.mode = 'hang';
    const started = Date.now();
    const asking = timestampAuthority({ url: tsa.url, timeoutMs: 1000 }).timestamp(
      new Uint8Array(32),
      'SHA-256',
    );
    await expect(asking).rejects.toBeInstanceOf(TimestampUnavailable);
    expect(Date.now() - started).toBeLessThan(3000);
    tsa.mode = 'answer';
  });

  it('retries, then seals PAdES B-B and says so in the trail', async () => {
    tsa.mode = 'refuse';
    const before = tsa.queries;
    const { requestId, token } = await signAndSubmit('no-clock@example.co.uk');
    const copy = await scenario.sealedCopy(token, documentIds[0]!);
    tsa.mode = 'answer';
    // Each of the job's attempts asked (at least once) before it gave up on it.
    expect(tsa.queries - before).toBeGreaterThanOrEqual(TIMESTAMP_ATTEMPTS);
    const report = await pdfsig(copy);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).not.toContain('Signature #2');
    expect(pdfSignatures(copy)).toHaveLength(1);
    expect(await signatureTimestamp(pdfSignatures(copy)[0]!.contents)).toBeNull();
    const events = await eventually(
      async () => {
        const res = await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`);
        const list = res.json() as { type: string; description?: string }[];
        return list.some((e) => e.type === 'sealed') && list;
      },
      { what: 'the sealed event' },
    );
    const types = events.map((e) => e.type);
    expect(types).toContain('timestamp_unavailable');
    expect(types.indexOf('timestamp_unavailable')).toBeLessThan(types.indexOf('sealed'));
  }, 90_000);
});
