// Sealing with the key in a PKCS#11 module: Debian's SoftHSM, initialised here with a token and a key made
// inside it, certified by a test CA (root → intermediate → leaf) whose CRLs are served on 127.0.0.1.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSelfSigned, readCertificateChain } from '../../lib/sealing/certificate-chain.ts';
import { pkcs11Status } from '../../lib/sealing/pkcs11-signer.ts';
import { agreementPdf, SAMPLE_CUSTOMER, SIGNATURE_LINE } from '../../test/agreement-pdf.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { makePng } from '../../test/png.ts';
import {
  issueSealCertificate,
  makeCa,
  makeSoftHsmToken,
  nssTrusting,
  pdfsigTrusting,
  privateKeyListing,
  SOFTHSM_MODULE,
  startCrlServer,
  TEST_PIN,
} from '../../test/seal-pki.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { sealInWorker } from './seal-in-worker.ts';

const TOKEN = 'docs2sign-test';
const KEY = 'docs2sign-seal';
const DEALERSHIP = 'Brindley & Hart Cars Ltd';

let dir: string;
let crl: Awaited<ReturnType<typeof startCrlServer>>;
let chain: string;
let nss: string;
let conf: string;
let t: TestApp;

const pkcs11Env = (module = SOFTHSM_MODULE) => ({
  SIGNING_PKCS11_MODULE: module,
  SIGNING_PKCS11_TOKEN: TOKEN,
  SIGNING_PKCS11_KEY: KEY,
  SIGNING_PKCS11_PIN: TEST_PIN,
  SIGNING_CERT_CHAIN: chain,
});

function judge(bytes: Uint8Array) {
  const file = path.join(dir, `judged-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return pdfsigTrusting(file, nss);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-pkcs11-'));
  const token = makeSoftHsmToken(dir, TOKEN, [KEY]);
  conf = token.conf;
  // Read by the module when the session thread loads it (worker threads copy the environment then).
  process.env.SOFTHSM2_CONF = conf;
  crl = await startCrlServer(path.join(dir, 'ca'));
  const ca = makeCa(path.join(dir, 'ca'), crl.base);
  chain = issueSealCertificate(
    path.join(dir, 'ca'),
    crl.base,
    token.publicKeys[0]!,
    'Docs2Sign Test Seal',
    3,
  );
  nss = nssTrusting(path.join(dir, 'nss'), ca.root);
  t = await buildTestApp(pkcs11Env());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await crl?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sealing with the key in a PKCS#11 module (SoftHSM)', () => {
  it('seals a set that pdfsig validates up to the test root, with the chain, CRLs and the story in the signature; the key never leaves the token', async () => {
    const dealer = await registerDealer(t.app, { dealershipName: DEALERSHIP });
    const scenario = signingScenario(t, dealer);
    const documentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    const { token } = await scenario.sendRequest('hsm.customer@example.co.uk', [documentId]);
    await scenario.customerCall('GET', `/api/sign/${token}`);
    await scenario.signAll(token, [documentId]);
    const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sealed = await scenario.sealedCopy(token, documentId);

    const report = judge(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // Trusted: pdfsig followed the embedded intermediate to the one root its store trusts.
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(report).toContain('Signer Certificate Common Name: Docs2Sign Test Seal');
    const text = Buffer.from(sealed).toString('latin1');
    expect(text).toContain(`/Name (Docs2Sign on behalf of ${DEALERSHIP})`);
    expect(text).toContain('/Reason (Completed electronic signing: 1 signer)');
    expect(text).toContain('/Location (localhost:5000)');
    // Long-term validation data: the chain and both CAs' CRLs, fetched from the test's server.
    expect(text).toMatch(/\/DSS\b/);
    expect(text).toMatch(/\/CRLs\b/);
    expect(crl.requests()).toBeGreaterThanOrEqual(2);

    expect(privateKeyListing(conf, TOKEN)).toMatch(/never extractable/);
    const status = await pkcs11Status(t.app.deps.config.sealingPkcs11!);
    expect(status).toMatchObject({ extractable: false, sensitive: true, sessionsOpened: 1 });
    const { leaf } = await readCertificateChain(chain);
    expect(isSelfSigned(leaf)).toBe(false);
  }, 120_000);

  it('seals 50 sets at once through the one module session, and every one validates', async () => {
    const pdf = await agreementPdf({ title: 'Order KV-5050', customer: SAMPLE_CUSTOMER });
    const config = t.app.deps.config;
    const before = (await pkcs11Status(config.sealingPkcs11!)).sessionsOpened;
    const sets = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sealInWorker({
          documents: [
            {
              documentId: `doc-${i}`,
              title: `Order KV-50${i}`,
              pdf,
              originalSha256: '0',
              pageCount: 1,
              signatureFields: [
                {
                  page: 1,
                  label: 'Customer signature',
                  box: { ...SIGNATURE_LINE, height: 40 },
                  signer: 'customer',
                },
              ] as never,
              signature: { png: makePng(400, 150), pageNumber: 1, signedAt: new Date() },
            },
          ],
          certificate: {
            requestId: `set-${i}`,
            dealer: { name: DEALERSHIP, primaryColor: '#0f5132' },
            customer: { name: `Customer ${i}`, email: `c${i}@example.co.uk` },
            completedAt: new Date(),
            events: [],
            sealedBy: 'Docs2Sign Test Seal',
            verifyUrl: 'http://localhost:5000/verify',
          },
          signerName: `Customer ${i}`,
          source: {
            dataDir: config.dataDir,
            sealingP12: undefined,
            sealingPkcs11: config.sealingPkcs11,
          },
          nice: 0,
        }),
      ),
    );
    const reports = sets.map(([document]) => judge(document!.bytes));
    expect(reports.filter((r) => r.includes('Signature Validation: Signature is Valid.'))).toHaveLength(50);
    expect((await pkcs11Status(config.sealingPkcs11!)).sessionsOpened).toBe(before);
  }, 180_000);

  it('keeps sets queued while the module cannot be loaded, and seals them once it is back', async () => {
    // The module at a path that is empty for now: as if the HSM client library or device were gone.
    const moduleDir = mkdtempSync(path.join(dir, 'module-'));
    const module = path.join(moduleDir, 'libsofthsm2.so');
    const away = await buildTestApp({ ...pkcs11Env(module), MAIL_RETRY_SECONDS: '1' });
    try {
      const dealer = await registerDealer(away.app, { dealershipName: 'Kirkstall Motors' });
      const scenario = signingScenario(away, dealer);
      const documentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
      const { token, requestId } = await scenario.sendRequest('queued@example.co.uk', [documentId]);
      await scenario.customerCall('GET', `/api/sign/${token}`);
      await scenario.signAll(token, [documentId]);
      expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
      const failed = await eventually(
        async () => {
          const res = await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`);
          const events = res.json() as { type: string; description?: string }[];
          return events.find((e) => e.type === 'seal_failed');
        },
        { timeoutMs: 30_000, what: 'the failed seal in the trail' },
      );
      expect(failed.type).toBe('seal_failed');
      const download = await scenario.customerCall(
        'GET',
        `/api/sign/${token}/documents/${documentId}/download`,
      );
      expect(download.statusCode).not.toBe(200);

      copyFileSync(SOFTHSM_MODULE, module);
      const sealed = await scenario.sealedCopy(token, documentId);
      expect(judge(sealed)).toContain('Signature Validation: Signature is Valid.');
    } finally {
      await away.close();
    }
  }, 150_000);
});
