// Who signs where when a form names the signer's part and person, and when the dealer buys: each case a
// made-up layout written from a convention of UK dealer paperwork (decision 0112).
import { describe, expect, it } from 'vitest';
import { hRule, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { isDealerRoleLabel, isRoleOnlyLabel } from './signature-labels.ts';
import { BUSINESS, FROM_CONTEXT, NAMED, signerOfLabel } from './signer-of-label.ts';

const near = (actual: Box | undefined, expected: Box) =>
  expect(actual && intersectionOverUnion(actual, expected)).toBeGreaterThan(0.7);
const owners = (fields: { label: string; signer?: string }[]) =>
  fields.map((f) => [f.label, f.signer ?? 'customer']);

describe("a role with the signer's own name in brackets", () => {
  it.each([
    ['Keeper 1 (Elin Pascoe)', 'customer'],
    ['Keeper 2 (Tomos Pascoe)', 'customer2'],
    ['Buyer (Mrs A Example)', 'customer'],
  ])('"%s" is %s\'s place', (label, slot) => {
    expect(isRoleOnlyLabel(label)).toBe(true);
    expect(signerOfLabel(label)?.slot).toBe(slot);
  });

  it('not a business in the brackets', () => {
    expect(isRoleOnlyLabel('Buyer (Example Motors Ltd)')).toBe(false);
  });

  it('a label naming several customers heads their block: as one place, unsure', () => {
    expect(signerOfLabel('Signed by the keepers')).toEqual({ slot: 'customer', confidence: BUSINESS });
    expect(signerOfLabel('Signature of Hirer')).toEqual({ slot: 'customer', confidence: NAMED });
  });

  it('"For <business> (its part)" is a dealer\'s role label', () => {
    expect(isDealerRoleLabel('For Example Valley Motors Ltd (Vehicle Buyer)')).toBe(true);
    expect(signerOfLabel('For Example Valley Motors Ltd (Vehicle Buyer)')?.slot).toBe('dealer');
  });
});

describe('findSignatureFields: captions under dotted lines', () => {
  it('a heading over the block is no place; each caption names the line over it, its date the dots over "Date"', () => {
    const dots = '.'.repeat(25);
    const lines = linesOf(
      run('Signed by the keepers', 62, 330),
      run(dots, 62, 300),
      run('.'.repeat(12), 238, 300),
      run('Keeper 1 (Elin Pascoe)', 62, 288),
      run('Date', 283, 288),
      run(dots, 62, 243),
      run('.'.repeat(12), 238, 243),
      run('Keeper 2 (Tomos Pascoe)', 62, 231),
      run('Date', 296, 231),
    );
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(owners(fields)).toEqual([
      ['Keeper 1 (Elin Pascoe)', 'customer'],
      ['Keeper 2 (Tomos Pascoe)', 'customer2'],
    ]);
    near(fields[0]?.dateBox, { x: 238, y: 298, width: 60, height: 30 });
    near(fields[1]?.dateBox, { x: 238, y: 241, width: 60, height: 30 });
  });
});

describe('findSignatureFields: the dealer buys', () => {
  it('"Seller" and "Buyer" beside rules, "for <business>" under the buyer\'s: the seller is the customer', () => {
    const lines = linesOf(
      run('Seller', 40, 360),
      run('Date', 310, 360),
      run('Buyer', 40, 316),
      run('for Example Car Buyers (A Person, Vehicle Buyer)', 90, 300),
    );
    const horizontalRules = [hRule(90, 300, 357), hRule(350, 450, 357), hRule(90, 300, 313)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(owners(fields)).toEqual([
      ['Seller', 'customer'],
      ['Buyer', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 90, y: 357, width: 210, height: 30 });
  });

  it('sure of the parts only when a person is named as the seller; a "we buy cars" line alone may be an advert', () => {
    const block = [run('Seller', 40, 360), run('Buyer', 40, 316)];
    const horizontalRules = [hRule(90, 300, 357), hRule(90, 300, 313)];
    const named = findSignatureFields({
      pages: [
        page(
          1,
          linesOf(run('Seller   Ms Ananya EXAMPLE', 40, 700), run('We buy your car', 40, 680), ...block),
          { horizontalRules },
        ),
      ],
    });
    expect(named.map((f) => f.signerConfidence)).toEqual([FROM_CONTEXT, FROM_CONTEXT]);
    const advert = findSignatureFields({
      pages: [page(1, linesOf(run('We buy your car', 40, 680), ...block), { horizontalRules })],
    });
    expect(advert.map((f) => f.signerConfidence)).toEqual([BUSINESS, BUSINESS]);
  });

  it('a self-billed invoice is the dealer buying', () => {
    const lines = linesOf(
      run('VEHICLE PURCHASE INVOICE (SELF-BILLED)', 40, 700, 14),
      run('Seller', 40, 360),
      run('Buyer', 40, 316),
    );
    const horizontalRules = [hRule(90, 300, 357), hRule(90, 300, 313)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(owners(fields)).toEqual([
      ['Seller', 'customer'],
      ['Buyer', 'dealer'],
    ]);
  });

  it('in a sale the bare "Buyer" is still the customer', () => {
    const lines = linesOf(run('Buyer', 40, 316));
    const fields = findSignatureFields({
      pages: [page(1, lines, { horizontalRules: [hRule(90, 300, 313)] })],
    });
    expect(owners(fields)).toEqual([['Buyer', 'customer']]);
  });
});
