import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../../shared/documents/document.schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let dealer: { cookie: string };
let document: DocumentDetail;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  const id = await signingScenario(t, dealer).uploadFixture('HP-agreement-AMF-448120.pdf');
  document = (await apiCall(t.app, 'GET', `/api/documents/${id}`, { cookie: dealer.cookie })).json();
});
afterAll(() => t.close());

type Box = { x: number; y: number; width: number; height: number };
const save = (fields: { page: number; label: string; box?: Box; dateBox?: Box }[]) =>
  apiCall(t.app, 'PUT', `/api/documents/${document.id}`, {
    cookie: dealer.cookie,
    payload: {
      title: document.title,
      documentType: document.documentType,
      signatureRequired: true,
      extractedData: {
        customerName: document.extractedData.customerName,
        vehicleRegistration: document.extractedData.vehicleRegistration,
        signatureFields: fields,
      },
    },
  });

describe('saving where the customer signs (A4 pages: 595 × 842 points)', () => {
  it('keeps a moved box and its date box exactly where the dealer put them', async () => {
    const moved = {
      page: 2,
      label: 'Signature of Debtor',
      box: { x: 300, y: 120.5, width: 180, height: 50 },
    };
    const dateBox = { x: 490, y: 120.5, width: 90, height: 30 };
    const res = await save([
      { ...moved, dateBox },
      { page: 4, label: 'Drawn here', box: { x: 0, y: 0, width: 595, height: 60 } },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const fields = (res.json() as DocumentDetail).extractedData.signatureFields;
    expect(fields[0]).toEqual({ ...moved, dateBox });
    expect(fields[1]!.box).toEqual({ x: 0, y: 0, width: 595, height: 60 });
    const reread = (
      await apiCall(t.app, 'GET', `/api/documents/${document.id}`, { cookie: dealer.cookie })
    ).json();
    expect(reread.extractedData.signatureFields[0].box).toEqual(moved.box);
  });

  it.each([
    ['off the right edge', { x: 500, y: 100, width: 200, height: 50 }, /beyond page 2 \(595 × 842 points\)/],
    ['off the top', { x: 50, y: 820, width: 200, height: 50 }, /beyond page 2/],
  ])('refuses a box %s with 400 naming the field', async (_, box, message) => {
    const res = await save([{ page: 2, label: 'Signature of Debtor', box }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().message).toContain('"Signature of Debtor"');
    expect(res.json().issues[0].path).toBe('extractedData.signatureFields.0.box');
  });

  it('refuses a date box off the page', async () => {
    const res = await save([
      {
        page: 2,
        label: 'Signature of Debtor',
        box: { x: 50, y: 100, width: 200, height: 50 },
        dateBox: { x: 560, y: 100, width: 90, height: 30 },
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/date box of "Signature of Debtor" goes beyond page 2/);
  });

  it.each([
    ['a zero width', { x: 50, y: 100, width: 0, height: 50 }],
    ['a negative height', { x: 50, y: 100, width: 100, height: -5 }],
    ['a negative x', { x: -10, y: 100, width: 100, height: 50 }],
    ['a negative y', { x: 10, y: -1, width: 100, height: 50 }],
  ])('refuses %s with 400', async (_, box) => {
    const res = await save([{ page: 2, label: 'Signature of Debtor', box }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });

  it('leaves the stored fields as they were after a refused save', async () => {
    await save([{ page: 2, label: 'Signature of Debtor', box: { x: 900, y: 100, width: 200, height: 50 } }]);
    const reread = (
      await apiCall(t.app, 'GET', `/api/documents/${document.id}`, { cookie: dealer.cookie })
    ).json();
    expect(reread.extractedData.signatureFields[0].box.x).toBe(300);
  });
});
