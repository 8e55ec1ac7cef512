import { describe, expect, it } from 'vitest';
import { signerOfSlot, signersNeeded } from './signers.ts';
import { signingRequestSchema } from './signing-request.types.ts';

describe('signerOfSlot', () => {
  it('reads a slot as a role and a number', () => {
    expect(signerOfSlot('customer')).toEqual({ role: 'customer', slot: 1 });
    expect(signerOfSlot('customer3')).toEqual({ role: 'customer', slot: 3 });
    expect(signerOfSlot('guarantor')).toEqual({ role: 'guarantor', slot: 1 });
    expect(signerOfSlot('dealer')).toEqual({ role: 'dealer', slot: 1 });
  });
});

describe('signersNeeded: what Create Request proposes', () => {
  it('nothing for documents with the first customer’s places alone', () => {
    expect(
      signersNeeded([
        { signatureFields: [{ label: 'Customer signature' }, { label: 'Signature', signer: 'customer' }] },
        {},
      ]),
    ).toEqual([]);
  });

  it('each other signer once, in slot order, with the first label found for them', () => {
    expect(
      signersNeeded([
        {
          signatureFields: [
            { label: 'Signature on behalf of the Creditor', signer: 'dealer' },
            { label: 'Signature of Hirer 2', signer: 'customer2' },
          ],
        },
        {
          signatureFields: [
            { label: 'Guarantor signature', signer: 'guarantor' },
            { label: 'Salesperson signature', signer: 'dealer' },
          ],
        },
      ]),
    ).toEqual([
      { slot: 'customer2', label: 'Signature of Hirer 2' },
      { slot: 'guarantor', label: 'Guarantor signature' },
      { slot: 'dealer', label: 'Signature on behalf of the Creditor' },
    ]);
  });
});

describe('a request’s signers and its customer', () => {
  const body = (extra: object) => ({ documentIds: ['d1'], ...extra });
  const signers = [
    { role: 'dealer', memberId: 'm1' },
    { role: 'customer', customerId: 'aisha' },
    { role: 'customer', customerId: 'ben' },
  ];

  it('takes the first customer signer as the request’s customer, named or left out', () => {
    expect(signingRequestSchema.parse(body({ signers })).customerId).toBe('aisha');
    expect(signingRequestSchema.parse(body({ signers, customerId: 'aisha' })).customerId).toBe('aisha');
  });

  it('refuses a customer who is not the first customer signer, by name', () => {
    const refused = signingRequestSchema.safeParse(body({ signers, customerId: 'ben' }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['customerId'],
        message: 'customerId is the first customer among the signers: leave it out, or name that customer',
      }),
    ]);
    expect(signingRequestSchema.safeParse(body({ signers, customerId: 'carl' })).success).toBe(false);
  });
});
