// More shapes other producers print: a surname with a lower-case particle and its forename on a row of its
// own, a surname in capitals before its initials, two names under "Buyers", a dealer's place "Authorised for"
// the business, a "Date and time" blank, a second applicant's row just under the first's, a plate a word
// processor wrapped in the middle, and an OCR layer drawn with a transparent fill. The layouts are made up
// from how such forms print.
import { ops, PDF, StandardFonts } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { layoutFromText, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers } from './customer-name.ts';
import { withForename } from './name-spelling.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { personName } from './person-name.ts';
import { findSignatureFields } from './signature-fields.ts';
import { isDealerRoleLabel } from './signature-labels.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';

describe('a name', () => {
  it('with a particle in lower case takes its forename from a "First name(s)" row', () => {
    const text = 'Customer    Mr D. ap Rhys\nFirst name(s)    Dafydd Owain\nTelephone    07812 330 945';
    expect(withForename('D. ap Rhys', () => text)).toBe('Dafydd ap Rhys');
  });

  it('printed surname first in capitals before its initials is an initial and a surname', () => {
    expect(personName('RAGHUNATHAN A (Ms)')?.name).toBe('A. Raghunathan');
    expect(personName('EXAMPLE C J (Mr)')?.name).toBe('C. J. Example');
    // Two forenames in capitals are no initials.
    expect(personName('MARY ANN')?.name).toBe('Mary Ann');
  });

  it('under "Buyers" is read for each of the two buyers printed there', () => {
    const lines = linesOf(
      run('Creditor', 40, 700),
      run('Buyers', 220, 700),
      run('Example Vale Finance plc', 40, 688),
      run('BRADY Eamonn (Mr)', 220, 688),
      run('2 Example Square', 40, 676),
      run('BRADY Sinéad (Mrs)', 220, 676),
      run('9 Orchard Rise, Stroud GL5 3PN', 220, 664),
    );
    expect(extractCustomers([page(1, lines)])).toMatchObject({
      customerName: 'Eamonn Brady',
      otherCustomers: ['Sinéad Brady'],
    });
  });
});

describe('a signing place', () => {
  it('"Authorised for" a business is the dealer’s', () => {
    expect(isDealerRoleLabel('Authorised for Example Valley Car Sales')).toBe(true);
    expect(isDealerRoleLabel('Authorised signatory')).toBe(true);
  });

  it('dates in a "Date and time" blank under it', () => {
    const lines = linesOf(
      run('Customer signature', 51, 400),
      run('Handover specialist (Example Motors)', 310, 400),
      run('Date and time', 51, 377),
      run('.'.repeat(36), 110, 377),
    );
    const rects = [
      { x: 51, y: 417, width: 235, height: 44 },
      { x: 310, y: 417, width: 235, height: 44 },
    ];
    const [customer] = findSignatureFields({ pages: [page(1, lines, { rects })] });
    expect(customer!.dateBox?.x).toBe(110);
  });

  it('for the second applicant, in the row just under the first’s, is a place of its own', () => {
    const lines = linesOf(
      run('First applicant signature', 57, 439),
      run('Date', 388, 439),
      run('Second applicant signature', 57, 391),
      run('Date', 388, 391),
    );
    const h = (y: number) => ({ x1: 52, y1: y, x2: 533, y2: y });
    const v = (x: number) => ({ x1: x, y1: 351.5, x2: x, y2: 448 });
    const pages = [
      page(1, lines, { horizontalRules: [h(352), h(400), h(448)], verticalRules: [v(52), v(383), v(533)] }),
    ];
    expect(findSignatureFields({ pages }).map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['First applicant signature', 'customer'],
      ['Second applicant signature', 'customer2'],
    ]);
  });
});

describe('a registration', () => {
  it('wrapped by a word processor in the middle reads whole', () => {
    const lines = linesOf(
      run('Description', 57, 680),
      run('Tesla Model 3 Long Range AWD, Pearl White, registration EY23', 57, 662, 9),
      run('KRM, 18,402 miles', 57, 651, 9),
    );
    expect(readVehicleRegistration([page(1, lines)]).registration).toBe('EY23KRM');
    // A complete plate at the end of a line takes nothing from the next.
    const whole = layoutFromText('Vehicle: Ford Focus, registration EY23 KRM\nABC motors will deliver it');
    expect(readVehicleRegistration(whole).registration).toBe('EY23KRM');
  });
});

describe('an OCR layer drawn with a transparent fill', () => {
  it('is read as a scan’s layer, as invisible text is', async () => {
    const pdf = PDF.create();
    const pdfPage = pdf.addPage({ size: 'a4' });
    const font = pdfPage.registerFont(StandardFonts.Helvetica);
    const clear = pdfPage.registerExtGState(pdf.createExtGState({ fillOpacity: 0 }));
    const words = [
      'VEHICLE DELIVERY NOTE',
      'Customer: Mrs Bronwen Example',
      'Registration: CN23 YUK',
      'I confirm the vehicle was delivered to me in good condition.',
      'Customer signature',
    ];
    pdfPage.drawOperators([
      ops.pushGraphicsState(),
      ops.setGraphicsState(clear),
      ...words.flatMap((text, i) => [
        ops.beginText(),
        ops.setFont(font, 11),
        ops.setTextMatrix(1, 0, 0, 1, 50, 760 - i * 30),
        ops.showText(text),
        ops.endText(),
      ]),
      ops.popGraphicsState(),
    ]);
    const layout = await readPdfLayout(await pdf.save());
    const [first] = layout.pages;
    expect(first!.skew).toBe(0);
    expect(first!.lines.map((l) => l.text)).toContain('Registration: CN23 YUK');
  });
});
