import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { fallbackSignatureField, findSignatureFields } from './signature-fields.ts';
import { isCustomerSignatureLabel, labelFromFieldName } from './signature-labels.ts';

describe('isCustomerSignatureLabel', () => {
  it.each([
    'Customer Signature:',
    'Signature of Debtor',
    "Debtor's signature",
    'Signed by the Hirer:',
    "Buyer's signature",
    'Signature(s)',
    'Signature:',
    'Sign here',
    'Signature of Joint Hirer',
    'Registered keeper signature',
  ])('"%s" is the customer\'s', (label) => expect(isCustomerSignatureLabel(label)).toBe(true));

  it.each([
    'Salesperson signature',
    'Sales Executive Signature:',
    'Signed for and on behalf of the Dealer',
    'Signature on behalf of the Creditor',
    'Authorised signature (Redfern & Doyle):',
    'Dealer witness signature:',
    "Driver's signature:",
    'Guarantor signature',
    'Date of signature',
    'Sign it only if you want to be legally bound by its terms.',
    'Finance documents signed and copy provided',
    'Print name',
    'Delivered by (signature)',
    'Handed over by - signature',
  ])('"%s" is not', (label) => expect(isCustomerSignatureLabel(label)).toBe(false));
});

const near = (actual: Box | undefined, expected: Box) =>
  expect(actual && intersectionOverUnion(actual, expected)).toBeGreaterThan(0.8);

describe('findSignatureFields: where the customer signs', () => {
  it('on a rule drawn to the right of the label', () => {
    const p = page(1, linesOf(run('Signed by the Hirer:', 44, 520)), {
      horizontalRules: [hRule(150, 370, 518)],
    });
    const [field] = findSignatureFields({ pages: [p] });
    expect(field?.label).toBe('Signed by the Hirer');
    near(field?.box, { x: 150, y: 518, width: 220, height: 30 });
  });

  it('on underscores after the label, not on the date blank', () => {
    const lines = linesOf(
      run('Customer Signature:', 46, 449),
      run('______________', 150, 449),
      run('Date:', 230, 449),
      run('_____', 262, 449),
    );
    const [field] = findSignatureFields({ pages: [page(1, lines)] });
    near(field?.box, { x: 150, y: 447, width: 70, height: 30 });
  });

  it('in an empty box under the label', () => {
    const lines = linesOf(run('Signature of Debtor', 54, 462), run('Date of signature', 364, 462));
    const rects = [
      { x: 54, y: 408, width: 300, height: 50 },
      { x: 364, y: 408, width: 177, height: 50 },
    ];
    const [field, ...rest] = findSignatureFields({ pages: [page(2, lines, { rects })] });
    expect(rest).toEqual([]);
    expect(field?.page).toBe(2);
    expect(field?.box).toEqual({ x: 56, y: 410, width: 296, height: 46 });
  });

  it('in an empty box to the right of the label', () => {
    const lines = linesOf(run('Signature:', 40, 300));
    const rects = [{ x: 110, y: 290, width: 200, height: 40 }];
    const [field] = findSignatureFields({ pages: [page(1, lines, { rects })] });
    near(field?.box, { x: 112, y: 292, width: 196, height: 36 });
  });

  it('in the empty table cell beside the label', () => {
    const lines = linesOf(run("Buyer's signature", 56, 85), run('Date', 384, 85));
    const horizontalRules = [hRule(51, 545, 96), hRule(51, 545, 54)];
    const verticalRules = [
      vRule(51, 54, 96),
      vRule(156, 54, 96),
      vRule(379, 54, 96),
      vRule(424, 54, 96),
      vRule(545, 54, 96),
    ];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    near(field?.box, { x: 158, y: 56, width: 219, height: 38 });
  });

  it("in the blank part of the label's own cell when the cell beside it is taken", () => {
    const lines = linesOf(
      run('Customer signature', 46, 206),
      run('Date', 214, 206),
      run('Print name: J Smith', 46, 156),
    );
    const horizontalRules = [hRule(42, 553, 216), hRule(42, 553, 166), hRule(42, 553, 139)];
    const verticalRules = [
      vRule(42, 139, 216),
      vRule(211, 139, 216),
      vRule(282, 139, 216),
      vRule(553, 139, 216),
    ];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    near(field?.box, { x: 44, y: 168, width: 165, height: 34 });
  });

  it('above a label printed under the signing line', () => {
    const lines = linesOf(run('_______________________', 60, 214), run('Customer signature', 60, 200));
    const [field] = findSignatureFields({ pages: [page(1, lines)] });
    near(field?.box, { x: 60, y: 212, width: 115, height: 30 });
  });

  it('in open space under a bare label', () => {
    const lines = linesOf(run('Signature', 60, 300), run('Thank you for your business', 60, 200));
    const [field] = findSignatureFields({ pages: [page(1, lines)] });
    expect(field?.box?.y).toBeLessThan(300);
    expect(field?.box?.y).toBeGreaterThan(210);
  });

  it("reads the salesperson's, the dealer's and the delivery driver's lines as the dealer's, and skips a witness's", () => {
    const text = [
      'Customer signature:   __________      Salesperson signature:   __________',
      'Signed for and on behalf of the Dealer   __________',
      'Signature on behalf of the Creditor',
      'Dealer witness signature:   __________',
      "Delivery driver's signature:   __________",
    ].join('\n');
    const fields = findSignatureFields({ pages: layoutFromText(text) });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Customer signature', 'customer'],
      ['Salesperson signature', 'dealer'],
      ['Signed for and on behalf of the Dealer', 'dealer'],
      ["Delivery driver's signature", 'dealer'],
    ]);
    // The driver is most often the dealer's own, but may be a transporter's: the editor asks.
    expect(fields.at(-1)?.signerConfidence).toBeLessThan(0.6);
    // "Signature on behalf of the Creditor" has no blank of its own here: a sentence, not a place.
  });

  it('reads a bare "Signature:" by the column it sits in and the name printed under it', () => {
    const columns = [
      'CUSTOMER                          DEALER',
      'Signature:   __________           Signature:   __________',
      'Name: John Smith                  Name: Tom Baker',
    ].join('\n');
    expect(
      findSignatureFields({ pages: layoutFromText(columns) }).map((f) => [f.box!.x, f.signer ?? 'customer']),
    ).toEqual([
      [105, 'customer'],
      [275, 'dealer'],
    ]);
    const staffUnder = [
      'Signature:   __________',
      'Name: Sian Pritchard, Service Plan Advisor',
      '',
      '',
      'Signature:   __________',
      'Name: Rajinder Sandhu',
    ].join('\n');
    // The name of a member of staff under the first makes it the dealer's; nothing names the second's.
    expect(
      findSignatureFields({ pages: layoutFromText(staffUnder) }).map((f) => [
        f.box!.y,
        f.signer ?? 'customer',
        f.signerConfidence,
      ]),
    ).toEqual([
      [798, 'dealer', 0.75],
      [742, 'customer', 0.4],
    ]);
  });

  it('in the customer\'s row of a "Signature" column', () => {
    const lines = linesOf(
      run('Name', 150, 500),
      run('Signature', 300, 500),
      run('Date', 450, 500),
      run('Customer', 45, 470),
      run('John Smith', 150, 470),
      run('Dealer', 45, 440),
      run('Tom Baker', 150, 440),
    );
    const horizontalRules = [
      hRule(40, 540, 512),
      hRule(40, 540, 490),
      hRule(40, 540, 460),
      hRule(40, 540, 430),
    ];
    const verticalRules = [40, 140, 290, 440, 540].map((x) => vRule(x, 430, 512));
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    // Each row is a place: the customer's, and the dealer's own (never the customer's to sign).
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Customer', 'customer'],
      ['Dealer', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 292, y: 462, width: 146, height: 26 });
    near(fields[1]?.box, { x: 292, y: 432, width: 146, height: 26 });
  });

  it('above a signing line printed some way under the label', () => {
    const lines = linesOf(run('Customer signature', 60, 300));
    const p = page(1, lines, { horizontalRules: [hRule(60, 260, 262)] });
    const [field] = findSignatureFields({ pages: [p] });
    near(field?.box, { x: 60, y: 262, width: 200, height: 33 });
  });

  it('reads a label wrapped over two lines of a narrow cell', () => {
    const lines = linesOf(run('Customer', 72, 706), run('signature', 72, 694), run('Date', 298, 706));
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(fields.map((f) => f.label)).toEqual(['Customer signature']);
    const staff = findSignatureFields({
      pages: [page(1, linesOf(run('Salesperson', 72, 706), run('signature', 72, 694)))],
    });
    expect(staff.map((f) => [f.label, f.signer])).toEqual([['Salesperson signature', 'dealer']]);
  });

  it('lists fields from every page, in page order', () => {
    const pages = layoutFromText('Signature of Debtor   ________\fSigned by the Hirer:   ________');
    expect(findSignatureFields({ pages }).map((f) => [f.page, f.label])).toEqual([
      [1, 'Signature of Debtor'],
      [2, 'Signed by the Hirer'],
    ]);
  });

  it("uses an AcroForm signature field as the box, the dealer's too", () => {
    const lines = linesOf(run('Customer signature', 40, 300), run('Dealer signature', 320, 300));
    const signatureWidgets = [
      { page: 1, name: 'CustomerSig', box: { x: 40, y: 250, width: 200, height: 40 } },
      { page: 1, name: 'DealerSig', box: { x: 320, y: 250, width: 200, height: 40 } },
    ];
    const fields = findSignatureFields({ pages: [page(1, lines)], signatureWidgets });
    expect(fields).toEqual([
      {
        page: 1,
        label: 'Customer signature',
        box: { x: 40, y: 250, width: 200, height: 40 },
        signerConfidence: 0.9,
      },
      {
        page: 1,
        label: 'Dealer signature',
        box: { x: 320, y: 250, width: 200, height: 40 },
        signer: 'dealer',
        signerConfidence: 0.9,
      },
    ]);
  });
});

describe('fallbackSignatureField', () => {
  it('puts a standard box at the foot of the page', () => {
    const field = fallbackSignatureField({ page: 3, width: 595, height: 842 });
    expect(field.page).toBe(3);
    expect(field.label).toBe('Customer Signature');
    expect(field.box!.y).toBeLessThan(150);
    expect(field.box!.x + field.box!.width).toBeLessThan(595);
  });
});

describe('labelFromFieldName', () => {
  it('makes a readable label from a form field name', () => {
    expect(labelFromFieldName('CustomerSignature1')).toBe('Customer Signature 1');
    expect(labelFromFieldName('buyer_sig')).toBe('Buyer Signature');
  });
});

describe('signature labels in every wording', () => {
  it('"Sign here ×" on a rule, with the date box beside it', () => {
    const lines = linesOf(run('Sign here ×', 44, 300), run('Date', 300, 300));
    const horizontalRules = [hRule(105, 285, 298), hRule(325, 415, 298)];
    const [field, ...rest] = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(rest).toEqual([]);
    expect(field?.label).toBe('Sign here');
    near(field?.box, { x: 105, y: 298, width: 180, height: 30 });
    near(field?.dateBox, { x: 325, y: 298, width: 90, height: 30 });
  });

  it('a bare "Buyer" or "Hirer" under a signing line, and the salesperson beside it as the dealer', () => {
    const lines = linesOf(run('Buyer', 44, 300), run('Salesperson', 300, 300));
    const horizontalRules = [hRule(44, 224, 312), hRule(300, 480, 312)];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Buyer', 'customer'],
      ['Salesperson', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 44, y: 312, width: 180, height: 30 });
  });

  it('not a "Buyer" label in a table row or a section heading', () => {
    const lines = linesOf(run('Buyer', 48, 700), run('Mr Declan Doyle', 170, 700));
    const horizontalRules = [hRule(44, 550, 712), hRule(44, 550, 694)];
    const verticalRules = [vRule(44, 694, 712), vRule(164, 694, 712), vRule(550, 694, 712)];
    expect(findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] })).toEqual([]);
  });

  it('never an initials box', () => {
    const lines = linesOf(run('Customer initials', 400, 60), run('Initial here', 400, 100));
    const rects = [
      { x: 470, y: 52, width: 60, height: 20 },
      { x: 470, y: 92, width: 60, height: 20 },
    ];
    expect(findSignatureFields({ pages: [page(1, lines, { rects })] })).toEqual([]);
  });

  it('one field when a caption inside the box repeats the label', () => {
    const lines = linesOf(run('Customer Signature', 44, 641), { ...run('Signature', 46, 601), fontSize: 6 });
    const rects = [{ x: 44, y: 595, width: 220, height: 40 }];
    const fields = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(fields).toHaveLength(1);
    near(fields[0]?.box, { x: 46, y: 597, width: 216, height: 36 });
  });

  it('both buyers of a joint purchase, each with their own date', () => {
    const lines = linesOf(
      run('Buyer 1 signature', 44, 300),
      run('Date', 330, 300),
      run('Buyer 2 signature', 44, 260),
      run('Date', 330, 260),
    );
    const horizontalRules = [
      hRule(135, 320, 298),
      hRule(355, 445, 298),
      hRule(135, 320, 258),
      hRule(355, 445, 258),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => f.label)).toEqual(['Buyer 1 signature', 'Buyer 2 signature']);
    near(fields[1]?.dateBox, { x: 355, y: 258, width: 90, height: 30 });
  });
});
