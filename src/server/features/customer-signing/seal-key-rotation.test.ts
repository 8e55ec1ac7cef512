// Rotating the seal key without breaking the past: a set sealed with key A, the installation reconfigured
// with key B (both in a SoftHSM token, certified by a test CA), a set that waits until an administrator
// rotates to B with a reason, then both sealed files verify at /verify and in pdfsig.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { offerSealingCertificate } from '../../lib/sealing/sealing-certificates.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import {
  issueSealCertificate,
  makeCa,
  makeSoftHsmToken,
  nssTrusting,
  pdfsigTrusting,
  SOFTHSM_MODULE,
  startCrlServer,
  TEST_PIN,
} from '../../test/seal-pki.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

const TOKEN = 'docs2sign-rotation';
let dir: string;
let crl: Awaited<ReturnType<typeof startCrlServer>>;
let nss: string;
let database: DatabaseHandle;
const chains: Record<'A' | 'B', string> = { A: '', B: '' };
const open: TestApp[] = [];

const env = (key: 'A' | 'B') => ({
  SIGNING_PKCS11_MODULE: SOFTHSM_MODULE,
  SIGNING_PKCS11_TOKEN: TOKEN,
  SIGNING_PKCS11_KEY: `seal-${key}`,
  SIGNING_PKCS11_PIN: TEST_PIN,
  SIGNING_CERT_CHAIN: chains[key],
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-rotation-'));
  const token = makeSoftHsmToken(dir, TOKEN, ['seal-A', 'seal-B']);
  process.env.SOFTHSM2_CONF = token.conf;
  crl = await startCrlServer(path.join(dir, 'ca'));
  const ca = makeCa(path.join(dir, 'ca'), crl.base);
  chains.A = issueSealCertificate(
    path.join(dir, 'ca'),
    crl.base,
    token.publicKeys[0]!,
    'Docs2Sign Seal 2026',
    10,
  );
  chains.B = issueSealCertificate(
    path.join(dir, 'ca'),
    crl.base,
    token.publicKeys[1]!,
    'Docs2Sign Seal 2027',
    11,
  );
  nss = nssTrusting(path.join(dir, 'nss'), ca.root);
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  for (const t of open) await t.close();
  await database?.close();
  await crl?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sealOneSet(t: TestApp, email: string) {
  const dealer = await registerDealer(t.app, { dealershipName: 'Kirkstall Motors' });
  const scenario = signingScenario(t, dealer);
  const documentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
  const { token, requestId } = await scenario.sendRequest(email, [documentId]);
  await scenario.customerCall('GET', `/api/sign/${token}`);
  await scenario.signAll(token, [documentId]);
  expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
  return { scenario, token, documentId, requestId };
}

async function verify(t: TestApp, file: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'copy.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function pdfsig(bytes: Uint8Array) {
  const file = path.join(dir, `sealed-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return pdfsigTrusting(file, nss);
}

describe('rotating the sealing key', () => {
  it('seals, rotates with an audited reason, seals again, and both copies still verify', async () => {
    // The installation as it was: key A.
    const before = await buildTestApp(env('A'), undefined, undefined, database);
    open.push(before);
    const first = await sealOneSet(before, 'first@example.co.uk');
    const sealedA = await first.scenario.sealedCopy(first.token, first.documentId);
    await before.close();
    open.splice(open.indexOf(before), 1);

    // Reconfigured with key B: its seals wait (the job retries) until an administrator rotates.
    const after = await buildTestApp(env('B'), undefined, undefined, database);
    open.push(after);
    // B is offered when the instance first seals, or at its start on PostgreSQL (serve.ts); here, now.
    await offerSealingCertificate(after.app.deps.db, await after.app.deps.sealingCertificate());
    await createOrPromoteAdministrator(after.app.deps, {
      email: 'ops@platform.test',
      password: 'admin password',
    });
    const admin = sessionCookie(await login(after.app, 'ops@platform.test', 'admin password'));
    const listed = await apiCall(after.app, 'GET', '/api/admin/sealing-certificates', { cookie: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const certificates = listed.json().certificates as {
      subject: string;
      fingerprint: string;
      current: boolean;
    }[];
    const a = certificates.find((c) => c.subject.includes('Docs2Sign Seal 2026'))!;
    const b = certificates.find((c) => c.subject.includes('Docs2Sign Seal 2027'))!;
    expect(a.current).toBe(true);
    expect(b.current).toBe(false);

    const second = await sealOneSet(after, 'second@example.co.uk');
    await eventually(
      async () => {
        const res = await second.scenario.dealerCall(
          'GET',
          `/api/signing-requests/${second.requestId}/events`,
        );
        return (res.json() as { type: string }[]).some((e) => e.type === 'seal_failed');
      },
      { timeoutMs: 30_000, what: 'the seal waiting for the rotation' },
    );

    const rotate = (body: object, cookie = admin) =>
      apiCall(after.app, 'POST', '/api/admin/sealing-certificates/rotate', { cookie, payload: body });
    expect((await rotate({ fingerprint: b.fingerprint })).statusCode).toBe(400);
    expect((await rotate({ fingerprint: 'f'.repeat(64), reason: 'Renewal' })).statusCode).toBe(404);
    const dealerCookie = (await registerDealer(after.app)).cookie;
    expect(
      (await rotate({ fingerprint: b.fingerprint, reason: 'x'.repeat(10) }, dealerCookie)).statusCode,
    ).toBe(403);
    const rotated = await rotate({
      fingerprint: b.fingerprint,
      reason: 'Annual renewal of the seal certificate',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().previous.fingerprint).toBe(a.fingerprint);

    const audit = await apiCall(
      after.app,
      'GET',
      `/api/admin/audit-log?targetType=sealing_certificate&targetId=${b.fingerprint}`,
      { cookie: admin },
    );
    const entries = audit.json() as { action: string; reason: string; adminEmail: string | null }[];
    expect(entries.find((e) => e.action === 'sealing.rotate')).toMatchObject({
      adminEmail: 'ops@platform.test',
      reason: 'Annual renewal of the seal certificate',
    });

    const sealedB = await second.scenario.sealedCopy(second.token, second.documentId);

    // Both verify here, each naming the certificate that sealed it and its dates of use.
    const checkA = await verify(after, sealedA);
    const checkB = await verify(after, sealedB);
    expect(checkA.status).toBe('unmodified');
    expect(checkB.status).toBe('unmodified');
    expect(checkA.document.sealedWith).toMatchObject({ fingerprint: a.fingerprint, current: false });
    expect(checkA.document.sealedWith.usedUntil).toEqual(expect.any(String));
    expect(checkB.document.sealedWith).toMatchObject({
      fingerprint: b.fingerprint,
      current: true,
      usedUntil: null,
    });

    // And in a PDF reader's terms: each valid, each trusted up to the test root, each its own signer.
    const reportA = pdfsig(sealedA);
    const reportB = pdfsig(sealedB);
    for (const report of [reportA, reportB]) {
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    }
    expect(reportA).toContain('Common Name: Docs2Sign Seal 2026');
    expect(reportB).toContain('Common Name: Docs2Sign Seal 2027');
  }, 240_000);
});
