// A signing block read whole: every place in it with its owner (the customer's, a second customer's, the
// dealer's staff signing for the business, nobody's), each place the inside of the box or the room over
// the rule drawn for it, and the date blank written beside or under it. Each case is a made-up layout
// written from a convention of UK dealer and lender paperwork.
import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { isDealerRoleLabel, isRoleOnlyLabel } from './signature-labels.ts';
import { BUSINESS, signerOfLabel } from './signer-of-label.ts';

const near = (actual: Box | undefined, expected: Box) =>
  expect(actual && intersectionOverUnion(actual, expected)).toBeGreaterThan(0.7);
const owners = (fields: { label: string; signer?: string }[]) =>
  fields.map((f) => [f.label, f.signer ?? 'customer']);

describe("a member of staff's title is the dealer's place", () => {
  it.each([
    'Sales consultant, for and on behalf of Larchfield Motors Ltd',
    'Supplier (for Larchfield Motors Ltd)',
    'Handed over by (for Larchfield Motors Ltd)',
    'Brand manager',
    'Service adviser',
    'Dealer representative',
    'Sold by (sales adviser)',
    'Introduced by (dealer)',
    'Accepted for Larchfield Motors (Sales Manager)',
  ])('"%s"', (label) => {
    expect(isDealerRoleLabel(label)).toBe(true);
    expect(signerOfLabel(label)?.slot).toBe('dealer');
  });

  it('an appraiser or a broker named for a motor business signs for the dealer, unsure', () => {
    expect(signerOfLabel('Appraiser, for Larchfield Cars Ltd')).toEqual({
      slot: 'dealer',
      confidence: BUSINESS,
    });
    expect(signerOfLabel('Credit broker (for Larchfield Motors Ltd)')?.slot).toBe('dealer');
    // Alone, or for a lender, they sign nothing of ours.
    expect(signerOfLabel('Appraiser')).toBeNull();
    expect(signerOfLabel('Credit broker (for Larchfield Finance plc)')).toBeNull();
  });

  it('a business signing in a part named in brackets is the business, unless it is the lender', () => {
    expect(signerOfLabel('Signed for Larchfield Car Centre (buyer)')).toEqual({
      slot: 'dealer',
      confidence: BUSINESS,
    });
    expect(signerOfLabel('Signed for Larchfield Vehicle Finance (creditor)')).toBeNull();
    expect(signerOfLabel('Signed for and on behalf of the Hirer')?.slot).toBe('customer');
  });

  it('an adviser or consultant by title alone signs for the dealer, unsure', () => {
    expect(signerOfLabel('Signed (adviser)')).toEqual({ slot: 'dealer', confidence: BUSINESS });
    expect(signerOfLabel('Consultant')).toEqual({ slot: 'dealer', confidence: BUSINESS });
    expect(signerOfLabel('Signed (policyholder)')?.slot).toBe('customer');
  });

  it('"For <a business>" under a blank is the business\'s, the dealer\'s', () => {
    expect(signerOfLabel('For Larchfield Vehicle Sales')?.slot).toBe('dealer');
  });
});

describe("the customer's role with what they do there", () => {
  it.each([
    ['Customer acceptance', 'customer'],
    ['Customer acknowledgement', 'customer'],
    ['Customer (second keeper)', 'customer2'],
    ['Hirer (joint hirer)', 'customer2'],
  ])('"%s" is %s\'s place under a rule', (label, slot) => {
    expect(isRoleOnlyLabel(label)).toBe(true);
    expect(signerOfLabel(label)?.slot).toBe(slot);
  });

  it('not a sentence that starts with the role', () => {
    expect(isRoleOnlyLabel('Customer acceptance of the vehicle is subject to inspection')).toBe(false);
  });
});

describe('findSignatureFields: a signing block', () => {
  it('role captions over empty boxes, each with the date box beside, and the business manager beside them', () => {
    const lines = linesOf(
      run('Applicant 1', 50, 480),
      run('Date', 214, 480),
      run('Applicant 2', 300, 480),
      run('Date', 462, 480),
      run('Business manager', 50, 400),
    );
    const rects = [
      { x: 50, y: 434, width: 155, height: 40 },
      { x: 214, y: 454, width: 72, height: 20 },
      { x: 300, y: 434, width: 155, height: 40 },
      { x: 462, y: 454, width: 72, height: 20 },
      { x: 50, y: 354, width: 236, height: 40 },
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(owners(fields)).toEqual([
      ['Applicant 1', 'customer'],
      ['Applicant 2', 'customer2'],
      ['Business manager', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 52, y: 436, width: 151, height: 36 });
    near(fields[1]?.dateBox, { x: 464, y: 456, width: 68, height: 16 });
  });

  it('boxes drawn as four rules under their captions: the inside of each, not a strip at the label', () => {
    const lines = linesOf(
      run("Policyholder's signature", 44, 392),
      run('Date', 277, 392),
      run('Sales executive signature', 380, 392),
    );
    const cells = [
      [43, 268],
      [275, 372],
      [378, 552],
    ] as const;
    const horizontalRules = cells.flatMap(([a, b]) => [hRule(a, b, 381), hRule(a, b, 340)]);
    const verticalRules = cells.flatMap(([a, b]) => [vRule(a, 340, 381), vRule(b, 340, 381)]);
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    expect(owners(fields)).toEqual([
      ["Policyholder's signature", 'customer'],
      ['Sales executive signature', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 45, y: 342, width: 221, height: 37 });
    near(fields[0]?.dateBox, { x: 277, y: 342, width: 93, height: 37 });
  });

  it('a box drawn as rules beside the label', () => {
    const lines = linesOf(run('Signature of account holder', 42, 280));
    const horizontalRules = [hRule(230, 450, 300), hRule(230, 340, 260), hRule(340, 450, 260)];
    const verticalRules = [vRule(230, 260, 300), vRule(450, 260, 300)];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    near(field?.box, { x: 232, y: 262, width: 216, height: 36 });
  });

  it('"Sign inside the box" printed small in the box is its caption, not a place of its own', () => {
    const lines = linesOf(run('Signature of Customer', 40, 296), run('Sign inside the box', 41, 286, 6));
    const horizontalRules = [hRule(39, 275, 293), hRule(39, 275, 244)];
    const verticalRules = [vRule(39, 244, 293), vRule(275, 244, 293)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    expect(fields.map((f) => f.label)).toEqual(['Signature of Customer']);
    near(fields[0]?.box, { x: 41, y: 246, width: 232, height: 45 });
  });

  it("captions under their rules on a framed landscape page, the third the dealer's", () => {
    const lines = linesOf(
      run('Customer', 50, 140),
      run('Customer (second keeper)', 295, 140),
      run('Brand manager', 540, 140),
      run('for Larchfield Volvo', 540, 125),
    );
    const horizontalRules = [
      hRule(22, 772, 22),
      hRule(22, 772, 424),
      hRule(50, 250, 156),
      hRule(295, 495, 156),
      hRule(540, 740, 156),
    ];
    const verticalRules = [vRule(22, 22, 424), vRule(772, 22, 424)];
    const landscape = { ...page(1, lines, { horizontalRules, verticalRules }), width: 794, height: 446 };
    const fields = findSignatureFields({ pages: [landscape] });
    expect(owners(fields)).toEqual([
      ['Customer', 'customer'],
      ['Customer (second keeper)', 'customer2'],
      ['Brand manager', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 50, y: 156, width: 200, height: 30 });
  });

  it('"Date ____" on the line under the signing rule is that place\'s date', () => {
    const lines = linesOf(
      run('Applicant signature', 40, 435),
      run('Joint applicant signature', 304, 435),
      run('Date', 40, 377),
      run('Date', 304, 377),
    );
    const horizontalRules = [
      hRule(40, 250, 401),
      hRule(304, 514, 401),
      hRule(62, 162, 377),
      hRule(326, 426, 377),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(owners(fields)).toEqual([
      ['Applicant signature', 'customer'],
      ['Joint applicant signature', 'customer2'],
    ]);
    near(fields[1]?.dateBox, { x: 326, y: 377, width: 100, height: 20 });
  });

  it('a rule starting where the label ends is its signing line', () => {
    const lines = linesOf(run('Customer signature', 40, 539), run('Signed for the dealer', 40, 499));
    const horizontalRules = [hRule(129.5, 320, 539), hRule(144.5, 335, 499)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(owners(fields)).toEqual([
      ['Customer signature', 'customer'],
      ['Signed for the dealer', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 130, y: 539, width: 190, height: 30 });
    near(fields[1]?.box, { x: 145, y: 499, width: 190, height: 30 });
  });

  it("a guarantor's label under a table row signs on the rule under it, not on the row's border", () => {
    const lines = linesOf(
      run('Guarantor', 42, 537),
      run('Mr Example Person, 1 Any Street', 238, 537),
      run('Signature of Guarantor', 40, 520),
    );
    const horizontalRules = [hRule(40, 556, 547), hRule(40, 556, 532), hRule(40, 240, 488)];
    const verticalRules = [vRule(40, 532, 547), vRule(236, 532, 547), vRule(556, 532, 547)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    expect(owners(fields)).toEqual([['Signature of Guarantor', 'guarantor']]);
    near(fields[0]?.box, { x: 40, y: 488, width: 200, height: 30 });
  });

  it('a heading over a signing table is no place; the dealer signs in the row under its caption row', () => {
    const lines = linesOf(
      run('Signatures', 50, 786, 12),
      run('Signed by the Buyer', 50, 768),
      run("Buyer's signature", 56, 752),
      run('Date', 402, 752),
      run('Signed for the Seller', 50, 681),
      run('Sales manager, for and on behalf of Larchfield Motors Ltd', 56, 665),
    );
    const horizontalRules = [
      hRule(50, 546, 761),
      hRule(50, 546, 750),
      hRule(50, 546, 705),
      hRule(50, 546, 674),
      hRule(50, 546, 663),
      hRule(50, 546, 618),
    ];
    const verticalRules = [
      vRule(50, 705, 761),
      vRule(397, 705, 761),
      vRule(546, 705, 761),
      vRule(50, 618, 674),
      vRule(546, 618, 674),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    expect(owners(fields)).toEqual([
      ["Buyer's signature", 'customer'],
      ['Sales manager, for and on behalf of Larchfield Motors Ltd', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 52, y: 707, width: 343, height: 41 });
    near(fields[1]?.box, { x: 52, y: 620, width: 492, height: 41 });
  });

  it('never a "Salesperson | name" row of a details table, whatever lies under it', () => {
    const lines = linesOf(
      run('Salesperson', 302, 668, 7.5),
      run('Ross Example', 393, 668),
      run('Vehicle', 50, 647),
    );
    const rects = [
      { x: 298, y: 663, width: 247, height: 17 },
      { x: 298, y: 616, width: 247, height: 17 },
    ];
    expect(findSignatureFields({ pages: [page(1, lines, { rects })] })).toEqual([]);
  });
});

describe('the line a caption signs or dates on', () => {
  it("captions under their lines, the date's line just after its caption at the signature's height", () => {
    // groff's way: "Signature of Hirer 1" under a line that runs on past the start of "Date", and the date's
    // line starting just after that caption, raised to the signature line's height.
    const lines = linesOf(run('Signature of Hirer 1', 57.6, 536.8), run('Date', 277.4, 536.8));
    const horizontalRules = [hRule(57.6, 288, 547.8), hRule(316.8, 432, 547.8)];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    near(field?.box, { x: 57.6, y: 547.8, width: 230.4, height: 30 });
    near(field?.dateBox, { x: 316.8, y: 547.8, width: 115.2, height: 30 });
  });

  it("labels over their boxes: the date is the box beside the signature's, not the gap over it", () => {
    const lines = linesOf(run('Signature of warranty holder', 72, 430.3), run('Date', 287.2, 430.3));
    const horizontalRules = [
      hRule(72, 288, 379.7),
      hRule(72, 288, 412.1),
      hRule(304.6, 412.6, 379.7),
      hRule(304.6, 412.6, 412.1),
    ];
    const verticalRules = [
      vRule(72, 379.7, 412.1),
      vRule(288, 379.7, 412.1),
      vRule(304.6, 379.7, 412.1),
      vRule(412.6, 379.7, 412.1),
    ];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    near(field?.box, { x: 74, y: 381.7, width: 212, height: 28.4 });
    near(field?.dateBox, { x: 304.6, y: 379.7, width: 108, height: 32.4 });
  });

  it("a dealer's caption in a caption row signs on the line drawn under it in the row below, a name under that line", () => {
    const lines = linesOf(
      run('Customer signature', 76.5, 506.4),
      run('Handed over by (sales executive)', 306, 506.4),
      run('Name: Gemma Example', 306, 458.2),
      run('Date:', 76.5, 447.2),
    );
    const horizontalRules = [
      hRule(72, 497.7, 443),
      hRule(98.2, 184.6, 447.2),
      hRule(76.5, 270.9, 469.2),
      hRule(306, 471.6, 469.2),
      hRule(72, 497.7, 502.1),
      hRule(72, 497.7, 515.2),
    ];
    const verticalRules = [vRule(72, 443, 515.2), vRule(299.3, 443, 515.2), vRule(497.7, 443, 515.2)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    const dealers = fields.filter((f) => f.signer === 'dealer');
    expect(dealers.map((f) => f.label)).toEqual(['Handed over by (sales executive)']);
    near(dealers[0]?.box, { x: 306, y: 469.2, width: 165.6, height: 30 });
  });

  it('on a part-exchange appraisal a bare "Appraiser" is the dealer\'s place, unsure', () => {
    const form = layoutFromText(`
# PART EXCHANGE APPRAISAL AND CONDITION REPORT
Prepared for   Lucy Example

Customer   ________________________________   Date ____________

Appraiser   ________________________________
`);
    const fields = findSignatureFields({ pages: form });
    expect(owners(fields)).toEqual([
      ['Customer', 'customer'],
      ['Appraiser', 'dealer'],
    ]);
    expect(fields[1]?.signerConfidence).toBeLessThan(0.6);
  });
});
