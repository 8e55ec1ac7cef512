// One one-time code per deal, on both databases: a three-step deal whose agreements step holds a credit
// agreement asks the code at its first step (the commission disclosure), before the customer's first
// signature, and its later steps take that code's key (the browser that entered it) without another code,
// each step's trail saying so. A plain request still asks as before, and another deal's steps never
// inherit the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPdf, SAMPLE_CUSTOMER } from '../../test/agreement-pdf.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { type FakeSms, startFakeSms } from '../../test/fake-sms.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { identityLines } from '../customer-signing/signing-code-certificate.ts';
import { listEvents } from '../signing-history/index.ts';

let t: TestApp;
let sms: FakeSms;
let scenario: ReturnType<typeof signingScenario>;
let lenderId: string;
let customerId: string;
let uploads = 0;
let dealerCookie: string;
const PHONE = '07700 900321';
const E164 = '+447700900321';

beforeAll(async () => {
  sms = await startFakeSms();
  // The platform's own default: a code for sets with a credit agreement.
  t = await buildTestApp({ ...sms.env, SIGNING_CODE_DEFAULT: 'finance' });
  const registered = await registerDealer(t.app, { dealershipName: 'Kestrel Vale Motors Ltd' });
  dealerCookie = registered.cookie;
  scenario = signingScenario(t, registered);
  const lender = await scenario.dealerCall('POST', '/api/lender-panel', {
    name: 'Northway Motor Finance',
    tie: 'none',
    commissionBasis: 'fixed',
  });
  expect(lender.statusCode, lender.body).toBe(201);
  lenderId = lender.json().id;
  customerId = await scenario.addCustomer('Aisha Rahman', 'aisha.code@example.co.uk', { phone: PHONE });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const dealer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  scenario.dealerCall(method, url, payload);
const customer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  scenario.customerCall(method, url, payload);
const sign = (token: string, documentId: string, codeKey?: string) =>
  apiCall(t.app, 'POST', `/api/sign/${token}/signature`, {
    payload: { documentId, signatureData: SIGNATURE, pageNumber: 1, ...(codeKey ? { codeKey } : {}) },
  });

/** A new PDF of the given kind (its own bytes, so each deal has its own documents). */
async function upload(heading: string) {
  const title = `${heading} KV-${++uploads}`;
  const res = await uploadDocument(
    t.app,
    dealerCookie,
    `${title}.pdf`,
    Buffer.from(
      await agreementPdf({ title, heading, customer: SAMPLE_CUSTOMER, reference: `KV-${uploads}` }),
    ),
  );
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().document.id as string;
}

async function tokenOf(requestId: string) {
  const res = await dealer('GET', `/api/signing-requests/${requestId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().link as string).match(/\/sign\/([\w-]+)/)![1]!;
}

/** A sent three-step deal: the disclosure it writes, a hire-purchase agreement, a delivery note. */
async function sentDeal(reference: string) {
  const agreementId = await upload('HIRE-PURCHASE AGREEMENT');
  const deliveryId = await upload('DELIVERY NOTE');
  const created = await dealer('POST', '/api/deals', {
    reference,
    registration: 'yk19 bnf',
    price: 14995,
    customers: [{ customerId, role: 'buyer' }],
    lenderId,
    commission: 1250.5,
    amountOfCredit: 12000,
    totalChargeForCredit: 3100,
  });
  expect(created.statusCode, created.body).toBe(201);
  const dealId = created.json().id as string;
  const docs = await dealer('PUT', `/api/deals/${dealId}/documents`, {
    documents: [
      { documentId: agreementId, step: 'agreement' },
      { documentId: deliveryId, step: 'delivery' },
    ],
  });
  expect(docs.statusCode, docs.body).toBe(200);
  const written = await dealer('POST', `/api/deals/${dealId}/disclosure`);
  expect(written.statusCode, written.body).toBe(200);
  const disclosureId = written.json().documents.find((d: { step: string }) => d.step === 'disclosure')
    .documentId as string;
  const sent = await dealer('POST', `/api/deals/${dealId}/send`, { channels: ['email'] });
  expect(sent.statusCode, sent.body).toBe(200);
  const steps: Record<string, { token: string; requestId: string }> = {};
  for (const s of sent.json().steps)
    steps[s.step] = { token: await tokenOf(s.requestId), requestId: s.requestId };
  return { steps, documents: { disclosure: disclosureId, agreement: agreementId, delivery: deliveryId } };
}

async function codeByText(token: string) {
  const before = sms.messages.filter((m) => m.to === E164).length;
  const res = await customer('POST', `/api/sign/${token}/code`);
  expect(res.statusCode, res.body).toBe(200);
  const text = await eventually(async () => sms.messages.filter((m) => m.to === E164)[before], {
    what: 'the texted code',
  });
  return text.body.match(/\b(\d{6})\b/)![1]!;
}

const codeStepOf = async (token: string) => (await customer('GET', `/api/sign/${token}`)).json().codeStep;
const acknowledge = (token: string) =>
  customer('POST', `/api/sign/${token}/deal/acknowledge`, { confirmed: true, openedMs: 30_000 });
const submit = (token: string) => customer('POST', `/api/sign/${token}/submit`);

describe('one code per deal', () => {
  let first: Awaited<ReturnType<typeof sentDeal>>;
  let codeKey: string;

  it('asks the code at the disclosure, before the first signature, for a deal holding a credit agreement', async () => {
    first = await sentDeal('KV-A');
    const { disclosure, agreement } = first.steps;
    expect(await codeStepOf(disclosure!.token)).toEqual({ channel: 'sms', sentTo: '07•••••321' });
    expect(await codeStepOf(agreement!.token)).toEqual({ channel: 'sms', sentTo: '07•••••321' });
    expect((await acknowledge(disclosure!.token)).statusCode).toBe(200);
    const refused = await sign(disclosure!.token, first.documents.disclosure);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CODE_REQUIRED');

    const code = await codeByText(disclosure!.token);
    const entered = await customer('POST', `/api/sign/${disclosure!.token}/code/verify`, { code });
    expect(entered.statusCode, entered.body).toBe(200);
    codeKey = entered.json().codeKey;
    const signed = await sign(disclosure!.token, first.documents.disclosure, codeKey);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await submit(disclosure!.token)).statusCode).toBe(200);
  });

  it('takes that code’s key at the agreements and delivery steps, and each step’s trail says so', async () => {
    const { agreement, delivery } = first.steps;
    // Still a browser's proof: without the key the disclosure's browser holds, the step is refused.
    const keyless = await sign(agreement!.token, first.documents.agreement);
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json().code).toBe('CODE_REQUIRED');
    const signed = await sign(agreement!.token, first.documents.agreement, codeKey);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await submit(agreement!.token)).statusCode).toBe(200);
    expect((await sign(delivery!.token, first.documents.delivery, codeKey)).statusCode).toBe(200);
    expect((await submit(delivery!.token)).statusCode).toBe(200);
    // One code was texted in all.
    expect(sms.messages.filter((m) => m.to === E164)).toHaveLength(1);

    const disclosureLines = identityLines(await listEvents(t.app.deps.db, first.steps.disclosure!.requestId));
    expect(disclosureLines).toHaveLength(1);
    expect(disclosureLines[0]).toMatch(
      /^code sent to 07•••••321, entered at \d\d:\d\d on .+ \(1 try, 1 code sent\)$/,
    );
    for (const step of [agreement!, delivery!]) {
      const lines = identityLines(await listEvents(t.app.deps.db, step.requestId));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^code sent to 07•••••321, entered at \d\d:\d\d on .+ at an earlier step of this deal \(commission disclosure\)$/,
      );
    }
  });

  it('is not inherited by another deal’s steps, even with the key', async () => {
    const second = await sentDeal('KV-B');
    const { disclosure } = second.steps;
    expect(await codeStepOf(disclosure!.token)).toEqual({ channel: 'sms', sentTo: '07•••••321' });
    expect((await acknowledge(disclosure!.token)).statusCode).toBe(200);
    const refused = await sign(disclosure!.token, second.documents.disclosure, codeKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CODE_REQUIRED');
  });

  it('leaves a plain request asking as before, even with the key', async () => {
    const agreementId = await upload('HIRE-PURCHASE AGREEMENT');
    const created = await dealer('POST', '/api/signing-requests', {
      customerId,
      documentIds: [agreementId],
      mismatchConfirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = await tokenOf(created.json().id);
    expect(await codeStepOf(token)).toEqual({ channel: 'sms', sentTo: '07•••••321' });
    expect((await sign(token, agreementId, codeKey)).statusCode).toBe(403);
  });
});
