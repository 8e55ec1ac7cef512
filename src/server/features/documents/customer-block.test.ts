// "Create customer from this document" takes the customer's details from the customer's own block: never
// the creditor's, the dealer's or the Financial Ombudsman Service's. Agreements printed by Chromium
// (scripts/print-browser-fixtures.ts), uploaded as a dealer uploads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';

const dir = path.join(import.meta.dirname, '../../test/documents/browser-printed');

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function detailsOf(file: string) {
  const uploaded = await uploadDocument(t.app, dealer.cookie, file, readFileSync(path.join(dir, file)));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().document.id;
  const res = await apiCall(t.app, 'GET', `/api/documents/${id}/customer`, { cookie: dealer.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().details;
}

describe('Create customer from this document', () => {
  it('reads the hirer’s block of an agreement printing creditor, dealer, hirer and ombudsman', async () => {
    expect(await detailsOf('hire-purchase-four-parties.pdf')).toMatchObject({
      name: 'Aisha Rahman',
      address: '27 Orchard Close, Kings Heath, Birmingham',
      postcode: 'B14 7QT',
      phone: '07700 900123',
      email: 'aisha.rahman@example.com',
    });
  });

  it('reads the customer’s column when the parties sit side by side, labelled alike', async () => {
    const details = await detailsOf('conditional-sale-side-by-side.pdf');
    expect(details).toMatchObject({
      address: '5 Beech Grove, Sale',
      postcode: 'M33 6RT',
      phone: '07700 900555',
      email: 'd.okonjo@example.com',
    });
    // Nothing of the creditor's, the dealer's or the ombudsman's.
    expect(JSON.stringify(details)).not.toMatch(/LS1 4AB|HU5 2TT|E14 9SR|northway|woldsroad|ombudsman/i);
  });
});
