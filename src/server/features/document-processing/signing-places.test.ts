// Signing places as forms print them, beyond the block conventions of signing-block.test.ts: each case is a
// made-up layout written from a convention of UK dealer and lender paperwork (decision 0117).
import { describe, expect, it } from 'vitest';
import { hRule, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { assignTwinPlaces } from './joint-places.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { cleanLabel, isDealerRoleLabel } from './signature-labels.ts';
import { signerOfLabel } from './signer-of-label.ts';
import { groupIntoLines } from './text-lines.ts';

const near = (actual: Box | undefined, expected: Box) =>
  expect(actual && intersectionOverUnion(actual, expected)).toBeGreaterThan(0.6);

describe('dates printed under rules', () => {
  it('"Date" under a rule of its own, below the signature\'s caption, is that place\'s date', () => {
    const lines = linesOf(
      run('Signature of Borrower 1', 50, 447, 8),
      run('Signature of Borrower 2', 290, 447, 8),
      run('Date', 50, 413, 8),
      run('Date', 290, 413, 8),
    );
    const horizontalRules = [
      hRule(50, 250, 458),
      hRule(290, 490, 458),
      hRule(50, 150, 424),
      hRule(290, 390, 424),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => f.label)).toEqual(['Signature of Borrower 1', 'Signature of Borrower 2']);
    near(fields[0]?.box, { x: 50, y: 458, width: 200, height: 30 });
    near(fields[0]?.dateBox, { x: 50, y: 424, width: 100, height: 18 });
    near(fields[1]?.dateBox, { x: 290, y: 424, width: 100, height: 18 });
  });

  it('a "Date" further down the page, past the next place\'s caption, is not this place\'s', () => {
    const lines = linesOf(run('Signature of Borrower', 50, 447, 8), run('Date', 50, 380, 8));
    const horizontalRules = [hRule(50, 250, 458), hRule(50, 150, 391)];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(field?.dateBox).toBeUndefined();
  });
});

describe('leaders set dot by dot', () => {
  // TeX's \dotfill and a dotted tab leader: each dot a piece of its own, a space's width apart.
  const dots = (x: number, y: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      text: '.',
      x: x + i * 4.4,
      y,
      width: 2.5,
      fontSize: 10,
      bold: false,
    }));
  const words = (text: string, x: number, y: number, width: number) => ({
    text,
    x,
    y,
    width,
    fontSize: 9,
    bold: false,
  });

  it('are one blank, and the captions under them name their places', () => {
    const lines = groupIntoLines([
      ...dots(59, 590, 50),
      ...dots(319, 590, 50),
      words('Signed by the buyer', 57, 576, 72),
      words('For Ffordd Las Trade Centre', 317, 576, 103),
      ...dots(58, 550, 25),
      words('Date', 57, 536, 17),
    ]);
    expect(lines[0]?.runs).toHaveLength(2);
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Signed by the buyer', 'customer'],
      ['For Ffordd Las Trade Centre', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 59, y: 590, width: 217, height: 30 });
    near(fields[0]?.dateBox, { x: 58, y: 550, width: 108, height: 20 });
  });
});

describe('joint customers named in brackets', () => {
  it("the same role for two people named after it is two customers' places, the second the second customer's", () => {
    const lines = linesOf(
      run('Customer (Chidi Eze)', 50, 484, 8),
      run('Customer (Naledi Dube)', 300, 484, 8),
    );
    const horizontalRules = [hRule(50, 260, 495), hRule(300, 510, 495)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    const assigned = assignTwinPlaces(fields, true);
    expect(assigned.map((f) => f.signer ?? 'customer')).toEqual(['customer', 'customer2']);
    expect(assigned[1]?.signerConfidence).toBe(0.75);
    // No second buyer named in the document: both stay the first customer's, and the editor asks.
    expect(assignTwinPlaces(fields, false).map((f) => f.signer ?? 'customer')).toEqual([
      'customer',
      'customer',
    ]);
  });
});

describe("the dealer's staff named, then titled", () => {
  it.each([
    'Rhodri Llewellyn, Business Manager',
    'A. Patel (Sales Executive)',
    'Mrs Joan Ferris, Sales Manager',
  ])('"%s" is a dealer\'s place under a rule', (label) => {
    expect(isDealerRoleLabel(label)).toBe(true);
  });

  it.each(['Customer (Chidi Eze)', 'Vale Motors Ltd, Sales Manager', 'the buyer, sales manager'])(
    'not "%s"',
    (label) => expect(isDealerRoleLabel(label)).toBe(false),
  );

  it("a letter's sign-off over the customer's acknowledgement: both places", () => {
    const lines = linesOf(
      run('Rhodri Llewellyn, Business Manager', 50, 518, 8),
      run('Customer acknowledgement', 50, 462, 8),
    );
    const horizontalRules = [hRule(50, 230, 529), hRule(50, 230, 473)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Rhodri Llewellyn, Business Manager', 'dealer'],
      ['Customer acknowledgement', 'customer'],
    ]);
  });
});

describe('labels printed over their rules', () => {
  it("the dealer's caption just under the customer's rule names the rule under it, not the customer's", () => {
    const lines = linesOf(
      run("Warranty holder's signature", 50, 573, 8.5),
      run('Date', 300, 573, 8.5),
      run('For Castlegate Classics & Prestige', 50, 523, 8.5),
    );
    const horizontalRules = [hRule(50, 270, 543), hRule(300, 400, 543), hRule(50, 270, 493)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ["Warranty holder's signature", 'customer'],
      ['For Castlegate Classics & Prestige', 'dealer'],
    ]);
    near(fields[1]?.box, { x: 50, y: 493, width: 220, height: 26 });
  });

  it('captions under their rules keep the rule over them', () => {
    const lines = linesOf(
      run('Customer signature', 50, 532, 8.5),
      run('For Castlegate Motors', 50, 482, 8.5),
    );
    const horizontalRules = [hRule(50, 270, 543), hRule(50, 270, 493)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    near(fields[0]?.box, { x: 50, y: 543, width: 220, height: 30 });
    near(fields[1]?.box, { x: 50, y: 493, width: 220, height: 30 });
  });
});

describe("a word broken by a hyphen at the end of a cell's line", () => {
  it("is read whole, so a lender's name is the creditor's box, nobody's", () => {
    expect(cleanLabel('Signed for Teesdale Fi- nance Ltd')).toBe('Signed for Teesdale Finance Ltd');
    expect(signerOfLabel('Signed for Teesdale Fi- nance Ltd')).toBeNull();
    expect(cleanLabel('Part-exchange - Seller')).toBe('Part-exchange - Seller');
  });
});

describe('signing rows of a table', () => {
  // "Seller | [      ] | Date | [    ]" over "Appraiser | [      ]": rows tall enough to sign in.
  const table = (rowHeight: number, seller: string, appraiser: string) => {
    const top = 500;
    const lines = linesOf(
      run('Part Exchange Appraisal / Purchase from Customer', 50, 740, 15),
      run('Seller', 54, 720, 8.5),
      run('Mr Siddharth Venkataraman', 204, 720, 8.5),
      run(seller, 54, top - rowHeight + 8, 8.5),
      run('Date', 394, top - rowHeight + 8, 8.5),
      run(appraiser, 54, top - 2 * rowHeight + 8, 8.5),
    );
    const ys = [top, top - rowHeight, top - 2 * rowHeight];
    const horizontalRules = ys.flatMap((y) => [hRule(50, 190, y), hRule(190, 390, y), hRule(390, 545, y)]);
    const verticalRules = [50, 190, 390, 545].flatMap((x) => [
      vRule(x, ys[1]!, ys[0]!),
      vRule(x, ys[2]!, ys[1]!),
    ]);
    verticalRules.push(vRule(440, ys[1]!, ys[0]!));
    return page(1, lines, { horizontalRules, verticalRules });
  };

  it("on the dealer's purchase from the customer: the seller's row is the customer's, the appraiser's the dealer's", () => {
    const fields = findSignatureFields({ pages: [table(30, 'Seller', 'Appraiser')] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Seller', 'customer'],
      ['Appraiser', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 192, y: 472, width: 196, height: 26 });
    near(fields[0]?.dateBox, { x: 442, y: 472, width: 101, height: 26 });
    expect(fields[1]?.signerConfidence).toBeLessThan(0.6);
  });

  it('rows a line of text high are values to fill in, not places to sign', () => {
    expect(findSignatureFields({ pages: [table(16, 'Seller', 'Appraiser')] })).toEqual([]);
  });
});

describe('joint keepers selling to the dealer', () => {
  it('a purchase of a vehicle from a private seller, signed by the first and the second seller on dots', () => {
    const lines = linesOf(
      run('Purchase of a Vehicle from a Private Seller', 57, 732, 14),
      run('Signed (first seller)', 57, 593, 11),
      run('.'.repeat(60), 152, 593, 11),
      run('Signed (second seller)', 57, 563, 11),
      run('.'.repeat(60), 169, 563, 11),
      run('For Wrexham Road Motor Traders', 57, 501, 11),
      run('.'.repeat(60), 225, 501, 11),
    );
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Signed (first seller)', 'customer'],
      ['Signed (second seller)', 'customer2'],
      ['For Wrexham Road Motor Traders', 'dealer'],
    ]);
  });
});

describe("the dealer's part named first, then the business", () => {
  it('"Seller (for <business>)" beside a rule on a sale is the dealer\'s place', () => {
    const lines = linesOf(
      run("Buyer's signature", 97, 396, 8),
      run('Seller (for Blackwater Trade Cars)', 97, 359, 8),
    );
    const horizontalRules = [hRule(171, 296, 395), hRule(239, 348, 358)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ["Buyer's signature", 'customer'],
      ['Seller (for Blackwater Trade Cars)', 'dealer'],
    ]);
    expect(fields[1]?.signerConfidence).toBeLessThan(0.6);
  });

  it('not when the dealer buys: a seller for a business is then a trade seller, none of ours', () => {
    const lines = linesOf(
      run('Purchase from customer', 97, 700, 14),
      run('Seller (for Blackwater Trade Cars)', 97, 359, 8),
    );
    const horizontalRules = [hRule(239, 348, 358)];
    expect(findSignatureFields({ pages: [page(1, lines, { horizontalRules })] })).toEqual([]);
  });
});

describe('a signing line drawn the width of the block', () => {
  it('starting where the caption under it starts, with room over it, is the place', () => {
    const lines = linesOf(
      run("Purchaser's signature", 50, 526, 8),
      run('For Ardmore Vehicle Sales', 50, 398, 8),
    );
    const horizontalRules = [hRule(50, 359, 536), hRule(50, 533, 408)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ["Purchaser's signature", 'customer'],
      ['For Ardmore Vehicle Sales', 'dealer'],
    ]);
    near(fields[1]?.box, { x: 50, y: 408, width: 483, height: 30 });
  });

  it("a section's border with the text of the section before it just over it is not", () => {
    const lines = linesOf(
      run("Purchaser's signature", 50, 526, 8),
      run('The vehicle is sold as seen and the buyer has inspected it before buying.', 50, 414, 8),
      run('For Ardmore Vehicle Sales', 50, 398, 8),
    );
    const horizontalRules = [hRule(50, 359, 536), hRule(50, 533, 408)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => f.label)).toEqual(["Purchaser's signature"]);
  });
});

describe('a box drawn as its top and bottom rules alone', () => {
  it('in pieces, the label beside it at its middle height: the band between the rules is the place', () => {
    const lines = linesOf(
      run('I sell it to Mercia Motor Group Ltd for the offer shown.', 47, 419, 7.4),
      run("Seller's signature", 47, 388, 8.2),
      run('Date', 297, 388, 8.2),
      run('Appraised by (Mercia)', 47, 340, 8.2),
    );
    const band = (x1: number, x2: number, y1: number, y2: number) => [hRule(x1, x2, y1), hRule(x1, x2, y2)];
    const horizontalRules = [
      ...band(139, 227, 368, 404),
      ...band(226, 296, 368, 404),
      ...band(372, 443, 368, 404),
      ...band(139, 227, 320, 356),
      ...band(226, 296, 320, 356),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ["Seller's signature", 'customer'],
      ['Appraised by (Mercia)', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 139, y: 368, width: 157, height: 36 });
    near(fields[0]?.dateBox, { x: 372, y: 368, width: 71, height: 36 });
    near(fields[1]?.box, { x: 139, y: 320, width: 157, height: 36 });
  });
});
