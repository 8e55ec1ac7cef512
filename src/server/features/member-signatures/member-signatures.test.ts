// A member's saved signature: saved once (drawn or typed), decoded and written again by our encoder,
// used to countersign with one tap; only its owner, signed in, reads or uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { makePng, pngDataUrl } from '../../test/png.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { joinTeam } from '../../test/team.ts';

const FIELDS = [
  { page: 2, label: 'Signature of Debtor', box: { x: 56, y: 409.7, width: 296, height: 46 } },
  {
    page: 2,
    label: 'Signature on behalf of the Creditor',
    box: { x: 56, y: 313, width: 296, height: 46 },
    signer: 'dealer',
  },
];

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;
let priya: Awaited<ReturnType<typeof joinTeam>>;
let sam: Awaited<ReturnType<typeof joinTeam>>;
let documentId: string;
let aisha: string;

const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  other = await registerDealer(t.app, { dealershipName: 'Elsewhere Motors Ltd' });
  priya = await joinTeam(t.app, owner.cookie, 'sales', { firstName: 'Priya', lastName: 'Shah' });
  sam = await joinTeam(t.app, owner.cookie, 'manager', { firstName: 'Sam', lastName: 'Patel' });
  const scenario = signingScenario(t, owner);
  documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
  const saved = await scenario.dealerCall('PUT', `/api/documents/${documentId}`, {
    title: 'Hire-purchase agreement',
    documentType: 'finance_agreement',
    signatureRequired: true,
    extractedData: { customerName: 'Aisha Rahman', signatureFields: FIELDS },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  aisha = (
    await scenario.dealerCall('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha.saved@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    })
  ).json().id;
});
afterAll(() => t.close());

/** A request Priya sends, with her countersignature first (her turn at once). */
async function requestWithPriya() {
  const res = await call(priya.cookie, 'POST', '/api/signing-requests', {
    documentIds: [documentId],
    mismatchConfirmed: true,
    signers: [{ role: 'dealer' }, { customerId: aisha, role: 'customer' }],
    order: 'sequential',
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

describe('a saved signature', () => {
  it('is saved once, decoded and written again, and read back only by its owner', async () => {
    // None saved yet is an ordinary answer (200, null), so the screens that ask log no error.
    const none = await call(priya.cookie, 'GET', '/api/account/signature');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const saved = await call(priya.cookie, 'PUT', '/api/account/signature', {
      signatureData: SIGNATURE,
      kind: 'typed',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().kind).toBe('typed');
    const mine = (await call(priya.cookie, 'GET', '/api/account/signature')).json();
    // Our encoder's PNG, not the bytes sent.
    expect(mine.signatureData).toMatch(/^data:image\/png;base64,/);
    expect(mine.signatureData).not.toBe(SIGNATURE);
    // Not Sam's, not the owner's, not another dealership's.
    for (const cookie of [sam.cookie, owner.cookie, other.cookie]) {
      expect((await call(cookie, 'GET', '/api/account/signature')).json()).toBeNull();
    }
  });

  it('refuses what is not a whole PNG, whatever its header says (400)', async () => {
    const png = makePng(400, 150);
    const lying = Buffer.from(png);
    lying.writeUInt32BE(3000, 16); // the header claims another width; the pixels do not match it
    const cut = png.subarray(0, png.length - 20);
    for (const bytes of [lying, cut]) {
      const res = await call(priya.cookie, 'PUT', '/api/account/signature', {
        signatureData: pngDataUrl(bytes),
        kind: 'drawn',
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const jpeg = await call(priya.cookie, 'PUT', '/api/account/signature', {
      signatureData: 'data:image/jpeg;base64,/9j/4AAQ',
      kind: 'drawn',
    });
    expect(jpeg.statusCode).toBe(400);
  });

  it('countersigns with one tap, recorded like any signature; the customer is sent their link next', async () => {
    const id = await requestWithPriya();
    const res = await call(priya.cookie, 'POST', `/api/signing-requests/${id}/countersign`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signed: 1, completed: false });
    const summary = await eventually(async () => {
      const answer = (await call(priya.cookie, 'GET', `/api/signing-requests/${id}`)).json();
      return answer.signers[0].status === 'signed' && answer;
    });
    expect(summary.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'sent']);
    const events = (await call(priya.cookie, 'GET', `/api/signing-requests/${id}/events`)).json();
    expect(events.some((e: { type: string; ipAddress: string }) => e.type === 'signed' && e.ipAddress)).toBe(
      true,
    );
    // Twice is refused.
    expect((await call(priya.cookie, 'POST', `/api/signing-requests/${id}/countersign`)).statusCode).toBe(
      409,
    );
  });

  it('another member or another dealership cannot use it (404)', async () => {
    const id = await requestWithPriya();
    // Sam, of the same dealership, is not the request's signer and has no saved signature of his own.
    const bySam = await call(sam.cookie, 'POST', `/api/signing-requests/${id}/countersign`);
    expect(bySam.statusCode).toBe(404);
    const byOther = await call(other.cookie, 'POST', `/api/signing-requests/${id}/countersign`);
    expect(byOther.statusCode).toBe(404);
    // A request where Sam countersigns: Priya's saved signature is never his (he has none).
    const samsRequest = await call(sam.cookie, 'POST', '/api/signing-requests', {
      documentIds: [documentId],
      mismatchConfirmed: true,
      signers: [{ role: 'dealer' }, { customerId: aisha, role: 'customer' }],
      order: 'sequential',
    });
    const samId = samsRequest.json().id as string;
    const samTaps = await call(sam.cookie, 'POST', `/api/signing-requests/${samId}/countersign`);
    expect(samTaps.statusCode).toBe(404);
    expect(samTaps.json().code).toBe('NO_SAVED_SIGNATURE');
    expect((await call(priya.cookie, 'POST', `/api/signing-requests/${samId}/countersign`)).statusCode).toBe(
      404,
    );
    // Deleted, it is gone.
    expect((await call(priya.cookie, 'DELETE', '/api/account/signature')).json()).toEqual({ deleted: true });
    expect((await call(priya.cookie, 'GET', '/api/account/signature')).json()).toBeNull();
  });
});
