// Shapes other producers print that the reading first missed: a title under a letterhead name, a subtitle a
// little larger than the body, a signing grid whose head row has no dividers, a box captioned under it, a
// date blank named for what is dated, the minus sign R writes for a hyphen, an OCR layer's touching words
// and a register's "SURNAME Title Forename". The layouts are made up from how such forms print.
import { describe, expect, it } from 'vitest';
import { hRule, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import type { TextRun } from './layout.ts';
import { personName } from './person-name.ts';
import { findSignatureFields } from './signature-fields.ts';
import { groupIntoLines } from './text-lines.ts';

const bold = (r: TextRun): TextRun => ({ ...r, bold: true });
const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('a title', () => {
  it('is the line under a letterhead set large and bold that names no kind of document', () => {
    const lines = linesOf(
      bold(run('NORTHBANK PRESTIGE', 200, 790, 16)),
      run('Order for a Used Motor Vehicle', 214, 776, 11),
      run('Part exchange    Ford Focus, AB12 CDE', 40, 740, 10),
      run('Less part exchange allowance    GBP 2,000.00', 40, 724, 10),
      run('The part exchange is free of finance.', 40, 708, 10),
    );
    expect(readDocumentType([page(1, lines)]).type).toBe('sales_agreement');
  });

  it('takes in a subtitle only a little larger than the body', () => {
    const lines = linesOf(
      bold(run('Guaranteed Asset Protection', 40, 787, 14)),
      run('Statement of Declined Cover', 40, 770, 12),
      run('Customer name:    EXAMPLE, Anna', 40, 732, 10.5),
      run(
        'GAP insurance can pay the difference between what your insurer pays and what you owe.',
        40,
        700,
        10.5,
      ),
    );
    expect(readDocumentType([page(1, lines)]).type).toBe('insurance_waiver');
  });
});

describe('a signing grid whose head row is one band with no dividers', () => {
  // Party | Signature | Date over rows of three cells each, the head row drawn as one box.
  const rows = ['Borrower', 'Guarantor', 'Witness to guarantor', 'For Example Personal'];
  const grid = () => {
    const rects = [rect(40, 685, 515, 16)];
    rows.forEach((_, i) => {
      const y = 645 - i * 40;
      rects.push(rect(40, y, 140, 40), rect(180, y, 250, 40), rect(430, y, 125, 40));
    });
    const lines = linesOf(
      run('Party', 44, 690),
      run('Signature', 184, 690),
      run('Date', 434, 690),
      ...rows.map((label, i) => run(label, 44, 672 - i * 40)),
      run('Finance (lender)', 44, 672 - 3 * 40 - 11),
    );
    return [page(2, lines, { rects })];
  };

  it('signs in the cells under its heads, each row with its date, whoever its caption names', () => {
    const places = findSignatureFields({ pages: grid() });
    expect(
      places.map((p) => [p.label, p.signer ?? 'customer', Math.round(p.box!.x), Math.round(p.dateBox!.x)]),
    ).toEqual([
      ['Borrower', 'customer', 182, 432],
      ['Guarantor', 'guarantor', 182, 432],
    ]);
  });
});

describe('a box captioned under it', () => {
  it('is the place of the bare role under it, the customer’s and the dealer’s alike', () => {
    const lines = linesOf(
      run('Both purchasers agree to buy the vehicle on the terms overleaf.', 46, 510),
      run('Purchaser 1', 47, 406),
      run('Purchaser 2', 222, 406),
      run('Salesperson', 397, 406),
    );
    const rects = [rect(45, 419, 161, 50), rect(220, 420, 161, 50), rect(395, 421, 146, 50)];
    const places = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(places.map((p) => [p.label, p.signer ?? 'customer', Math.round(p.box!.x)]).sort()).toEqual([
      ['Purchaser 1', 'customer', 47],
      ['Purchaser 2', 'customer2', 222],
      ['Salesperson', 'dealer', 397],
    ]);
  });
});

describe('a date blank', () => {
  it('may name what is dated ("Date collected" over its box under the signature)', () => {
    const lines = linesOf(
      run('Received by (customer)', 40, 430),
      run('Issued by (Example Motor House)', 330, 430),
      run('Date collected', 40, 368),
    );
    const rects = [rect(40, 385, 230, 40), rect(330, 385, 225, 40), rect(40, 344, 120, 20)];
    const [customer] = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(customer!.label).toBe('Received by (customer)');
    expect(customer!.dateBox).toMatchObject({ x: 42, width: 116 });
  });
});

describe('a date blank under captions printed under their lines', () => {
  it('is the line under "Date", not the signature’s line over the caption', () => {
    // "____" / "Customer" / "Date" / "____", twice side by side.
    const lines = linesOf(
      run('Customer', 50, 258.5, 8.5),
      run('Salesperson', 297.6, 258.5, 8.5),
      run('Date', 50, 242.1, 8.5),
      run('Date', 297.6, 242.1, 8.5),
    );
    const horizontalRules = [
      hRule(50, 279.6, 268),
      hRule(297.6, 527.3, 268),
      hRule(50, 150, 222.2),
      hRule(297.6, 397.6, 222.2),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.box!.y, f.dateBox?.x, f.dateBox?.y])).toEqual([
      ['Customer', 268, 50, 222.2],
      ['Salesperson', 268, 297.6, 222.2],
    ]);
  });

  it('is the leader set dot by dot after "Date"', () => {
    const dots = (x: number) =>
      Array.from({ length: 29 }, (_, i) => ({
        text: '.',
        x: x + i * 4.4,
        y: 545,
        width: 2.8,
        fontSize: 10,
        bold: false,
      }));
    const word = (text: string, x: number, width: number) => ({
      text,
      x,
      y: 545,
      width,
      fontSize: 10,
      bold: false,
    });
    const [line] = groupIntoLines([
      word('Warranty holder', 62, 72),
      ...dots(211),
      word('Date', 348, 21),
      ...dots(373),
    ]);
    expect(line!.runs.map((r) => r.text.replace(/ /g, ''))).toEqual([
      'Warranty holder'.replace(/ /g, ''),
      '.'.repeat(29),
      'Date',
      '.'.repeat(29),
    ]);
  });
});

describe('text as a reader sees it', () => {
  it('reads a minus sign inside a word as a hyphen, and leaves an amount’s sign alone', () => {
    const [line] = groupIntoLines([
      { text: 'Name: Ms Charlotte Example−Baines', x: 40, y: 700, width: 200, fontSize: 10, bold: false },
    ]);
    expect(line!.text).toBe('Name: Ms Charlotte Example-Baines');
    const [amount] = groupIntoLines([
      { text: '−£1,000.00', x: 40, y: 700, width: 50, fontSize: 10, bold: false },
    ]);
    expect(amount!.text).toBe('−£1,000.00');
  });

  it('keeps an OCR layer’s words apart however close their boxes, and joins a font’s pieces of one word', () => {
    const word = (text: string, x: number, width: number) => ({
      text,
      x,
      y: 700,
      width,
      fontSize: 13.8,
      bold: false,
      layerWord: true,
    });
    const [layer] = groupIntoLines([
      word('Ms', 110.2, 18.5),
      word('Niamh', 128.5, 35.2),
      word('Brennan', 164.2, 41.5),
    ]);
    expect(layer!.text).toBe('Ms Niamh Brennan');
    const [printed] = groupIntoLines([
      { text: 'Bren', x: 100, y: 700, width: 20, fontSize: 10, bold: false },
      { text: 'nan', x: 120.2, y: 700, width: 15, fontSize: 10, bold: false },
    ]);
    expect(printed!.text).toBe('Brennan');
  });
});

describe('a name', () => {
  it('printed as a register lists it, surname, title, forename, reads forename first', () => {
    expect(personName("O'NEILL Mr Declan")?.name).toBe("Declan O'Neill");
    expect(personName('Example Mrs Jane')?.name).toBe('Jane Example');
    expect(personName('Mr Declan Example')?.name).toBe('Declan Example');
  });

  it('under a "SELLER" heading is the customer’s when the dealer buys the car', () => {
    const lines = linesOf(
      run('Example Gate Cars    Ref VPA/2291', 40, 800),
      run('Vehicle Purchase Agreement (we buy your car)', 40, 780, 14),
      run('SELLER', 40, 750),
      run('VEHICLE BOUGHT BY THE DEALER', 300, 750),
      run('Name: Ms Charlotte Example-Baines', 40, 735),
      run('Registration: YH19 CWA', 300, 735),
    );
    expect(extractCustomers([page(1, lines)]).customerName).toBe('Charlotte Example-Baines');
  });
});
