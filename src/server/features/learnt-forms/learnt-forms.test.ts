// A form is learnt once: the dealer corrects one copy through the editor's API, the next copy of the same
// form is read right at or above the editor's threshold, a changed form falls back to the generic reading,
// and an operator promotes a form to every dealership and forgets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtractedData, LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';
import {
  FIRST_DEAL,
  LENDER_BOX,
  type LenderDeal,
  lenderFormPdf,
  PARTY_A_BOX,
  SECOND_DEAL,
} from '../../test/lender-form-pdf.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let adminCookie: string;
let first: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;

const PLACES = [
  { page: 2, label: 'Executed by Party A', box: PARTY_A_BOX, signer: 'customer' },
  { page: 2, label: 'Executed for Northgate', box: LENDER_BOX, signer: 'dealer' },
];
const THIRD_DEAL: LenderDeal = {
  name: 'Aisha Rahman',
  registration: 'LN70 PQR',
  address: '3 Canal Street, Manchester M1 3HE',
  reference: 'NMF-400017',
  cashPrice: '21,400.00',
};

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, { email: 'ops@platform.test', password: 'admin password' });
  adminCookie = sessionCookie(await login(t.app, 'ops@platform.test', 'admin password'));
  first = await registerDealer(t.app, { dealershipName: 'Harrogate Car Sales Ltd' });
  other = await registerDealer(t.app, { dealershipName: 'Whitby Motors Ltd' });
});
afterAll(() => t.close());

async function upload(cookie: string, deal: LenderDeal, revised = false) {
  const res = await uploadDocument(
    t.app,
    cookie,
    `${deal.reference}.pdf`,
    await lenderFormPdf(deal, { revised }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as { id: string; extractedData: ExtractedData };
}

/** Every value right and every confidence at or above the editor's threshold: nothing for the dealer to do. */
function expectReadRight(data: ExtractedData, deal: LenderDeal) {
  expect(data.customerName).toBe(deal.name);
  expect(data.vehicleRegistration).toBe(deal.registration.replace(' ', ''));
  expect(data.documentType).toBe('finance_agreement');
  expect(data.signatureFields).toEqual(PLACES);
  for (const confidence of Object.values(data.confidence ?? {}))
    expect(confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
}

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

describe('learnt forms', () => {
  let formId = '';

  it("learns a lender's form from one correction and reads the next copy 100 % right", async () => {
    const copy = await upload(first.cookie, FIRST_DEAL);
    // The generic reading does not know this lender's labels.
    expect(copy.extractedData.customerName).toBeNull();
    expect(copy.extractedData.signatureFields).toEqual([]);
    const saved = await apiCall(t.app, 'PUT', `/api/documents/${copy.id}`, {
      cookie: first.cookie,
      payload: {
        title: 'Northgate Conditional Sale Agreement',
        documentType: 'finance_agreement',
        signatureRequired: true,
        extractedData: {
          customerName: FIRST_DEAL.name,
          vehicleRegistration: FIRST_DEAL.registration,
          signatureFields: PLACES,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const next = await upload(first.cookie, SECOND_DEAL);
    expectReadRight(next.extractedData, SECOND_DEAL);
    expect(next.extractedData.documentTypeReasons).toEqual([
      'A form learnt from your corrections: "Northgate Conditional Sale Agreement"',
    ]);

    const list = await call(first.cookie, 'GET', '/api/learnt-forms');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([
      {
        name: 'Northgate Conditional Sale Agreement',
        documentType: 'finance_agreement',
        pageCount: 2,
        reads: { customerName: true, vehicleRegistration: true },
        places: 2,
        uses: 1,
        promoted: false,
        own: true,
      },
    ]);
    formId = list.json()[0].id;
  });

  it('a changed form falls back to the generic reading, and another dealership is not read with it', async () => {
    const revised = await upload(first.cookie, THIRD_DEAL, true);
    expect(revised.extractedData.customerName).toBeNull();
    expect(revised.extractedData.signatureFields).toEqual([]);
    expect(revised.extractedData.documentTypeReasons?.join(' ')).not.toContain('learnt');

    const elsewhere = await upload(other.cookie, THIRD_DEAL);
    expect(elsewhere.extractedData.customerName).toBeNull();
    expect((await call(other.cookie, 'GET', '/api/learnt-forms')).json()).toEqual([]);
    // Not theirs to forget, and not an operator's call for a dealer.
    expect((await call(other.cookie, 'DELETE', `/api/learnt-forms/${formId}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/admin/learnt-forms')).statusCode).toBe(403);
  });

  it('an operator sees it, promotes it to every dealership, and forgets it', async () => {
    const listed = await call(adminCookie, 'GET', '/api/admin/learnt-forms?search=Harrogate');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject([
      { id: formId, dealer: { id: first.id, name: 'Harrogate Car Sales Ltd' }, uses: 1, promoted: false },
    ]);
    const bad = await call(adminCookie, 'POST', `/api/admin/learnt-forms/${formId}/promote`, {
      promoted: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    const promoted = await call(adminCookie, 'POST', `/api/admin/learnt-forms/${formId}/promote`, {
      promoted: true,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().promoted).toBe(true);

    // Another dealership's next copy is read with the promoted form.
    const promotedRead = await upload(other.cookie, { ...THIRD_DEAL, reference: 'NMF-400018' });
    expectReadRight(promotedRead.extractedData, THIRD_DEAL);
    expect((await call(other.cookie, 'GET', '/api/learnt-forms')).json()).toMatchObject([
      { id: formId, own: false, promoted: true, uses: 2 },
    ]);

    const forgotten = await call(adminCookie, 'DELETE', `/api/admin/learnt-forms/${formId}`);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect((await call(adminCookie, 'DELETE', `/api/admin/learnt-forms/${formId}`)).statusCode).toBe(404);
    const afresh = await upload(first.cookie, { ...SECOND_DEAL, reference: 'NMF-318903' });
    expect(afresh.extractedData.customerName).toBeNull();
    expect((await call(first.cookie, 'GET', '/api/learnt-forms')).json()).toEqual([]);
  });
});
