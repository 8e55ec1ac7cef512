// The customer is a party, not a string: a document belongs to the customer it names, by name first. Two
// customers sharing a registration (a household's car, a car sold on) never share each other's paperwork:
// sending one's document to the other needs the dealer's explicit confirmation, on the API as on the screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPdf, SAMPLE_CUSTOMER } from '../../test/agreement-pdf.ts';
import { buildTestApp, registerDealer, type TestApp, uploadDocument } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
let omar: string;

beforeAll(async () => {
  t = await buildTestApp();
  const dealer = await registerDealer(t.app);
  scenario = signingScenario(t, dealer);
  // Olivia's agreement for YK19 BNF; Omar drives the same car (a household's car), with his own e-mail.
  const pdf = await agreementPdf({ title: 'Vehicle Sales Agreement', customer: SAMPLE_CUSTOMER });
  const uploaded = await uploadDocument(t.app, dealer.cookie, 'olivia.pdf', pdf);
  expect(uploaded.statusCode).toBe(201);
  documentId = uploaded.json().document.id;
  expect(uploaded.json().document.extractedData.vehicleRegistration).toBe('YK19BNF');
  await scenario.dealerCall('POST', '/api/customers', {
    name: SAMPLE_CUSTOMER.name,
    email: 'olivia.shared@example.co.uk',
    phone: '07700 900456',
    postcode: 'LS6 2AB',
    vehicleRegistration: 'YK19 BNF',
  });
  const created = await scenario.dealerCall('POST', '/api/customers', {
    name: 'Omar Haddad',
    email: 'omar.shared@example.co.uk',
    phone: '07700 900789',
    postcode: 'LS6 2AB',
    vehicleRegistration: 'YK19 BNF',
  });
  expect(created.statusCode, created.body).toBe(201);
  omar = created.json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('a document naming another customer with the same registration', () => {
  it('is refused (409, in plain words) when sent without the dealer confirming it', async () => {
    const res = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: omar,
      documentIds: [documentId],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CUSTOMER_MISMATCH');
    expect(res.json().message).toBe(
      '“Vehicle Sales Agreement” names Olivia Bennett (YK19BNF), not Omar Haddad. Check you have the right customer, or confirm that this is intended.',
    );
  });

  it('goes once the dealer confirms it', async () => {
    const res = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: omar,
      documentIds: [documentId],
      mismatchConfirmed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
