import type { Signer } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPdf, SAMPLE_CUSTOMER, SIGNATURE_LINE } from '../../test/agreement-pdf.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';
import { makePng } from '../../test/png.ts';
import { NoSignaturePlace } from '../customer-signing/chosen-places.ts';
import { sealDocuments } from '../customer-signing/seal-documents.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie: dealer.cookie, payload });

async function upload(bytes: Uint8Array, name: string) {
  const res = await uploadDocument(t.app, dealer.cookie, name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document;
}

describe('a document with no place to sign', () => {
  it('is not "valid", cannot be sent (409 naming it), and can once the dealer draws a box', async () => {
    const bytes = await agreementPdf({
      title: 'Delivery Note KV-3001',
      customer: SAMPLE_CUSTOMER,
      signatureLine: false,
      reference: 'KV-3001',
    });
    const document = await upload(bytes, 'delivery.pdf');
    expect(document.extractedData.signatureFields).toEqual([]);
    expect(document.validation.isValid).toBe(false);
    const customer = (
      await call('POST', '/api/customers', { ...SAMPLE_CUSTOMER, registration: undefined })
    ).json();
    const send = () =>
      call('POST', '/api/signing-requests', { customerId: customer.id, documentIds: [document.id] });
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_SIGNATURE_PLACE',
      message:
        'Delivery Note KV-3001 has no place to sign yet: open it in the editor and draw a signature box',
    });
    expect((await call('GET', '/api/signing-requests')).body).not.toContain(document.id);

    // A field saved without its box is no place either: nobody located it.
    const save = (signatureFields: object[]) =>
      call('PUT', `/api/documents/${document.id}`, {
        title: document.title,
        documentType: document.documentType,
        signatureRequired: true,
        extractedData: {
          customerName: SAMPLE_CUSTOMER.name,
          vehicleRegistration: 'YK19BNF',
          signatureFields,
        },
      });
    const unboxed = await save([{ page: 1, label: 'Customer signature' }]);
    expect(unboxed.json().validation.isValid).toBe(false);
    expect((await send()).statusCode).toBe(409);

    const drawn = await save([
      { page: 1, label: 'Customer signature', box: { ...SIGNATURE_LINE, height: 30 } },
    ]);
    expect(drawn.json().validation.isValid).toBe(true);
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it("is not sent to one customer when every place is the dealer's, and says whose they are", async () => {
    const bytes = await agreementPdf({ title: 'Supplier Declaration KV-3004', customer: SAMPLE_CUSTOMER });
    const document = await upload(bytes, 'declaration.pdf');
    const saved = await call('PUT', `/api/documents/${document.id}`, {
      title: document.title,
      documentType: document.documentType,
      signatureRequired: true,
      extractedData: {
        customerName: SAMPLE_CUSTOMER.name,
        vehicleRegistration: 'YK19BNF',
        signatureFields: [
          {
            page: 1,
            label: 'For and on behalf of the dealer',
            box: { ...SIGNATURE_LINE, height: 30 },
            signer: 'dealer',
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const customer = (
      await call('POST', '/api/customers', { ...SAMPLE_CUSTOMER, email: 'decl@example.co.uk' })
    ).json();
    const refused = await call('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds: [document.id],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_CUSTOMER_PLACE',
      message:
        'Supplier Declaration KV-3004 has no place for the customer to sign (its places are for the Dealer): choose who signs each place in the editor, or add the Dealer as a signer',
    });
  });
});

describe('sealing', () => {
  it('refuses to stamp a document whose place nobody located, instead of a default place', async () => {
    const pdf = await agreementPdf({ title: 'x', customer: SAMPLE_CUSTOMER, signatureLine: false });
    const seal = (signatureFields: object[]) =>
      sealDocuments(
        [
          {
            documentId: 'd1',
            title: 'Delivery Note KV-3002',
            pdf,
            originalSha256: '0',
            pageCount: 1,
            signatureFields: signatureFields as never,
            signature: { png: makePng(400, 150), pageNumber: 1, signedAt: new Date() },
          },
        ],
        {} as never,
        {} as Signer,
        'Olivia Bennett',
      );
    await expect(seal([])).rejects.toThrow(NoSignaturePlace);
    await expect(seal([{ page: 1, label: 'Customer signature' }])).rejects.toThrow(
      /Delivery Note KV-3002 has no place to sign that anyone located or drew/,
    );
  });
});

const HARRIET = {
  name: 'Harriet Cole',
  address: '3 Abbey Road, Kirkstall, Leeds',
  postcode: 'LS5 3HP',
  phone: '07700 900789',
  email: 'harriet.cole@example.co.uk',
  registration: 'YK20 CNF',
};

describe('the customer a document names', () => {
  it('reads their details to create them, and matches them once they exist', async () => {
    const bytes = await agreementPdf({
      title: 'Vehicle Sales Agreement KV-3003',
      customer: HARRIET,
      reference: 'KV-3003',
    });
    const document = await upload(bytes, 'sales.pdf');
    const before = (await call('GET', `/api/documents/${document.id}/customer`)).json();
    expect(before).toEqual({
      details: {
        name: 'Harriet Cole',
        vehicleRegistration: 'YK20CNF',
        address: '3 Abbey Road, Kirkstall, Leeds',
        postcode: 'LS5 3HP',
        phone: '07700 900789',
        email: 'harriet.cole@example.co.uk',
      },
      match: null,
    });
    // Entered by hand with another e-mail: the phone still says who it is.
    const created = (
      await call('POST', '/api/customers', {
        ...HARRIET,
        registration: undefined,
        email: 'harriet@elsewhere.example',
        phone: '+44 7700 900789',
      })
    ).json();
    expect((await call('GET', `/api/documents/${document.id}/customer`)).json().match).toEqual({
      id: created.id,
      name: 'Harriet Cole',
      email: 'harriet@elsewhere.example',
      by: 'phone',
    });
    const rival = await registerDealer(t.app);
    const theirs = await apiCall(t.app, 'GET', `/api/documents/${document.id}/customer`, {
      cookie: rival.cookie,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
