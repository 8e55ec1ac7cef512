// "Sign in person" on a request with several signers (issues 30 and 31): the dealer hands their device to one
// chosen signer, whose own link it opens; their submit ends the lock and the trail names them, and nobody
// else's part (nor the set's completion) is claimed as signed in person.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { JOINT_HP_WITH_CREDITOR, jointHirePurchase, signingLinks } from '../../test/joint-hire-purchase.ts';
import { pdftotext } from '../../test/poppler.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
let aisha: string;
let ben: string;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { firstName: 'Priya', lastName: 'Shah' });
  scenario = signingScenario(t, dealer);
  ({ documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_WITH_CREDITOR, 'in-person'));
});
afterAll(() => t.close());

type Signer = { id: string; name: string; role: string; status: string };

const create = async (body: object) => {
  const created = await scenario.dealerCall('POST', '/api/signing-requests', {
    documentIds: [documentId],
    mismatchConfirmed: true,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const signers = created.json().signers as Signer[];
  const named = (name: string) => signers.find((s) => s.name === name)!.id;
  return {
    id: created.json().id as string,
    aishaId: named('Aisha Rahman'),
    benId: named('Ben Okafor'),
    signers,
  };
};
const linkIn = signingLinks(() => t);
const AISHA = 'aisha.in-person@example.co.uk';
const BEN = 'ben.in-person@example.co.uk';

const start = (requestId: string, signer?: string) =>
  apiCall(t.app, 'POST', `/api/signing-requests/${requestId}/handover${signer ? `?signer=${signer}` : ''}`, {
    cookie: dealer.cookie,
  });
const current = async () => (await apiCall(t.app, 'GET', '/api/handover', { cookie: dealer.cookie })).json();
const unlock = () =>
  apiCall(t.app, 'POST', '/api/handover/unlock', {
    cookie: dealer.cookie,
    payload: { password: TEST_PASSWORD },
  });
/** A call from the signing page: `onDevice`, on the dealer's handed-over device (it carries their cookie). */
const signing = (method: 'GET' | 'POST', token: string, step: string, onDevice: boolean, payload?: object) =>
  apiCall(t.app, method, `/api/sign/${token}${step}`, {
    payload,
    ...(onDevice && { cookie: dealer.cookie }),
  });
const signAndSubmit = async (token: string, onDevice: boolean) => {
  const signed = await signing('POST', token, '/signature', onDevice, {
    documentId,
    signatureData: SIGNATURE,
    pageNumber: 1,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return signing('POST', token, '/submit', onDevice);
};
const events = async (requestId: string) =>
  (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json() as {
    type: string;
    description: string;
  }[];
const inPerson = async (requestId: string) =>
  (await events(requestId)).filter((e) => e.type === 'signed_in_person').map((e) => e.description);
const refusal = (res: { statusCode: number; json: () => { message: string; code?: string } }) => ({
  status: res.statusCode,
  message: res.json().message,
});

describe('signing in person, one signer of several', () => {
  it('the joint hirer signs through their own link; their submit unlocks the app and the trail names them', async () => {
    const request = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
        { role: 'dealer' },
      ],
    });
    const aishaToken = await linkIn(AISHA);
    const benToken = await linkIn(BEN);
    const dealerSlot = request.signers.find((s) => s.role === 'dealer')!.id;

    // Whose device it is must be said; the dealership's countersignature and a stranger are refused.
    expect(refusal(await start(request.id))).toEqual({
      status: 400,
      message: 'Choose who signs on this device: this request has several signers.',
    });
    expect(refusal(await start(request.id, dealerSlot))).toEqual({
      status: 400,
      message: 'The dealership countersigns in the app (Countersign now), not by handing the device over.',
    });
    expect(refusal(await start(request.id, randomUUID()))).toEqual({
      status: 404,
      message: 'That signer was not found on this request',
    });
    expect((await start(request.id, 'not-a-signer')).statusCode).toBe(400);
    expect(await current()).toEqual({ active: false });

    // Ben's own link, not the request's (Aisha's).
    const started = await start(request.id, request.benId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().signUrl).toBe(`/sign/${benToken}?handover=1`);
    expect(await current()).toEqual({
      active: true,
      requestId: request.id,
      customerName: 'Ben Okafor',
      signUrl: `/sign/${benToken}?handover=1`,
      signerId: request.benId,
    });

    // On the device: Ben's page, his places only; his submit finishes his part and ends the lock.
    const page = await signing('GET', benToken, '', true);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().signer).toMatchObject({ name: 'Ben Okafor', slot: 'customer2', finished: false });
    const submitted = await signAndSubmit(benToken, true);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().signer).toMatchObject({ finished: true, setComplete: false });
    expect(await current()).toEqual({ active: false });
    const line = `Signed in person by Ben Okafor (Customer 2) on the dealer's device, handed over by Priya Shah (${dealer.email})`;
    expect(await inPerson(request.id)).toEqual([line]);

    // Aisha's part is untouched: still hers to sign from her own link.
    const summary = (await scenario.dealerCall('GET', `/api/signing-requests/${request.id}`)).json();
    expect(summary.status).toBe('in_progress');
    expect(
      Object.fromEntries(summary.signers.map((s: Signer) => [s.name, s.status === 'signed'])),
    ).toMatchObject({ 'Aisha Rahman': false, 'Ben Okafor': true });
    const hers = await signing('GET', aishaToken, '', false);
    expect(hers.json().signer).toMatchObject({ name: 'Aisha Rahman', finished: false });

    // Ben cannot be handed the device again.
    expect(refusal(await start(request.id, request.benId))).toEqual({
      status: 409,
      message: 'Ben Okafor has signed already.',
    });

    // The device goes to Aisha next. The dealer had opened their countersigning page in another tab of the
    // same session before: its submit carries the dealer's cookie, yet it neither ends Aisha's handover nor
    // is "in person". The locked session itself can no longer read the link (the customer holds it).
    const link = await scenario.dealerCall('GET', `/api/signing-requests/${request.id}/countersign-link`);
    const dealerToken = link.json().link.match(/\/sign\/([\w-]+)/)[1] as string;
    expect((await start(request.id, request.aishaId)).statusCode).toBe(200);
    const locked = await scenario.dealerCall('GET', `/api/signing-requests/${request.id}/countersign-link`);
    expect(locked.statusCode).toBe(423);
    expect((await signAndSubmit(dealerToken, true)).statusCode).toBe(200);
    expect(await current()).toMatchObject({ active: true, customerName: 'Aisha Rahman' });

    // Aisha signs on her own phone after all: she completes the set, and the lock ends with it.
    const last = await signAndSubmit(aishaToken, false);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().status).toBe('completed');
    expect(await current()).toEqual({ active: false });
    // Only Ben signed in person: not Aisha, not the dealer, not the set.
    expect(await inPerson(request.id)).toEqual([line]);

    // The certificate lists that one event, right after Ben's own submit, whole (a long line wraps).
    const certificate = (await pdftotext(await scenario.sealedCopy(aishaToken, documentId))).replace(
      /\s+/g,
      ' ',
    );
    expect(certificate.match(/Signed in person/g)).toHaveLength(1);
    expect(certificate).toMatch(
      /Signatures submitted by Ben Okafor \(Customer 2\).{0,80} GMT Signed in person by Ben Okafor \(Customer 2\) on the dealer's device, handed over by/,
    );
    expect(certificate).toContain(`handed over by Priya Shah (${dealer.email})`);
    expect(certificate).not.toContain('…');
  });

  it('the last hirer signing in person completes the set; only their part is said to be in person', async () => {
    const request = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    const aishaToken = await linkIn(AISHA);
    const benToken = await linkIn(BEN);
    expect((await signAndSubmit(aishaToken, false)).statusCode).toBe(200);
    expect((await start(request.id, request.benId)).statusCode).toBe(200);
    const last = await signAndSubmit(benToken, true);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().status).toBe('completed');
    expect(await current()).toEqual({ active: false });
    expect(await inPerson(request.id)).toEqual([
      `Signed in person by Ben Okafor (Customer 2) on the dealer's device, handed over by Priya Shah (${dealer.email})`,
    ]);
  });

  it('in a sequence, refuses a signer whose turn has not come, then one who declined', async () => {
    const request = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
      order: 'sequential',
    });
    const aishaToken = await linkIn(AISHA);
    expect(refusal(await start(request.id, request.benId))).toEqual({
      status: 409,
      message: 'It is not Ben Okafor’s turn yet: they can sign when the signers before them have finished.',
    });
    expect(await current()).toEqual({ active: false });

    // Aisha's turn: handed over, then taken back with the password before she signed.
    expect((await start(request.id, request.aishaId)).json().signUrl).toBe(`/sign/${aishaToken}?handover=1`);
    expect((await unlock()).statusCode).toBe(200);
    expect(await current()).toEqual({ active: false });
    expect((await signAndSubmit(aishaToken, false)).statusCode).toBe(200);
    expect(await inPerson(request.id)).toEqual([]);

    // Now Ben's turn has come; he declines from his own phone and the request stops.
    const benToken = await linkIn(BEN);
    expect((await start(request.id, request.benId)).statusCode).toBe(200);
    expect((await unlock()).statusCode).toBe(200);
    const declined = await signing('POST', benToken, '/decline', false, { reason: 'Wrong deposit' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(refusal(await start(request.id, request.benId))).toEqual({
      status: 409,
      message: 'Ben Okafor declined to sign, so this request has stopped.',
    });
    expect(refusal(await start(request.id, request.aishaId))).toEqual({
      status: 409,
      message: 'This request is no longer open for signing.',
    });
  });

  it('a signer of another request, or any signer on a one-customer request, is not found', async () => {
    const several = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    await linkIn(AISHA);
    await linkIn(BEN);
    // A one-customer request cannot carry the joint hirer's place: a document of the customer's alone.
    const one = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: aisha,
      documentIds: [await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf')],
      mismatchConfirmed: true,
    });
    expect(one.statusCode, one.body).toBe(201);
    const token = await linkIn(AISHA);
    expect(refusal(await start(one.json().id, several.benId))).toEqual({
      status: 404,
      message: 'That signer was not found on this request',
    });
    // Without a signer, the one-customer request is handed over exactly as before.
    const started = await start(one.json().id);
    expect(started.json().signUrl).toBe(`/sign/${token}?handover=1`);
    expect(await current()).toEqual({
      active: true,
      requestId: one.json().id,
      customerName: 'Aisha Rahman',
      signUrl: `/sign/${token}?handover=1`,
    });
    expect((await unlock()).statusCode).toBe(200);
  });
});
