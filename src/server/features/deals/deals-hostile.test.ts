// Deals as a hostile caller tries them, on both databases: another dealership's deal, lender, document and
// customer ids (in the path or nested in a body) answer 404 and change nothing; a signing link acknowledges
// only its own deal's disclosure; the evidence ZIP names each file once, whatever the documents are called.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp, uploadDocument } from '../../test/build-test-app.ts';
import { readZip } from '../../test/read-zip.ts';
import { FIXTURES, signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let a: ReturnType<typeof signingScenario>;
let b: ReturnType<typeof signingScenario>;
let aCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const dealerA = await registerDealer(t.app, { dealershipName: 'Alder Motors Ltd' });
  const dealerB = await registerDealer(t.app, { dealershipName: 'Birch Cars Ltd' });
  aCookie = dealerA.cookie;
  a = signingScenario(t, dealerA);
  b = signingScenario(t, dealerB);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function tokenOf(requestId: string) {
  const res = await a.dealerCall('GET', `/api/signing-requests/${requestId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().link as string).match(/\/sign\/([\w-]+)/)![1]!;
}

describe('another dealership’s ids', () => {
  it('answer 404 in the path and nested in bodies, and change nothing', async () => {
    const lender = (
      await a.dealerCall('POST', '/api/lender-panel', {
        name: 'Alder Finance',
        tie: 'none',
        commissionBasis: 'fixed',
      })
    ).json();
    const customerId = await a.addCustomer('Aisha Rahman', 'aisha.hostile@example.co.uk');
    const documentId = await a.uploadFixture('HP-agreement-AMF-448120.pdf');
    const deal = (
      await a.dealerCall('POST', '/api/deals', {
        customers: [{ customerId, role: 'buyer' }],
        lenderId: lender.id,
      })
    ).json();

    const own = (await b.dealerCall('POST', '/api/deals', {})).json();
    const bDoc = await b.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    const tries: [string, string, object | undefined][] = [
      ['GET', `/api/deals/${deal.id}`, undefined],
      ['PATCH', `/api/deals/${deal.id}`, { reference: 'X' }],
      ['PUT', `/api/deals/${deal.id}/documents`, { documents: [{ documentId: bDoc, step: 'agreement' }] }],
      ['POST', `/api/deals/${deal.id}/disclosure`, {}],
      ['POST', `/api/deals/${deal.id}/send`, { channels: ['email'] }],
      ['POST', `/api/deals/${deal.id}/cancel`, {}],
      ['GET', `/api/deals/${deal.id}/certificate`, undefined],
      ['GET', `/api/deals/${deal.id}/evidence`, undefined],
      ['POST', '/api/deals', { customers: [{ customerId, role: 'buyer' }] }],
      ['POST', '/api/deals', { lenderId: lender.id }],
      ['PATCH', `/api/deals/${own.id}`, { lenderId: lender.id }],
      ['PATCH', `/api/deals/${own.id}`, { customers: [{ customerId, role: 'buyer' }] }],
      ['PUT', `/api/deals/${own.id}/documents`, { documents: [{ documentId, step: 'agreement' }] }],
      [
        'PUT',
        `/api/deals/${own.id}/documents`,
        {
          documents: [
            { documentId: bDoc, step: 'agreement' },
            { documentId, step: 'delivery' },
          ],
        },
      ],
      ['POST', '/api/deal-offers/confirm', { documentIds: [documentId] }],
      ['POST', '/api/deal-offers/confirm', { documentIds: [bDoc, documentId] }],
      ['POST', '/api/deal-offers/confirm', { documentIds: [bDoc], customerId }],
      ['PUT', `/api/lender-panel/${lender.id}`, { name: 'Taken', tie: 'none', commissionBasis: 'fixed' }],
      ['DELETE', `/api/lender-panel/${lender.id}`, undefined],
    ];
    const dealsBefore = (await b.dealerCall('GET', '/api/deals')).json().length;
    for (const [method, url, body] of tries) {
      const res = await b.dealerCall(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(404);
    }
    // Nothing of B's changed, and no half-made deal was left behind by a refused confirm.
    expect((await b.dealerCall('GET', '/api/deals')).json()).toHaveLength(dealsBefore);
    const ownAfter = (await b.dealerCall('GET', `/api/deals/${own.id}`)).json();
    expect(ownAfter.documents).toEqual([]);
    expect(ownAfter.customers).toEqual([]);
    expect(ownAfter.lenderId).toBeNull();
    // Nothing of A's changed either.
    const after = (await a.dealerCall('GET', `/api/deals/${deal.id}`)).json();
    expect(after.status).toBe('drafted');
    expect(after.reference).toBeNull();
    expect(after.lenderName).toBe('Alder Finance');
    expect(
      (await a.dealerCall('GET', '/api/lender-panel')).json().map((l: { name: string }) => l.name),
    ).toEqual(['Alder Finance']);
  });
});

describe('the disclosure’s tick and the evidence', () => {
  it('a link ticks only its own deal’s disclosure; the ZIP names each file once', async () => {
    const lender = (
      await a.dealerCall('POST', '/api/lender-panel', {
        name: 'Oak Credit',
        tie: 'none',
        commissionBasis: 'fixed',
      })
    ).json();
    const first = await a.addCustomer('Aisha Rahman', 'aisha.one@example.co.uk');
    const second = await a.addCustomer('Aisha Rahman', 'aisha.two@example.co.uk');
    // Two different files the dealer happens to have called the same: both are the deal's disclosure.
    const bytes = (name: string) => readFileSync(path.join(FIXTURES, name));
    const same = async (fixture: string) => {
      const res = await uploadDocument(t.app, aCookie, 'Disclosure ../../x.pdf', bytes(fixture));
      expect([200, 201]).toContain(res.statusCode);
      const id = res.json().document.id as string;
      const doc = (await a.dealerCall('GET', `/api/documents/${id}`)).json();
      const renamed = await a.dealerCall('PUT', `/api/documents/${id}`, {
        title: 'Disclosure ../../x',
        documentType: doc.documentType,
        signatureRequired: doc.signatureRequired,
        extractedData: {
          customerName: doc.extractedData.customerName,
          vehicleRegistration: doc.extractedData.vehicleRegistration,
          signatureFields: doc.extractedData.signatureFields,
        },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      return id;
    };
    const d1 = await same('HP-agreement-AMF-448120.pdf');
    const d2 = await same('Warranty-Certificate-RD-W-30281.pdf');
    const agreement = await a.uploadFixture('PCP-Credit-Agreement-NVC-90314.pdf');

    const makeDeal = async (customerId: string, documents: { documentId: string; step: string }[]) => {
      const deal = (
        await a.dealerCall('POST', '/api/deals', {
          customers: [{ customerId, role: 'buyer' }],
          lenderId: lender.id,
          commission: 500,
        })
      ).json();
      expect((await a.dealerCall('PUT', `/api/deals/${deal.id}/documents`, { documents })).statusCode).toBe(
        200,
      );
      const sent = await a.dealerCall('POST', `/api/deals/${deal.id}/send`, { channels: ['email'] });
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json();
    };
    const one = await makeDeal(first, [
      { documentId: d1, step: 'disclosure' },
      { documentId: d2, step: 'disclosure' },
    ]);
    const written = (
      await a.dealerCall('POST', '/api/deals', {
        customers: [{ customerId: second, role: 'buyer' }],
        lenderId: lender.id,
        commission: 800,
      })
    ).json();
    await a.dealerCall('PUT', `/api/deals/${written.id}/documents`, {
      documents: [{ documentId: agreement, step: 'agreement' }],
    });
    expect((await a.dealerCall('POST', `/api/deals/${written.id}/disclosure`)).statusCode).toBe(200);
    const two = (await a.dealerCall('POST', `/api/deals/${written.id}/send`, { channels: ['email'] })).json();

    // The first deal's link cannot tick the second deal's disclosure, nor can its agreement link.
    const oneToken = await tokenOf(one.steps[0].requestId);
    const twoDisclosure = await tokenOf(
      two.steps.find((s: { step: string }) => s.step === 'disclosure').requestId,
    );
    const twoAgreement = await tokenOf(
      two.steps.find((s: { step: string }) => s.step === 'agreement').requestId,
    );
    const ticked = await a.customerCall('POST', `/api/sign/${oneToken}/deal/acknowledge`, {
      confirmed: true,
      openedMs: 1000,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().dealId).toBe(one.id);
    const wrongStep = await a.customerCall('POST', `/api/sign/${twoAgreement}/deal/acknowledge`, {
      confirmed: true,
      openedMs: 1000,
    });
    expect(wrongStep.statusCode).toBe(409);
    const view = (await a.customerCall('GET', `/api/sign/${twoDisclosure}/deal`)).json();
    expect(view.acknowledged).toBe(false);

    // The ZIP's entries are unique and stay inside their folders.
    const zip = await a.dealerCall('GET', `/api/deals/${one.id}/evidence`);
    expect(zip.statusCode).toBe(200);
    const names = [...readZip(zip.rawPayload).keys()];
    const entries = zipEntryNames(zip.rawPayload);
    expect(entries).toHaveLength(new Set(entries).size);
    expect(names.filter((n) => n.startsWith('disclosure-as-shown/'))).toHaveLength(2);
    for (const name of entries) {
      expect(name.includes('..') && name.split('/').some((part) => part === '..'), name).toBe(false);
      expect(name.startsWith('/'), name).toBe(false);
    }
  });
});

/** Every entry name in the ZIP's central directory, duplicates kept (readZip's map would fold them). */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o)) as [
      number,
      number,
      number,
    ];
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
