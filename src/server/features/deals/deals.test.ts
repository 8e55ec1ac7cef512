// A deal end to end through the API, on both databases: three steps signed strictly in order (a later step
// answers 409 naming the earlier one), each sealed as it completes, the disclosure written from the deal's
// own figures and ticked before it is signed (here in Polish: kept as read and in English), one certificate
// listing every step, and the evidence ZIP holding what it promises with every sealed file's digital
// signature valid.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_STATEMENT } from '../../../shared/api/deals.ts';
import { MESSAGES } from '../../lib/i18n.ts';
import { agreementPdf, SAMPLE_CUSTOMER } from '../../test/agreement-pdf.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { pdfsig, pdftotext } from '../../test/poppler.ts';
import { readZip } from '../../test/read-zip.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { dealCertificatePdf } from './deal-certificate.ts';
import { dealRecord } from './deal-record.ts';

const POLISH_STATEMENT =
  'Przeczytałem(-am), w jaki sposób salon otrzymuje wynagrodzenie za zorganizowanie mojego finansowania';

let t: TestApp;
let dealer: { cookie: string; id: string };
let scenario: ReturnType<typeof signingScenario>;
/** What the dealer's webhook endpoint (an HTTP server on 127.0.0.1) received. */
const received: { type: string; data: Record<string, unknown> }[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  dealer = await registerDealer(t.app, { dealershipName: 'Kestrel Vale Motors Ltd' });
  scenario = signingScenario(t, dealer);
  const hook = await scenario.dealerCall('POST', '/api/webhooks', {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    events: ['deal.step_completed', 'deal.completed'],
  });
  if (hook.statusCode !== 201) throw new Error(`webhook: ${hook.body}`);
}, 120_000);
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  scenario.dealerCall(method, url, payload);

async function tokenOf(requestId: string) {
  const res = await call('GET', `/api/signing-requests/${requestId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().link as string).match(/\/sign\/([\w-]+)/)![1]!;
}

const sign = (token: string, documentId: string) =>
  scenario.customerCall('POST', `/api/sign/${token}/signature`, {
    documentId,
    signatureData: SIGNATURE,
    pageNumber: 1,
  });

async function signAndSubmit(token: string, documentIds: string[]) {
  for (const id of documentIds) {
    const res = await sign(token, id);
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
}

async function sealedStep(dealId: string, step: string) {
  return eventually(
    async () => {
      const deal = (await call('GET', `/api/deals/${dealId}`)).json();
      return (
        deal.steps.find((s: { step: string; sealedAt: string | null }) => s.step === step)?.sealedAt && deal
      );
    },
    { timeoutMs: 60_000, what: `the ${step} step sealed` },
  );
}

describe('a deal signed in steps', () => {
  let dealId: string;
  let agreementId: string;
  let deliveryId: string;
  let disclosureId: string;
  const tokens: Record<string, string> = {};

  it('drafts a financed deal and writes its disclosure from the deal’s figures', async () => {
    const tied = await call('POST', '/api/lender-panel', {
      name: 'Northway Motor Finance',
      tie: 'first_refusal',
      tieDetails: 'They see every application first.',
      commissionBasis: 'fixed',
    });
    expect(tied.statusCode, tied.body).toBe(201);
    await call('POST', '/api/lender-panel', {
      name: 'Harbour Credit',
      tie: 'none',
      commissionBasis: 'fixed',
    });
    const customerId = await scenario.addCustomer('Aisha Rahman', 'aisha.deal@example.co.uk');
    agreementId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    deliveryId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');

    const created = await call('POST', '/api/deals', {
      reference: 'AMF-448120',
      registration: 'yk19 bnf',
      vin: 'WF0XXXGCDX1234567',
      price: 14995,
      customers: [{ customerId, role: 'buyer' }],
      lenderId: tied.json().id,
      commission: 1250.5,
      amountOfCredit: 12000,
      totalChargeForCredit: 3100,
    });
    expect(created.statusCode, created.body).toBe(201);
    dealId = created.json().id;
    expect(created.json().statusText).toBe('Drafted');

    const docs = await call('PUT', `/api/deals/${dealId}/documents`, {
      documents: [
        { documentId: agreementId, step: 'agreement' },
        { documentId: deliveryId, step: 'delivery' },
      ],
    });
    expect(docs.statusCode, docs.body).toBe(200);
    const written = await call('POST', `/api/deals/${dealId}/disclosure`);
    expect(written.statusCode, written.body).toBe(200);
    const disclosure = written.json().documents.find((d: { step: string }) => d.step === 'disclosure');
    expect(disclosure.generatedDisclosure).toBe(true);
    disclosureId = disclosure.documentId;
    expect(written.json().steps.map((s: { step: string }) => s.step)).toEqual([
      'disclosure',
      'agreement',
      'delivery',
    ]);
  });

  it('sends each step as its own request; a later step answers 409 naming the earlier one', async () => {
    const sent = await call('POST', `/api/deals/${dealId}/send`, { channels: ['email'] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().statusText).toBe('Sent');
    for (const s of sent.json().steps) tokens[s.step] = await tokenOf(s.requestId);
    expect((await call('POST', `/api/deals/${dealId}/send`, { channels: ['email'] })).statusCode).toBe(409);

    const early = await sign(tokens.agreement!, agreementId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Read and acknowledge the commission disclosure first');
    const earlySubmit = await scenario.customerCall('POST', `/api/sign/${tokens.delivery}/submit`);
    expect(earlySubmit.statusCode).toBe(409);
    expect(earlySubmit.json().message).toBe('Read and acknowledge the commission disclosure first');

    // The product's own disclosure is ticked before it is signed.
    const unticked = await sign(tokens.disclosure!, disclosureId);
    expect(unticked.statusCode).toBe(409);
    expect(unticked.json().message).toContain('I have read how the dealer is paid for arranging my finance');
    // Its code, which the page words in the customer's language (error-reasons.test.ts).
    expect(unticked.json().code).toBe('NOT_ACKNOWLEDGED');
    const view = await scenario.customerCall('GET', `/api/sign/${tokens.agreement}/deal`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().steps.map((s: { status: string }) => s.status)).toEqual([
      'open',
      'waiting',
      'waiting',
    ]);
  });

  it('seals each step as it completes and opens the next', async () => {
    // Ticked on the page in Polish: the server keeps those words and the English of record.
    const ticked = await scenario.customerCall('POST', `/api/sign/${tokens.disclosure}/deal/acknowledge`, {
      confirmed: true,
      openedMs: 41_500,
      language: 'pl',
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().acknowledged).toBe(true);
    // The page's words are the messages' (English's are the contract's statement of record).
    expect(MESSAGES.pl['sign.deal.statement']).toBe(POLISH_STATEMENT);
    expect(MESSAGES.en['sign.deal.statement']).toBe(DISCLOSURE_STATEMENT);
    await signAndSubmit(tokens.disclosure!, [disclosureId]);
    const one = await sealedStep(dealId, 'disclosure');
    expect(one.statusText, JSON.stringify(one)).toBe('1 of 3 steps signed');
    expect(one.steps.find((s: { step: string }) => s.step === 'agreement').sealedAt).toBeNull();

    const skipped = await sign(tokens.delivery!, deliveryId);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('Sign the agreements first');

    await signAndSubmit(tokens.agreement!, [agreementId]);
    const two = await sealedStep(dealId, 'agreement');
    expect(two.statusText).toBe('2 of 3 steps signed');
    await signAndSubmit(tokens.delivery!, [deliveryId]);
    const done = await sealedStep(dealId, 'delivery');
    expect(done.status).toBe('completed');
    expect(done.statusText).toBe('Completed');

    // Each step's seal is told to the dealer's endpoint, and the last one completes the deal.
    await eventually(async () => received.length >= 4, { timeoutMs: 30_000, what: 'four deal webhooks' });
    const steps = received.filter((e) => e.type === 'deal.step_completed');
    expect(steps.map((e) => e.data.step).sort()).toEqual(['agreement', 'delivery', 'disclosure']);
    const completed = received.filter((e) => e.type === 'deal.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({
      dealId,
      stepsSigned: 3,
      stepCount: 3,
      reference: 'AMF-448120',
    });
  });

  it('writes one certificate listing every step with its times', async () => {
    const res = await call('GET', `/api/deals/${dealId}/certificate`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = (await pdftotext(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Step 1 of 3: commission disclosure');
    expect(text).toContain('Step 2 of 3: agreements');
    expect(text).toContain('Step 3 of 3: delivery documents');
    expect(text.match(/sealed \d{1,2} \w{3} \d{4}/g)?.length).toBe(3);
    expect(text).toContain('after 41.5 s with the disclosure open');
    // English is the certificate's language: the Polish tick is quoted as read and in English.
    expect(text).toContain(
      `The signer ticked, in Polish: "${POLISH_STATEMENT}" (in English: "${DISCLOSURE_STATEMENT}")`,
    );
    // The same record with the tick read in Arabic: quoted in its own words too, shaped and drawn right to
    // left. Read back by poppler's pdftotext, the letters come out as typed and the words in the order
    // written; pdftotext sets the right-to-left run between U+202B and U+202C on a row of its own after the
    // row it is drawn in (as it reads the certificate of completion's Arabic), so the English around it is
    // read with the run taken out.
    const record = await dealRecord(t.app.deps.db, dealer.id, dealId, 'Kestrel Vale Motors Ltd');
    const arabic = MESSAGES.ar['sign.deal.statement'];
    const inArabic = await dealCertificatePdf({
      ...record,
      steps: record.steps.map((step) => ({
        ...step,
        acknowledgements: step.acknowledgements.map((a) => ({
          ...a,
          language: 'ar',
          languageName: 'Arabic',
          shownStatement: arabic,
          ticked: `The signer ticked, in Arabic: "${arabic}" (in English: "${DISCLOSURE_STATEMENT}")`,
        })),
      })),
    });
    const arabicText = (await pdftotext(Buffer.from(inArabic))).replace(/\s+/g, ' ');
    expect(arabicText).toContain(`\u202b${arabic}\u202c`);
    expect(arabicText.replace(`\u202b${arabic}\u202c`, '').replace(/\s+/g, ' ')).toContain(
      `The signer ticked, in Arabic: " " (in English: "${DISCLOSURE_STATEMENT}")`,
    );
    // Sealed like the steps' own files: a PAdES signature over the whole certificate.
    const checked = await pdfsig(res.rawPayload);
    expect(checked).toContain('Signature is Valid');
    expect(checked).toContain('Total document signed');
    expect(checked).toContain('ETSI.CAdES.detached');
  });

  it('answers an evidence ZIP with the sealed files, certificate, disclosure as shown and the trail', async () => {
    const res = await call('GET', `/api/deals/${dealId}/evidence`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = readZip(res.rawPayload);
    const sealed = [...files.keys()].filter((name) => name.startsWith('sealed/'));
    expect(sealed).toHaveLength(3);
    for (const name of sealed) expect(await pdfsig(files.get(name)!), name).toContain('Signature is Valid');
    expect(await pdfsig(files.get('certificate.pdf')!)).toContain('Signature is Valid');
    const shown = [...files.keys()].find((name) => name.startsWith('disclosure-as-shown/'));
    const disclosureText = (await pdftotext(files.get(shown!)!)).replace(/\s+/g, ' ');
    // The deal's own amounts: £1,250.50 is 10.4% of £12,000.00 and 40.3% of £3,100.00.
    expect(disclosureText).toContain('Northway Motor Finance will pay us £1,250.50 commission');
    expect(disclosureText).toContain('10.4% of the amount of credit (£12,000.00');
    expect(disclosureText).toContain('40.3% of the total charge for credit (£3,100.00');
    expect(disclosureText).toContain('right of first refusal');
    const trail = JSON.parse(files.get('trail.json')!.toString('utf8'));
    expect(trail.steps).toHaveLength(3);
    expect(trail.steps[0].acknowledgements[0]).toMatchObject({
      statement: 'I have read how the dealer is paid for arranging my finance',
      language: 'pl',
      languageName: 'Polish',
      shownStatement: POLISH_STATEMENT,
      ticked: `The signer ticked, in Polish: "${POLISH_STATEMENT}" (in English: "${DISCLOSURE_STATEMENT}")`,
      openedSeconds: 41.5,
    });
    expect(trail.steps.every((s: { trail: unknown[] }) => s.trail.length > 0)).toBe(true);
    expect(JSON.stringify(trail)).not.toContain('sealedKey');
    // The retention lock: a signed step cannot be deleted within its seven years.
    const kept = await call('DELETE', `/api/signing-requests/${trail.steps[1].requestId}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(/kept for 7 years/);
  });

  it('finds the deal by agreement number, registration and customer; another dealer gets 404', async () => {
    for (const q of ['AMF-448120', 'YK19BNF', 'yk19 bnf', 'Rahman']) {
      const res = await call('GET', `/api/deals?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().map((d: { id: string }) => d.id),
        q,
      ).toEqual([dealId]);
    }
    expect((await call('GET', '/api/deals?q=nothing-like-it')).json()).toEqual([]);
    const other = await registerDealer(t.app);
    for (const url of [
      `/api/deals/${dealId}`,
      `/api/deals/${dealId}/evidence`,
      `/api/deals/${dealId}/certificate`,
    ]) {
      const res = await apiCall(t.app, 'GET', url, { cookie: other.cookie });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('deals refuse bad input plainly', () => {
  it('answers 4xx with a message, never 5xx', async () => {
    const deal = (await call('POST', '/api/deals', {})).json();
    const bad: [string, string, unknown][] = [
      ['POST', '/api/deals', { reference: 'AB\u0000C' }],
      ['POST', '/api/deals', { registration: 'x'.repeat(5000) }],
      ['POST', '/api/deals', { price: -1 }],
      ['POST', '/api/deals', { commission: 10.005 }],
      ['POST', '/api/deals', { price: '12' }],
      ['POST', '/api/deals', { customers: [{ customerId: 'nope', role: 'buyer' }] }],
      ['POST', '/api/deals', { customers: [{ customerId: crypto.randomUUID(), role: 'buyer' }] }],
      ['POST', '/api/deals', { lenderId: crypto.randomUUID() }],
      [
        'PUT',
        `/api/deals/${deal.id}/documents`,
        { documents: [{ documentId: crypto.randomUUID(), step: 'agreement' }] },
      ],
      [
        'PUT',
        `/api/deals/${deal.id}/documents`,
        { documents: [{ documentId: crypto.randomUUID(), step: 'later' }] },
      ],
      ['POST', `/api/deals/${deal.id}/send`, {}],
      ['POST', `/api/deals/${deal.id}/disclosure`, {}],
      ['POST', '/api/deal-offers/confirm', { documentIds: [crypto.randomUUID()] }],
      ['POST', '/api/lender-panel', { name: '' }],
      ['PUT', `/api/lender-panel/${crypto.randomUUID()}`, { name: 'Nobody' }],
      ['GET', '/api/deals?cursor=garbage', undefined],
      ['GET', '/api/sign/short/deal', undefined],
      ['POST', `/api/sign/${'a'.repeat(43)}/deal/acknowledge`, { confirmed: true, openedMs: 5 }],
      ['POST', `/api/sign/${'a'.repeat(43)}/deal/acknowledge`, { confirmed: false, openedMs: -5 }],
    ];
    for (const [method, url, body] of bad) {
      const res = await call(method as 'POST', url, body as object | undefined);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().message, `${method} ${url}`).toBeTruthy();
    }
  });
});

describe('a send that cannot go', () => {
  it('is refused before any step goes out, and the deal stays drafted', async () => {
    const customerId = await scenario.addCustomer('Priya Shah', 'priya.deal@example.co.uk');
    const signed = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const placeless = await uploadDocument(
      t.app,
      dealer.cookie,
      'no-place.pdf',
      await agreementPdf({
        title: 'Delivery Note',
        customer: SAMPLE_CUSTOMER,
        signatureLine: false,
        reference: 'NP-1',
      }),
    );
    const deal = (await call('POST', '/api/deals', { customers: [{ customerId, role: 'buyer' }] })).json();
    await call('PUT', `/api/deals/${deal.id}/documents`, {
      documents: [
        { documentId: signed, step: 'agreement' },
        { documentId: placeless.json().document.id, step: 'delivery' },
      ],
    });
    const sent = await call('POST', `/api/deals/${deal.id}/send`, { channels: ['email'] });
    expect(sent.statusCode, sent.body).toBeGreaterThanOrEqual(400);
    expect(sent.statusCode).toBeLessThan(500);
    const after = (await call('GET', `/api/deals/${deal.id}`)).json();
    expect(after.status).toBe('drafted');
    expect(after.documents.every((d: { requestId: string | null }) => d.requestId === null)).toBe(true);
    expect(sent.json().message).toContain('has no place to sign yet');
    // Refused before the first step went out: the customer was never invited.
    expect((await call('GET', '/api/signing-requests?q=Priya')).json()).toEqual([]);
  });
});

describe('deals offered from uploads', () => {
  it('offers documents naming the same customer or registration as one deal, grouped only on confirm', async () => {
    const other = { ...SAMPLE_CUSTOMER, name: 'Gareth Llewellyn', registration: 'CU21 XRT' };
    const upload = async (title: string, customer: typeof SAMPLE_CUSTOMER, reference: string) => {
      const res = await uploadDocument(
        t.app,
        dealer.cookie,
        `${reference}.pdf`,
        await agreementPdf({ title, customer, reference }),
      );
      return res.json().document.id as string;
    };
    const a = await upload('Vehicle Sales Agreement', SAMPLE_CUSTOMER, 'GRP-1');
    const b = await upload('Delivery Note', SAMPLE_CUSTOMER, 'GRP-2');
    const lone = await upload('Vehicle Sales Agreement', other, 'GRP-3');
    const before = (await call('GET', '/api/deals')).json().length;

    const offers = await call('GET', '/api/deal-offers');
    expect(offers.statusCode, offers.body).toBe(200);
    const offer = offers
      .json()
      .find((o: { documents: { id: string }[] }) => o.documents.some((d) => d.id === a));
    expect(offer.documents.map((d: { id: string }) => d.id).sort()).toEqual([a, b].sort());
    expect(
      offers.json().some((o: { documents: { id: string }[] }) => o.documents.some((d) => d.id === lone)),
    ).toBe(false);
    // Offered, not grouped: no deal exists until the dealer confirms.
    expect((await call('GET', '/api/deals')).json()).toHaveLength(before);

    const confirmed = await call('POST', '/api/deal-offers/confirm', { documentIds: [a, b] });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(
      confirmed
        .json()
        .documents.map((d: { documentId: string }) => d.documentId)
        .sort(),
    ).toEqual([a, b].sort());
    expect(confirmed.json().registration).toBe('YK19BNF');
    expect((await call('GET', '/api/deals')).json()).toHaveLength(before + 1);
    const after = (await call('GET', '/api/deal-offers')).json();
    expect(after.some((o: { documents: { id: string }[] }) => o.documents.some((d) => d.id === a))).toBe(
      false,
    );
    expect((await call('POST', '/api/deal-offers/confirm', { documentIds: [a] })).statusCode).toBe(409);
  });
});
