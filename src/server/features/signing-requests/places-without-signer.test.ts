// Every place has its signer: a request whose documents have a place for a person it does not have (a
// "Joint hirer" box sent to one customer) is refused with 409 naming the place, on every send path, until the
// dealer adds the signer or marks the place "not signed". A one-customer request signs the customer's places
// alone. The dealership's own places (the creditor's box) never stop a send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { placesOf } from '../../../shared/documents/signers.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { JOINT_HP_WITH_CREDITOR, jointHirePurchase } from '../../test/joint-hire-purchase.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { refuseUnplacedSignatures } from './signature-places.ts';

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let set: Awaited<ReturnType<typeof jointHirePurchase>>;

beforeAll(async () => {
  t = await buildTestApp();
  scenario = signingScenario(t, await registerDealer(t.app));
  set = await jointHirePurchase(scenario, JOINT_HP_WITH_CREDITOR, 'orphan');
});
afterAll(async () => {
  await t?.close();
});

const JOINT_HIRER_MESSAGE =
  'Joint hirer\'s place on page 4 of "Hire-purchase agreement" has no signer: add a second signer or mark the place as not signed';

describe('a place for a signer the request does not have', () => {
  it('refuses a one-customer request (Create Request, Resend and the API) with 409 naming the place', async () => {
    const res = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: set.aisha,
      documentIds: [set.documentId],
      mismatchConfirmed: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JOINT_HIRER_MESSAGE);
    expect(res.json().code).toBe('PLACE_WITHOUT_SIGNER');
  });

  it('refuses several signers without the second hirer, whose place would stay empty', async () => {
    const res = await scenario.dealerCall('POST', '/api/signing-requests', {
      signers: [{ customerId: set.aisha, role: 'customer' }, { role: 'dealer' }],
      documentIds: [set.documentId],
      mismatchConfirmed: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JOINT_HIRER_MESSAGE);
  });

  it('refuses it for bulk send too: the one check every send path makes', () => {
    const document = {
      title: 'Hire-purchase agreement',
      signatureFields: structuredClone(JOINT_HP_WITH_CREDITOR),
    };
    expect(() => refuseUnplacedSignatures([document as never], { oneCustomer: true })).toThrow(
      JOINT_HIRER_MESSAGE,
    );
    const guarantor = {
      title: 'Guarantee',
      signatureFields: [
        { page: 1, label: 'Signature of Debtor', box: { x: 1, y: 1, width: 80, height: 20 } },
        {
          page: 2,
          label: 'Guarantor',
          box: { x: 1, y: 1, width: 80, height: 20 },
          signer: 'guarantor' as const,
        },
      ],
    };
    expect(() => refuseUnplacedSignatures([guarantor], { oneCustomer: true })).toThrow(
      'Guarantor\'s place on page 2 of "Guarantee" has no signer: add the guarantor as a signer or mark the place as not signed',
    );
  });

  it('sends once the dealer marks the place "not signed", and the customer signs their own place alone', async () => {
    const fields = JOINT_HP_WITH_CREDITOR.map((f) =>
      f.signer === 'customer2' ? { ...f, notSigned: true } : f,
    );
    const saved = await scenario.dealerCall('PUT', `/api/documents/${set.documentId}`, {
      title: 'Hire-purchase agreement',
      documentType: 'finance_agreement',
      signatureRequired: true,
      extractedData: {
        customerName: 'Aisha Rahman',
        vehicleRegistration: 'BF21KHW',
        signatureFields: fields,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().extractedData.signatureFields[2].notSigned).toBe(true);
    const res = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: set.aisha,
      documentIds: [set.documentId],
      mismatchConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    // The one customer signs the debtor's box: not the joint hirer's, not the creditor's.
    expect(placesOf(fields as SignatureField[], 'customer', true).map((f) => f.label)).toEqual([
      'Signature of Debtor',
    ]);
  });

  it('lets a one-customer request sign only the first customer’s places, never a second hirer’s', () => {
    const fields = [
      { label: 'Hirer', signer: 'customer' as const },
      { label: 'Hirer 2', signer: 'customer2' as const },
      { label: 'Creditor', signer: 'dealer' as const },
      { label: 'Signature' },
    ];
    expect(placesOf(fields, 'customer', true).map((f) => f.label)).toEqual(['Hirer', 'Signature']);
  });
});
