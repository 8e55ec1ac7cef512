// Places, parties and types as further producers print them: a "SIGNATURES" band over a signing table,
// captions stacked each over its own line, a test drive's named drivers, the staff's places by what they did,
// a dot leader ending at a colon before the blank, a business customer's contact, a surname-first name in
// plain capitals, a dealer's purchase invoice and a GAP schedule that states demands and needs. The layouts are
// made up from how such forms print.
import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import type { TextRun } from './layout.ts';
import { readingLayout } from './reading-layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { isDealerRoleLabel } from './signature-labels.ts';
import { signerOfLabel } from './signer-of-label.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';

const bold = (r: TextRun): TextRun => ({ ...r, bold: true });
const places = (pages: Parameters<typeof findSignatureFields>[0]['pages']) =>
  findSignatureFields({ pages }).map((f) => [f.label, f.signer ?? 'customer', Math.round(f.box?.y ?? 0)]);
const customersIn = (text: string) => extractCustomers(readingLayout(layoutFromText(text)));

describe('signing blocks', () => {
  it('a "SIGNATURES" band over a signing table is its heading, not a place beside the band’s border', () => {
    const lines = linesOf(
      bold(run('SIGNATURES', 46, 372.5, 8.5)),
      bold(run('Customer signature', 46, 346.5, 8)),
      bold(run('Date', 396, 346.5, 8)),
    );
    const rects = [
      { x: 42, y: 369, width: 511, height: 14 },
      { x: 42, y: 333, width: 120, height: 36 },
      { x: 162, y: 333, width: 230, height: 36 },
      { x: 392, y: 333, width: 40, height: 36 },
      { x: 432, y: 333, width: 121, height: 36 },
    ];
    expect(
      places([page(1, linesOf(...lines.flatMap((l) => l.runs)), { rects })]).map(([label]) => label),
    ).toEqual(['Customer signature']);
  });

  it('captions stacked each over its line: the first has nothing over it, so each signs on the line under it', () => {
    const lines = linesOf(
      bold(run('Customer (first named)', 42, 494.5, 8.5)),
      bold(run('Date', 380, 494.5, 8.5)),
      bold(run('Customer (second named)', 42, 442.5, 8.5)),
      bold(run('Date', 380, 442.5, 8.5)),
      bold(run('Handed over by', 42, 390.5, 8.5)),
      bold(run('Date', 380, 390.5, 8.5)),
    );
    const horizontalRules = [466.5, 414.5, 362.5].flatMap((y) => [hRule(42, 352, y), hRule(380, 553, y)]);
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer', Math.round(f.box?.y ?? 0)])).toEqual([
      ['Customer (first named)', 'customer', 467],
      ['Customer (second named)', 'customer2', 415],
      ['Handed over by', 'dealer', 363],
    ]);
    expect(fields.map((f) => Math.round(f.dateBox?.y ?? 0))).toEqual([467, 415, 363]);
  });

  it('a dot leader ending at a colon pads the caption: the blank is the underscores after it', () => {
    const lines = linesOf(
      run('CUSTOMER SIGNATURE:', 40, 433.3),
      run('______________________________', 172, 433.3),
      run('HANDED OVER BY', 40, 371.6),
      run('.....', 148, 371.6),
      run(':', 165, 371.6),
      run('______________________________', 172, 371.6),
    );
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(fields.map((f) => [f.label, Math.round(f.box?.x ?? 0)])).toEqual([
      ['CUSTOMER SIGNATURE', 172],
      ['HANDED OVER BY', 172],
    ]);
  });
});

describe('whose a place is', () => {
  it('on a test drive, the named drivers are the customers, their names and their places', () => {
    const text = [
      '# Demonstrator Loan Agreement',
      'Main driver   MWANGI Grace Wanjiru (Ms)',
      'Second named driver   OKOTH Daniel (Mr)',
      'The vehicle is insured by the dealer for the named drivers only.',
    ].join('\n');
    const pages = layoutFromText(text);
    const read = extractCustomers(readingLayout(pages));
    expect([read.customerName, read.otherCustomers]).toEqual(['Grace Mwangi', ['Daniel Okoth']]);
    expect(readDocumentType(pages).type).toBe('other');
  });

  it.each([
    ['Accompanied by (salesperson)', 'dealer'],
    ['Staff', 'dealer'],
    ['Staff member', 'dealer'],
    ['Received for Example Car Supermarket', 'dealer'],
    ['Authorised by (Example Valley Kia)', 'dealer'],
  ])('"%s" is the %s’s place', (label, slot) => {
    expect(isDealerRoleLabel(label)).toBe(true);
    expect(signerOfLabel(label)?.slot).toBe(slot);
  });
});

describe('sets 18 and 19', () => {
  it('a part-exchange section beside the price, headed over its labels, is the part exchange’s', () => {
    const lines = linesOf(
      bold(run('Vehicle ordered', 47, 649.3, 7.8)),
      run('Make / model', 47, 633.3, 7.8),
      run('Skoda Octavia Estate', 159, 633.3, 7.8),
      run('Registration', 376, 633.3, 7.8),
      run('LM21 OZB', 488, 633.3, 7.8),
      bold(run('Price', 47, 577.8, 7.8)),
      bold(run('Part exchange', 248, 577.8, 7.8)),
      run('Vehicle price', 47, 561.9, 7.8),
      run('£17,990.00', 194, 561.9, 7.8),
      run('Vehicle', 248, 561.9, 7.8),
      run('Honda Jazz 1.3', 360, 561.9, 7.8),
      run('Paint protection', 47, 545.7, 7.8),
      run('£295.00', 207, 545.7, 7.8),
      run('Registration', 248, 545.7, 7.8),
      run('GN15 YHR', 360, 545.7, 7.8),
    );
    expect(readVehicleRegistration([page(1, lines)]).registration).toBe('LM21OZB');
  });

  it('on a part-exchange appraisal and purchase, the car handed in is the paper’s, not the one bought against it', () => {
    const text = [
      '# PART EXCHANGE APPRAISAL & PURCHASE',
      'Seller',
      'Name   Mr Hamish R. MACLEOD',
      'Registered keeper on V5C   Hamish Ruaridh Macleod',
      '# Vehicle offered in part exchange',
      'Registration   SV16 KPE',
      '# Against purchase of',
      'Vehicle   Skoda Kodiaq 2.0 TDI, reg. SN71 CWA',
      'I sell it to Example Motor Exchange in part exchange for the vehicle named above.',
    ].join('\n');
    const pages = layoutFromText(text);
    expect(readVehicleRegistration(pages).registration).toBe('SV16KPE');
    expect(readDocumentType(pages).type).toBe('trade_in_agreement');
    expect(extractCustomers(readingLayout(pages)).customerName).toBe('Hamish Macleod');
  });

  it('a test drive’s driver section, "Name (surname, forenames)", names the customer', () => {
    const text = [
      '# DEMONSTRATOR LOAN / TEST DRIVE AGREEMENT',
      'DRIVER',
      'Name (surname, forenames)   KOWALCZYK, Marta',
      'Signed (driver) .............................. Date ...............',
    ].join('\n');
    expect(customersIn(text).customerName).toBe('Marta Kowalczyk');
  });

  it('a letterhead set large at the left, a reference small at the right: the line under it is the title', () => {
    const lines = linesOf(
      bold(run('SOLENT ROAD HONDA', 40, 802, 15)),
      run('Appraisal no. PX-7716', 472, 802, 9),
      run('Part Exchange Appraisal & Purchase Agreement', 40, 789, 11),
      run('Name', 48, 746, 9),
      run("O'NEILL, Siobhán (Mrs)", 160, 746, 9.5),
      run('The part exchange is valued as seen.', 40, 700, 9),
    );
    expect(readDocumentType([page(1, lines)]).type).toBe('trade_in_agreement');
  });
});

describe('names and types', () => {
  it('a business customer’s contact, "FAO Ms H. Example, Director", spelled out from the name under the line', () => {
    const read = customersIn(
      'Invoice to\nExample Landscapes Ltd\nFAO Ms H. Example, Director\nSigned for the buyer   ________\nHollie Example, Director, Example Landscapes Ltd',
    );
    expect(read.customerName).toBe('Hollie Example');
  });

  it('"HARRISON PAUL ANTHONY" with "HARRISON P A" on the bank line is Paul Harrison', () => {
    const read = customersIn(
      'VEHICLE PURCHASE INVOICE (SELF-BILLED)\nSELLER\nName ...........: HARRISON PAUL ANTHONY\nPayee ..........: HARRISON P A',
    );
    expect(read.customerName).toBe('Paul Harrison');
  });

  it('a dealer’s purchase invoice paying the seller, with no sale named against it, is the trade-in', () => {
    const pages = layoutFromText(
      '# VEHICLE PURCHASE INVOICE\nSELLER:   MR ANDREW J EXAMPLE\nBALANCE PAYABLE TO SELLER (BACS)   5,187.42\nSELLER SIGNATURE   ______________',
    );
    expect(readDocumentType(pages).type).toBe('trade_in');
  });

  it('a GAP schedule stating demands and needs, the cover bought, is insurance', () => {
    const pages = layoutFromText(
      '# Example Motor Guard\nReturn to Invoice GAP Insurance · Policy Schedule and Statement of Demands and Needs\nThis statement of demands and needs records that you wish to buy this insurance.',
    );
    expect(readDocumentType(pages).type).toBe('insurance');
  });
});
