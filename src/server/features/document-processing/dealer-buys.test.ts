// Whether a document is the dealer buying the customer's car, from how such agreements name their parties.
// The layouts are made up from how UK part-exchange and vehicle-purchase agreements print them.
import { describe, expect, it } from 'vitest';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { dealerBuys } from './label-context.ts';
import { findSignatureFields } from './signature-fields.ts';

describe('the dealer buys', () => {
  it('when the dealer says "we" agree to buy from the seller, in however long a sentence', () => {
    const text = `
# Agreement to purchase a vehicle in part exchange
Example Motor House ("we") agree to buy from Mrs Lucy Example of 6 Example Road, Exampleton EX1 1AA ("the seller") the vehicle below.
Signature of seller   ______________________________
`;
    expect(dealerBuys(layoutFromText(text))).toBe(true);
    expect(
      dealerBuys(layoutFromText('The customer agrees to buy from Example Motors the vehicle below.')),
    ).toBe(false);
  });
  it('when the agreement defines a business as "the Buyer"', () => {
    const text = `
# PART EXCHANGE VEHICLE PURCHASE AGREEMENT
This agreement records the purchase by Example Motor Group ("the Buyer") of the vehicle described below
Seller                  Lucy Example
Registration            AB12 CDE

Seller's signature:   ______________________________   Date: __________

For the Buyer:        ______________________________
`;
    expect(dealerBuys(layoutFromText(text))).toBe(true);
    const [seller, buyer] = findSignatureFields({ pages: layoutFromText(text) });
    expect(seller?.label).toBe("Seller's signature");
    expect(seller?.signer ?? 'customer').toBe('customer');
    // Someone signs for the buyer, the dealer.
    expect(buyer?.label).toBe('For the Buyer');
    expect(buyer?.signer).toBe('dealer');
  });

  it('not when the customer is defined as the buyer, nor on a sale by a business', () => {
    expect(
      dealerBuys(layoutFromText('The customer, Lucy Example ("the Buyer"), agrees to buy the vehicle')),
    ).toBe(false);
    expect(dealerBuys(layoutFromText('Example Motors Ltd ("the Seller") sells the vehicle to you'))).toBe(
      false,
    );
  });
});
