// Headings, sellers and scanned strokes as further producers print them: a section heading over a details
// table, a signing table's head row over its empty cells, a bold caption with the name beside it in smaller
// type, numbered sellers with a date blank under each line, a dealer who buys outright or against a sale, a
// declaration no type names, a car not yet registered, the second buyer's initial and a keeper's forename in
// capitals spelled out, accents a system's capitals dropped, a party named in an agreement's opening words,
// two customers' rows of a signing table and a business set small under a manager's caption, and a bold word that a scan makes as long as a short rule. The layouts are made up
// from how such forms print.
import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import type { TextRun } from './layout.ts';
import { withoutWordStrokes } from './ocr.ts';
import { readingLayout } from './reading-layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { signerOfLabel } from './signer-of-label.ts';
import { groupIntoLines } from './text-lines.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';

const bold = (r: TextRun): TextRun => ({ ...r, bold: true });
const places = (pages: Parameters<typeof findSignatureFields>[0]['pages']) =>
  findSignatureFields({ pages }).map((f) => [f.label, f.signer ?? 'customer']);
const customersIn = (text: string) => extractCustomers(readingLayout(layoutFromText(text)));

describe('a role printed as a heading', () => {
  it('over a details table is no place, though the table’s top border runs beside it', () => {
    const lines = linesOf(
      bold(run('CUSTOMER', 42, 724, 9)),
      run('Title', 45, 709, 8),
      run('Miss', 156, 709, 8),
      run('Surname', 45, 694, 8),
      run('PRYCE', 156, 694, 8),
    );
    const rects = [
      { x: 42, y: 705, width: 110, height: 15 },
      { x: 152, y: 705, width: 401, height: 15 },
      { x: 42, y: 690, width: 110, height: 15 },
      { x: 152, y: 690, width: 401, height: 15 },
    ];
    expect(places([page(1, lines, { rects })])).toEqual([]);
  });

  it('in a signing table’s head row signs in the empty cell under it', () => {
    const lines = linesOf(bold(run('Customer', 55, 425.9, 9.5)), bold(run('Salesperson', 298, 425.9, 9.5)));
    const horizontalRules = [hRule(50, 534, 435), hRule(50, 534, 419.3), hRule(50, 534, 369.3)];
    const verticalRules = [vRule(50, 369, 435), vRule(292, 369, 435), vRule(534, 369, 435)];
    expect(places([page(1, lines, { horizontalRules, verticalRules })])).toEqual([
      ['Customer', 'customer'],
      ['Salesperson', 'dealer'],
    ]);
  });
});

describe('the customers’ places', () => {
  it('"Signed (second named customer)" is the second customer’s', () => {
    expect(signerOfLabel('Signed (second named customer)')?.slot).toBe('customer2');
    expect(signerOfLabel('Signed (first named customer)')?.slot).toBe('customer');
  });

  it('a bold caption and the name beside it in smaller type are two runs', () => {
    const lines = groupIntoLines([
      { text: 'Seller 1', x: 55, y: 392, width: 39, fontSize: 9, bold: true },
      { text: 'Liam Example', x: 99.4, y: 392, width: 50, fontSize: 8, bold: false },
    ]);
    expect(lines[0]!.runs.map((r) => r.text)).toEqual(['Seller 1', 'Liam Example']);
  });

  it('numbered sellers sign on the lines over their captions, the date blank beside each no rival', () => {
    const lines = linesOf(
      run(
        'We buy your car - the sellers named below sell the vehicle described to us outright.',
        55,
        744,
        9.5,
      ),
      bold(run('Seller 1', 55, 392, 9)),
      run('Date', 170, 392, 8),
      run('............................', 191, 392, 8),
      bold(run('Seller 2', 55, 335, 9)),
      run('Date', 169, 335, 8),
      run('............................', 190, 335, 8),
    );
    const horizontalRules = [hRule(55, 540, 404.9), hRule(55, 540, 347.8)];
    expect(places([page(1, lines, { horizontalRules })])).toEqual([
      ['Seller 1', 'customer'],
      ['Seller 2', 'customer2'],
    ]);
  });

  it('"We, a dealer, agree to buy the vehicle … from the vendor": the vendor signs as the customer', () => {
    const lines = linesOf(
      run(
        'We, Example Bridge Autos, agree to buy the vehicle described below (the part exchange) from',
        40,
        746,
        8,
      ),
      bold(run("Vendor's signature", 40, 254, 9)),
    );
    const rects = [{ x: 148, y: 242, width: 220, height: 32 }];
    expect(places([page(1, lines, { rects })])).toEqual([["Vendor's signature", 'customer']]);
  });
});

describe('a signing table’s rows', () => {
  // "Signed by | Signature | Date" over rows whose name cells print the signer under the caption.
  const rowOf = (name: string, under: string, y: number) => [
    bold(run(name, 57, y, 9)),
    run(under, 57, y - 9.9, 7.5),
    run('Signature:', 207, y, 8),
    run('Date:', 407, y, 8),
  ];
  const table = (rows: TextRun[][], borders: number[]) => {
    const lines = linesOf(...rows.flat());
    const horizontalRules = borders.map((y) => hRule(51, 501, y));
    const verticalRules = [51, 201, 401, 501].map((x) => vRule(x, borders.at(-1)! - 0.3, borders[0]! + 0.3));
    return places([page(1, lines, { horizontalRules, verticalRules })]);
  };

  it('"Customer 2" a row under "Customer 1" is the second customer’s own place', () => {
    expect(
      table(
        [
          rowOf('Customer 1', 'Imran Example', 488),
          rowOf('Customer 2', 'Saira Example', 448),
          rowOf('Sales executive', 'Aire Valley Cars', 408),
        ],
        [495.7, 455.7, 415.7, 375.7],
      ),
    ).toEqual([
      ['Customer 1', 'customer'],
      ['Customer 2', 'customer2'],
      ['Sales executive', 'dealer'],
    ]);
  });

  it('"for <the dealer>" set small under the manager’s caption is that caption’s second line', () => {
    expect(
      table(
        [
          rowOf('Policyholder', 'I apply for the cover described above', 473.3),
          rowOf('Business manager', 'for Ribble Example Motors', 433.3),
        ],
        [481, 441, 401],
      ),
    ).toEqual([
      ['Policyholder', 'customer'],
      ['Business manager', 'dealer'],
    ]);
  });
});

describe('the type when the dealer buys, and papers no type names', () => {
  const purchase = (clause: string) =>
    readDocumentType(
      layoutFromText(
        `# Vehicle Purchase Agreement\nWe buy your car - the seller named below sells the vehicle to us. ${clause}\nSeller    Mr J Example`,
      ),
    ).type;
  it('bought outright is a trade-in; against a sale, the customer’s part-exchange agreement', () => {
    expect(purchase('This is not a part exchange.')).toBe('trade_in');
    expect(purchase('The price is set against your new car.')).toBe('trade_in_agreement');
  });

  it('a declaration titled as none of the types is other, whatever its clauses mention', () => {
    const pages = layoutFromText(
      '# Affordability and Customer Circumstances Declaration\nCompleted before a finance application is made.\nThe finance application follows this finance application form.',
    );
    expect(readDocumentType(pages).type).toBe('other');
  });
});

describe('values', () => {
  it('a car ordered from the factory has no registration; the part exchange’s plate is not its own', () => {
    const text =
      'Registration no: TO BE ALLOCATED ON REGISTRATION\nPART EXCHANGE\nYD16 WXA   Ford Fiesta 1.25';
    expect(readVehicleRegistration(layoutFromText(text)).registration).toBeNull();
  });

  it('spells out the second buyer’s initial and a forename found in capitals', () => {
    const joint = customersIn(
      'Customer(s):   Mr D & Mrs A Example\nKeepers:   Dev Example (first named), Anjali Example',
    );
    expect(joint.customerName).toBe('Dev Example');
    expect(joint.otherCustomers).toEqual(['Anjali Example']);
    const keeper = customersIn(
      "CUSTOMER\nMr C. P. O'Example\nNAME FOR V5C (REGISTERED KEEPER): CIARÁN PATRICK O'EXAMPLE",
    );
    expect(keeper.customerName).toBe("Ciarán O'Example");
  });

  it('reads the party an agreement’s opening words name, when no label names anyone', () => {
    const read = customersIn(
      'Example Motor House ("we") agree to buy from Mrs Priya Example of 6 Maidstone Road, Chatham ("the\nseller") the vehicle below.',
    );
    expect(read.customerName).toBe('Priya Example');
  });

  it('takes back the accents a system printing in capitals dropped, from the name printed elsewhere', () => {
    const read = customersIn('Policyholder:   MR GRZEGORZ T WISNIEWSKI\nSigned   Grzegorz Wiśniewski');
    expect(read.customerName).toBe('Grzegorz Wiśniewski');
  });
});

describe('a scan’s strokes', () => {
  it('a bold word as long as a short rule, through its letters, is the word’s ink', () => {
    const words = [{ x: 44, y: 327, width: 99, fontSize: 9.1 }];
    const throughWord = hRule(44, 101, 331);
    const lineUnder = hRule(43.5, 316, 297.3);
    expect(withoutWordStrokes([throughWord, lineUnder], words)).toEqual([lineUnder]);
  });
});
