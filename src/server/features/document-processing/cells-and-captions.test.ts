// Cells, captions and columns as further producers print them: a label filling its cell beside the value
// column, a name typed on a signing line, "sign here" in a box its caption names, a heading naming the bare
// "Signature" under it, a caption at the foot of its own cell, a word processor's signing row, a lender's
// sub-caption, a trade sale's two parties, a receipt's "Received by", a declined-cover subtitle and a short
// surname in capitals. The layouts are made up from how such forms print.
import { describe, expect, it } from 'vitest';
import { hRule, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { readDocumentType } from './document-type.ts';
import { personName } from './person-name.ts';
import { findSignatureFields } from './signature-fields.ts';
import { signerOfLabel } from './signer-of-label.ts';
import { groupIntoLines, type PositionedText } from './text-lines.ts';

const piece = (text: string, x: number, y: number, width: number, fontSize = 9): PositionedText => ({
  text,
  x,
  y,
  width,
  fontSize,
  bold: false,
});
const places = (pages: Parameters<typeof findSignatureFields>[0]['pages']) =>
  findSignatureFields({ pages }).map((f) => [f.label, f.signer ?? 'customer']);

describe('a label that fills its cell', () => {
  it('is split from the value in the column it abuts, where other rows start values', () => {
    const lines = groupIntoLines([
      piece('Plan holder', 40, 736, 37.3),
      piece('C. MACASKILL', 83.3, 736, 52.9),
      piece('Address', 40, 717, 26),
      piece('4 Culduthel Road, Inverness', 83.3, 717, 100),
      piece('Vehicle', 40, 698, 24),
      piece('Volkswagen Golf 1.5 eTSI', 83.3, 698, 90),
    ]);
    expect(lines[0]!.runs.map((r) => r.text)).toEqual(['Plan holder', 'C. MACASKILL']);
  });

  it('never splits a typewriter’s words, nor letters written one per box, that line up from row to row', () => {
    // Courier at 10 pt: every word starts on the 6 pt grid, one space (0.6 em) after the last.
    const typed = ['27 MOAT ROAD', 'EAST GRINSTEAD', 'WEST HOATHLY'].flatMap((text, row) => {
      let x = 40;
      return text.split(' ').map((word) => {
        const at = x;
        x += (word.length + 1) * 6;
        return piece(word, at, 700 - row * 12, word.length * 6, 10);
      });
    });
    expect(groupIntoLines(typed).map((l) => l.runs.length)).toEqual([1, 1, 1]);
    const boxes = ['FERGUSON', 'ROISIN', 'BT274RF'].flatMap((word, row) =>
      [...word].map((letter, i) => piece(letter, 113 + i * 14, 664 - row * 22, 7, 10)),
    );
    const lines = groupIntoLines([piece('Surname', 44, 664, 36.5), ...boxes]);
    expect(lines[0]!.runs.length).toBeLessThan(5);
  });
});

describe('a signing place', () => {
  it('keeps its room where the salesperson’s name is typed on the line', () => {
    const lines = linesOf(
      run("Purchaser's signature", 40, 382.7, 7.5),
      run('Sales executive', 222, 382.7, 7.5),
      run('J. Example', 222, 397.7),
    );
    const horizontalRules = [hRule(40, 190, 393.7), hRule(222, 372, 393.7)];
    expect(places([page(1, lines, { horizontalRules })])).toEqual([
      ["Purchaser's signature", 'customer'],
      ['Sales executive', 'dealer'],
    ]);
  });

  it('is the box with "sign here" small at its top, named by the caption over it', () => {
    const lines = linesOf(
      run('The customer declares that the vehicle is theirs to sell.', 40, 371, 8.5),
      run('Customer declaration', 40, 346),
      run('sign here', 44, 329, 6.5),
    );
    const rects = [{ x: 40, y: 294, width: 250, height: 44 }];
    const [place] = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(place).toMatchObject({ label: 'Customer declaration', box: { x: 42, y: 296 } });
    expect(place?.signer).toBeUndefined();
  });

  it('under "Signed by the Hirer" and "Signed by the Guarantor" is named by that heading', () => {
    const lines = linesOf(
      run('Signed by the Hirer', 40, 648.5),
      run('Signed by the Guarantor', 305, 648.5),
      run('Signature', 40, 616.5, 8),
      run('Signature', 305, 616.5, 8),
    );
    const horizontalRules = [hRule(84, 285, 614.5), hRule(349, 550, 614.5)];
    expect(places([page(2, lines, { horizontalRules })])).toEqual([
      ['Signed by the Hirer', 'customer'],
      ['Signed by the Guarantor', 'guarantor'],
    ]);
  });

  it('is the rest of a cell whose caption is printed small at its foot', () => {
    const lines = linesOf(
      run('Plan holder', 44.8, 414.6, 7.5),
      run('Service adviser — for Example Motors', 343, 414.6, 7.5),
    );
    const horizontalRules = [
      hRule(40, 256.5, 409.7),
      hRule(40, 256.5, 460.5),
      hRule(339, 555, 409.7),
      hRule(339, 555, 460.5),
    ];
    const verticalRules = [
      vRule(40.4, 409.7, 460.5),
      vRule(256.5, 409.7, 460.5),
      vRule(339, 409.7, 460.5),
      vRule(555, 409.7, 460.5),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules, verticalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer', Math.round(f.box!.y)])).toEqual([
      ['Plan holder', 'customer', 423],
      ['Service adviser — for Example Motors', 'dealer', 423],
    ]);
  });

  it('in a word processor’s signing row is over the next cell’s bottom border, a few lines lower', () => {
    const lines = linesOf(
      run('I want to buy this insurance and have received the policy summary.', 57, 400.9, 9.5),
      run('Policyholder', 62.2, 367.1, 9.5),
      run('Date:', 426.2, 367.1, 9.5),
      run('Sales executive', 62.2, 321.4, 9.5),
      run('Date:', 426.2, 321.4, 9.5),
    );
    const horizontalRules = [
      hRule(202.3, 420.7, 332.6),
      hRule(420.7, 524.7, 332.6),
      hRule(202.3, 420.7, 287.6),
      hRule(420.7, 524.7, 287.6),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer', f.box!.x, f.box!.y])).toEqual([
      ['Policyholder', 'customer', 202.3, 332.6],
      ['Sales executive', 'dealer', 202.3, 287.6],
    ]);
  });

  it('"Authorised signatory" under a lender’s caption is that caption’s, nobody’s', () => {
    const lines = linesOf(
      run('Hirer 1', 55.5, 680.5, 9.5),
      run('Signed for Example Auto', 55.5, 489.2, 9.5),
      run('Finance Ltd', 55.5, 478.3, 9.5),
      run('Authorised signatory', 55.5, 466.8, 8),
    );
    const horizontalRules = [hRule(195.6, 414, 646), hRule(195.6, 414, 454.7)];
    expect(places([page(2, lines, { horizontalRules })])).toEqual([['Hirer 1', 'customer']]);
    expect(signerOfLabel('Authorised signatory, Example Community Bank plc')).toBeNull();
  });

  it('on a trade sale is the purchaser’s for the customer and the seller’s for the dealer', () => {
    const lines = linesOf(
      run('TRADE SALE - SOLD AS SEEN', 40, 760, 14),
      run('Sale to a motor trader. No warranty is given or implied.', 40, 740),
      run('Purchaser', 40, 451.9, 9.5),
      run('Seller', 310, 451.9, 9.5),
      run('for DK Example Autos', 95, 435.9, 8),
      run('for Example Town Motors (used car manager)', 345, 435.9, 8),
    );
    const horizontalRules = [hRule(95, 285, 449.9), hRule(345, 555, 449.9)];
    expect(places([page(1, lines, { horizontalRules })])).toEqual([
      ['Purchaser', 'customer'],
      ['Seller', 'dealer'],
    ]);
  });

  it('"Received by" with a member of staff named under its line is the dealer’s', () => {
    const lines = linesOf(
      run('Customer', 56.8, 424.8, 10.5),
      run('_'.repeat(41), 166.7, 424.8, 10.5),
      run('I agree to the terms of the reservation above.', 56.8, 413.9, 8),
      run('Received by', 56.8, 377.6, 10.5),
      run('_'.repeat(41), 166.7, 377.6, 10.5),
      run('Kelechi Example, sales executive, for and on behalf of Example Autos', 56.8, 366.7, 8),
    );
    expect(places([page(1, lines)])).toEqual([
      ['Customer', 'customer'],
      ['Received by', 'dealer'],
    ]);
  });

  it('"Proposal taken by (Business manager): Sophie Example" with a rule after it is the dealer’s', () => {
    const lines = linesOf(
      run('Applicant signature', 39.7, 435.1, 8.5),
      run('Proposal taken by (Business manager): Sophie Example', 39.7, 330.5, 8.5),
    );
    const horizontalRules = [hRule(39.7, 249.7, 401.2), hRule(270, 430, 330.8)];
    expect(places([page(1, lines, { horizontalRules })])).toEqual([
      ['Applicant signature', 'customer'],
      ['Proposal taken by (Business manager): Sophie Example', 'dealer'],
    ]);
  });

  it('"First policyholder" is the first customer’s, as "Second policyholder" is the second’s', () => {
    const lines = linesOf(
      run('First policyholder', 40, 422),
      run('.'.repeat(70), 150, 422),
      run('Second policyholder', 40, 392),
      run('.'.repeat(70), 150, 392),
    );
    expect(places([page(1, lines)])).toEqual([
      ['First policyholder', 'customer'],
      ['Second policyholder', 'customer2'],
    ]);
  });
});

describe('a type', () => {
  it('narrows to declined cover by a short subtitle that says so, not by a demands-and-needs statement', () => {
    const doc = (subtitle: string) => [
      page(
        1,
        linesOf(
          run('Example Coast Motors', 40, 800, 10),
          run('TYRE AND ALLOY WHEEL INSURANCE', 40, 780, 12),
          run(subtitle, 40, 766, 10),
          run('Customer    Mr Ravinder Example', 40, 750, 10),
          run('Tyre and alloy wheel insurance pays to repair tyres damaged by road hazards.', 40, 700, 10),
        ),
      ),
    ];
    expect(readDocumentType(doc('Statement of declined cover')).type).toBe('insurance_waiver');
    expect(readDocumentType(doc('Statement of demands and needs')).type).toBe('insurance');
  });
});

describe('a statement of demands and needs', () => {
  const statement = (title: string, body: string) => [
    page(
      1,
      linesOf(
        run('Example Assurance Ltd', 40, 806, 16),
        run(title, 40, 790, 9.5),
        run('Policyholder    Mr Tevita Example', 40, 753, 8.5),
        run('Demands and needs', 40, 700, 12),
        run(
          'This policy meets the demands and needs of a customer who wishes to protect the vehicle.',
          40,
          685,
          8.5,
        ),
        run(body, 40, 670, 8.5),
      ),
    ),
  ];

  it('is the policy when the customer takes the cover, whatever its headings say', () => {
    const taken = statement(
      'Return to Invoice GAP Insurance — Policy Schedule and Statement of Demands and Needs',
      'I wish to buy this policy and confirm the details above are correct.',
    );
    expect(readDocumentType(taken).type).toBe('insurance');
  });

  it('is the declined-cover statement when the text says the customer declines', () => {
    const declined = statement(
      'Guaranteed Asset Protection – statement of demands and needs',
      'You have told us that you do not wish to buy GAP insurance today.',
    );
    expect(readDocumentType(declined).type).toBe('insurance_waiver');
  });
});

describe('a surname of two letters in capitals', () => {
  it('after a forename in small letters is the surname, not initials', () => {
    expect(personName('Mr Wing-Kei NG')?.name).toBe('Wing-Kei Ng');
    expect(personName('JR Example')?.name).toBe('JR Example');
  });
});

describe('a name as TeX and registers print it', () => {
  it('with a spacing accent before its letter reads as the accented letter', () => {
    const [line] = groupIntoLines([piece('Am´elie Dubois-Example', 204, 719, 92)]);
    expect(line!.text).toBe('Amélie Dubois-Example');
  });

  it('surname first with its Gaelic prefix or particle', () => {
    expect(personName('Ó SÚILLEABHÁIN, Margaret (Mrs)')?.name).toBe('Margaret Ó Súilleabháin');
    expect(personName('VAN DIJK, Pieter')?.name).toBe('Pieter van Dijk');
  });
});

describe('what set 14 taught', () => {
  it('a test drive’s "Driver" is the customer borrowing the car; a bare driver elsewhere is nobody’s', () => {
    const lines = (title: string) =>
      linesOf(run(title, 40, 800, 14), run('Driver', 40, 466.7), run('Date', 300, 466.7));
    const rects = [
      { x: 40, y: 424.7, width: 240, height: 34 },
      { x: 300, y: 424.7, width: 120, height: 34 },
    ];
    expect(places([page(1, lines('EXTENDED TEST DRIVE AGREEMENT'), { rects })])).toEqual([
      ['Driver', 'customer'],
    ]);
    expect(places([page(1, lines('VEHICLE COLLECTION NOTE'), { rects })])).toEqual([]);
    expect(signerOfLabel('Delivery driver')?.slot).toBe('dealer');
  });

  it('"For the seller", "Arranged by" and "Checked in by" are the dealer’s', () => {
    const lines = linesOf(
      run('Purchaser', 40, 460.9, 9.5),
      run('For the seller', 40, 364.9, 9.5),
      run('Arranged by (sales executive)', 300, 364.9, 9.5),
      run('Checked in by', 48, 280.7, 8.5),
    );
    const horizontalRules = [
      hRule(40, 270, 472.9),
      hRule(40, 270, 376.9),
      hRule(300, 530, 376.9),
      hRule(120, 330, 280.7),
    ];
    expect(places([page(1, lines, { horizontalRules })])).toEqual([
      ['Purchaser', 'customer'],
      ['For the seller', 'dealer'],
      ['Arranged by (sales executive)', 'dealer'],
      ['Checked in by', 'dealer'],
    ]);
  });

  it('a home delivery’s condition report is a delivery receipt', () => {
    const lines = linesOf(
      run('VEHICLE CONDITION REPORT — HOME DELIVERY', 40, 806, 13),
      run('Customer    Mrs Jurgita Example', 40, 759, 8),
    );
    expect(readDocumentType([page(1, lines)]).type).toBe('delivery_receipt');
  });
});
