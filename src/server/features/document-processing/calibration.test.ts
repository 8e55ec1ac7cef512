// Confidence is earned: an answer reaches the editor's threshold only when independent cues agree (the label
// and the layout, the title and the body, the party's role and its place). Each case here is a value the
// reading may well give, but should give unsure, or a printed form it must turn into the person's name.
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type SignatureField } from '../../../shared/documents/document-types.ts';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers, personName } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import { assignTwinPlaces } from './joint-places.ts';
import { readingLayout } from './reading-layout.ts';
import { readSignatureFields } from './signature-fields.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';

const customersIn = (text: string) => extractCustomers(readingLayout(layoutFromText(text)));
const plateIn = (text: string) => readVehicleRegistration(layoutFromText(text));

describe('names: the person, first name and surname', () => {
  it.each([
    ['Mrs Sarah Jane Whitfield', 'Sarah Whitfield'],
    ['WHITFIELD, SARAH JANE (MRS)', 'Sarah Whitfield'],
    ['Sarah J. Whitfield', 'Sarah Whitfield'],
    ['Dr Sarah Whitfield PhD', 'Sarah Whitfield'],
    ['Mr Pieter Jan van der Berg', 'Pieter van der Berg'],
    ['Declan Ó Súilleabháin', 'Declan Ó Súilleabháin'],
    ['J. R. Okonkwo-Hughes', 'J. R. Okonkwo-Hughes'],
  ])('"%s" → "%s"', (printed, name) => expect(personName(printed)?.name).toBe(name));

  it('reads a name in capitals in the order its label asks for', () => {
    expect(customersIn('Hirer (Surname, Forenames):   WHITFIELD SARAH').customerName).toBe('Sarah Whitfield');
  });

  it('is unsure of a surname-first label over a name in ordinary case with no comma', () => {
    const read = customersIn('Hirer (Surname, Forenames):   Whitfield Sarah');
    expect(read.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('takes the full name printed elsewhere for an initial', () => {
    const both = customersIn('Customer name:   Mrs S. Whitfield\n\n\nHirer:   Sarah Whitfield');
    expect(both.customerName).toBe('Sarah Whitfield');
  });
});

describe('registrations: another vehicle or a reference under the same label is a decoy', () => {
  it('a courtesy car named in the label or the section', () => {
    const read = plateIn(['Registration (courtesy car):   KX70 ABC', 'Registration:   MA68 UVT'].join('\n'));
    expect(read.registration).toBe('MA68UVT');
  });

  it('a label that names a reference too is unsure', () => {
    const read = plateIn('Reg / Stock No:   KX70 ABC');
    expect(read.registration).toBe('KX70ABC');
    expect(read.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
});

describe('document type: the title must agree', () => {
  it('a type named only by section headings and clauses is unsure', () => {
    const pages = layoutFromText(
      [
        '# Customer Declaration',
        'I confirm the details below are true.',
        'I have read the terms of my agreement.',
        'I have been given a copy of it.',
        '',
        '# Hire purchase',
        'Your hire purchase agreement and its hire purchase terms.',
      ].join('\n'),
    );
    expect(readDocumentType(pages).confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads a title set in capitals at the body size', () => {
    const pages = layoutFromText(
      ['Kestrel Vale', 'VEHICLE DELIVERY NOTE', 'Any part exchange is settled.'].join('\n'),
    );
    expect(readDocumentType(pages).type).toBe('delivery_receipt');
  });
});

describe("places: a date place printed beside the customer's but not found", () => {
  it('leaves the places unsure', () => {
    // Something is printed right after "Date": no blank, and no room to write the date.
    const pages = layoutFromText('Customer signature:   ______________________          Date   Ref KV/2044');
    const read = readSignatureFields({ pages });
    expect(read.fields).toHaveLength(1);
    expect(read.fields[0]?.dateBox).toBeUndefined();
    expect(read.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('a bare "Date" ending the line: the date is written after it, and the places stay sure', () => {
    const pages = layoutFromText('Customer signature:   ______________________          Date');
    const read = readSignatureFields({ pages });
    const date = read.fields[0]?.dateBox;
    const label = pages[0]!.lines[0]!.runs.find((r) => r.text === 'Date')!;
    expect(date?.x).toBeGreaterThan(label.x + label.width);
    expect(read.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });
});

describe('twin customer places', () => {
  const place = (x: number, y: number): SignatureField => ({
    page: 1,
    label: 'Hirer',
    box: { x, y, width: 200, height: 30 },
    signerConfidence: 0.9,
  });

  it('side by side with a second buyer named: the second is the second customer', () => {
    const [first, second] = assignTwinPlaces([place(50, 100), place(300, 100)], true);
    expect(first?.signer).toBeUndefined();
    expect(second?.signer).toBe('customer2');
  });

  it('with no second buyer named: both stay the customer, unsure', () => {
    const fields = assignTwinPlaces([place(50, 100), place(300, 100)], false);
    expect(fields.every((f) => f.signer === undefined && (f.signerConfidence ?? 1) < LOW_CONFIDENCE)).toBe(
      true,
    );
  });

  it('a second place far down the page is the same person signing again', () => {
    const fields = assignTwinPlaces([place(50, 500), place(50, 100)], true);
    expect(fields.map((f) => f.signer)).toEqual([undefined, undefined]);
  });
});
