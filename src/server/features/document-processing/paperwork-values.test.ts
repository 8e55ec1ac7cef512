// Values and types as other lenders' and dealers' forms print them: two people joined with no titles, a
// name ended by a field separator, a model name shaped like a plate, an appraisal's and an insurance
// proposal's title, the customer selling to the dealer in the first person (decision 0112).
import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers } from './customer-name.ts';
import { matchType } from './document-type.ts';
import { findSignatureFields } from './signature-fields.ts';
import { extractVehicleRegistration } from './vehicle-registration.ts';

describe('customers', () => {
  it('two full names joined by "&" with no titles are two people', () => {
    const read = extractCustomers(layoutFromText('Customer: Aleksander Example & Marta Example'));
    expect(read.customerName).toBe('Aleksander Example');
    expect(read.otherCustomers).toEqual(['Marta Example']);
  });

  it('a Mac surname printed only in capitals is cased by a guess: the dealer confirms it', () => {
    const guessed = extractCustomers(layoutFromText('Customer name:   Mr Angus MACLENNAN'));
    expect(guessed.customerName).toBe('Angus Maclennan');
    expect(guessed.confidence).toBeLessThan(0.6);
    const printed = extractCustomers(
      layoutFromText('Customer name:   Mr Angus MACLENNAN\nName under signature: Angus MacLennan'),
    );
    expect(printed.customerName).toBe('Angus MacLennan');
  });

  it('a dot between fields ends the name, so brackets after it are read', () => {
    const read = extractCustomers(
      layoutFromText('Prepared for: Ms H K EXAMPLE (Harpreet Kaur Example) · Quotation Q-2025-118'),
    );
    expect(read.customerName).toBe('Harpreet Example');
  });
});

describe('registration', () => {
  it('a prefix-shaped model name with the model going on after it is not the plate', () => {
    expect(
      extractVehicleRegistration(
        layoutFromText('Our ref: X/1 · Vehicle: Mercedes-Benz A180 AMG Line, GK69 DWL'),
      ),
    ).toBe('GK69DWL');
    expect(extractVehicleRegistration(layoutFromText('Registration:   A123 BCD'))).toBe('A123BCD');
  });
});

describe('document type', () => {
  it("the dealer's appraisal of a car is the part-exchange note; an insurance proposal is insurance", () => {
    expect(matchType('VEHICLE APPRAISAL AND PURCHASE FROM CUSTOMER')).toBe('trade_in');
    expect(matchType('Return to Invoice GAP Insurance — Proposal and Statement of Fact')).toBe('insurance');
    expect(matchType('Tyre and Alloy Insurance — Policy Schedule and Statement of Demands and Needs')).toBe(
      'insurance',
    );
    expect(matchType('GAP Insurance — Statement of Demands and Needs: product declined')).toBe(
      'insurance_waiver',
    );
  });
});

describe('the customer sells to the dealer', () => {
  it('"I sell it to <dealer>" makes the seller\'s signature the customer\'s', () => {
    const lines = linesOf(
      run('I sell it to Example Motor Group Ltd for the offer shown.', 40, 420),
      run("Seller's signature", 40, 380),
    );
    const fields = findSignatureFields({
      pages: [page(1, lines, { horizontalRules: [hRule(140, 300, 378)] })],
    });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ["Seller's signature", 'customer'],
    ]);
  });
});
