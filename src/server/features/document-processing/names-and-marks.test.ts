// The customer's name, the vehicle's mark and the document's type as the sixth set's forms print them (decision 0115).
import { describe, expect, it } from 'vitest';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers, personName } from './customer-name.ts';
import { readDocumentType } from './document-type.ts';
import { readVehicleRegistration } from './vehicle-registration.ts';

const customersIn = (text: string) => extractCustomers(layoutFromText(text));

describe('customer name', () => {
  it('reads the proposer of an insurance proposal, surname first in capitals without a comma', () => {
    expect(customersIn('Proposer   EXAMPLEWSKA Małgorzata (Ms)\nVehicle   Ford Transit').customerName).toBe(
      'Małgorzata Examplewska',
    );
  });

  it('reads the first of several customers named as such, and how the form asks for the name', () => {
    const both = (first: string, second: string) =>
      customersIn(`${first}   Mrs Anna EXAMPLE\n${second}   Mr Ben OTHER`);
    for (const [first, second] of [
      ['First applicant', 'Second applicant'],
      ['Main applicant', 'Joint applicant'],
      ['Customer (1)', 'Customer (2)'],
      ['Name of first hirer', 'Name of second hirer'],
    ] as const) {
      const read = both(first, second);
      expect([read.customerName, read.otherCustomers]).toEqual(['Anna Example', ['Ben Other']]);
      expect(read.confidence).toBeGreaterThanOrEqual(0.6);
    }
    for (const label of ['Your full name', 'Customer name (block capitals)', 'Customer name and address']) {
      expect(customersIn(`${label}: Mrs Anna EXAMPLE`).confidence).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('reads the insured of a policy', () => {
    expect(customersIn('Name of insured   Mrs Anna EXAMPLE\nSum insured   £12,000').customerName).toBe(
      'Anna Example',
    );
    expect(customersIn('Insured:   EXAMPLE, Anna (Mrs)').customerName).toBe('Anna Example');
  });

  it('ends a name where a reference follows it on the line', () => {
    const text =
      'Prepared for: Mr Yusuf Al-EXAMPLE Quote ref HQ-55213 Vehicle: Audi A3, registration EA72 UVW';
    expect(customersIn(text).customerName).toBe('Yusuf Al-Example');
    expect(customersIn('Customer: Mr John Example Agreement no 44712').customerName).toBe('John Example');
    expect(customersIn('Customer: Mr John Example of 14 High Street, Leeds').customerName).toBe(
      'John Example',
    );
  });

  it('reads a title printed before a surname printed first', () => {
    expect(personName('Mr MacKENZIE, Hamish')?.name).toBe('Hamish MacKenzie');
    expect(personName("Mr D'SOUZA, Francis")?.name).toBe("Francis D'Souza");
    expect(personName('Mr Daniel Price, Director')?.name).toBe('Daniel Price'); // not reversed
  });

  it('keeps the Arabic article in its own case before a surname in capitals', () => {
    expect(personName('Mr Yusuf Al-HASHIMI')?.name).toBe('Yusuf Al-Hashimi');
    expect(personName('Dr Omar El-SAYED')?.name).toBe('Omar El-Sayed');
  });

  it('spells out initials with the full name printed on the row under them', () => {
    const text = [
      'Borrower 1     EXAMPLE, J. P. (Mr)',
      '               John Patrick Example',
      'Borrower 2     EXAMPLE, Aoife (Mrs)',
    ].join('\n');
    const read = customersIn(text);
    expect(read.customerName).toBe('John Example');
    expect(read.otherCustomers).toEqual(['Aoife Example']);
    // A different person under the initials is not their spelling.
    expect(customersIn('Borrower     EXAMPLE, J. P. (Mr)\n             Mary Example').customerName).toBe(
      'J. P. Example',
    );
  });

  it('writes a Welsh or Dutch particle printed in capitals in small letters', () => {
    expect(personName('Mrs Gwenllian AP RHYS-PRICE')?.name).toBe('Gwenllian ap Rhys-Price');
    expect(personName('Mr Dafydd AB OWEN')?.name).toBe('Dafydd ab Owen');
    expect(personName('Mr Pieter VAN DER BERG')?.name).toBe('Pieter van der Berg');
    expect(personName('Mr Ali AL HASHIMI')?.name).toBe('Ali Al Hashimi');
  });

  it('offers the one titled name in running text, unsure, when no label names anyone', () => {
    const one = customersIn('Enquiry: Mr Ravinder Singh EXAMPLE about Skoda Enyaq 85.\nCustomer signature');
    expect(one.customerName).toBe('Ravinder Example');
    expect(one.confidence).toBeLessThan(0.6);
    // Two people so named: which is the customer is not said.
    expect(customersIn('Mr Ravi EXAMPLE and Mrs Anna OTHERNAME visited.').customerName).toBeNull();
    // Staff are not the customer.
    expect(customersIn('Sales executive: Mr Tom EXAMPLE').customerName).toBeNull();
    expect(customersIn('Yours sincerely, Mr Rhodri EXAMPLE, Business Manager').customerName).toBeNull();
  });

  it('reads two people in one value however they are joined', () => {
    for (const value of [
      'Mr John EXAMPLE / Mrs Jane EXAMPLE',
      'Mr John EXAMPLE; Mrs Jane EXAMPLE',
      'Mr John EXAMPLE, Mrs Jane EXAMPLE',
    ]) {
      const read = customersIn(`Customers   ${value}`);
      expect([read.customerName, read.otherCustomers]).toEqual(['John Example', ['Jane Example']]);
    }
    // One person, surname first, with the title after the comma.
    expect(customersIn('Customer   EXAMPLE, Mrs Megan').otherCustomers).toEqual([]);
  });

  it('reads sellers the brackets name as the keepers, both of them', () => {
    const text =
      'Sellers (registered keepers)   Mr Pieter VAN DER EXAMPLE and Mrs Johanna van der Example-Smit';
    const read = customersIn(text);
    expect(read.customerName).toBe('Pieter van der Example');
    expect(read.otherCustomers).toEqual(['Johanna van der Example-Smit']);
  });
});

describe('registration', () => {
  it('reads a mark on the vehicle line whose label sits in the cell before it', () => {
    const reading = readVehicleRegistration(layoutFromText('Vehicle   Ford Focus 1.0 Titanium (AB12 CDE)'));
    expect(reading.registration).toBe('AB12CDE');
    expect(reading.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('reads a mark in the vehicle field of a line of fields set apart by dots', () => {
    const text = '5 December 2025   Our ref: EX/FIN/8830 · Vehicle: Mercedes-Benz A180 AMG Line, GK69 DWL';
    const reading = readVehicleRegistration(layoutFromText(text));
    expect(reading.registration).toBe('GK69DWL');
    expect(reading.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('takes an address line’s postcode with its digit misread as a letter for no plate', () => {
    const text = [
      'Example Autos',
      'Ayr Road, Maybole KA19 BAA',
      'Vehicle: Land Rover Defender, SV51 LRD',
    ].join('\n');
    expect(readVehicleRegistration(layoutFromText(text)).registration).toBe('SV51LRD');
    // Not after a street and a town: a plate.
    expect(readVehicleRegistration(layoutFromText('Vehicle: Ford Focus, KA19 BAA')).registration).toBe(
      'KA19BAA',
    );
  });

  it('reads a plate used as the stock number, unsure, over a loan car named in a sentence wrapped at the line end', () => {
    const text = [
      'Enquiry: Mr Ravi EXAMPLE about Skoda Enyaq 85, stock DY71 RCX. Loan car during test',
      'drive: DX20 LOA.',
    ].join('\n');
    const reading = readVehicleRegistration(layoutFromText(text));
    expect(reading.registration).toBe('DY71RCX');
    expect(reading.confidence).toBeLessThan(0.6);
    // A labelled plate still wins over the stock number.
    expect(
      readVehicleRegistration(layoutFromText('Stock AB12 CDE\nRegistration:   KX70 ABC')).registration,
    ).toBe('KX70ABC');
  });

  it('reads a mark on a vehicle line beside another field of the same row', () => {
    const reading = readVehicleRegistration(
      layoutFromText('Customer: EXAMPLE, Anna (Miss)     Vehicle: Dacia Duster 1.3 TCe Journey, CC24 DXN'),
    );
    expect(reading.registration).toBe('CC24DXN');
  });
});

describe('document type', () => {
  const typeOf = (heading: string) =>
    readDocumentType(layoutFromText(`# ${heading}\nThe terms overleaf apply.\nCustomer signature`)).type;

  it('reads GAP by its names as insurance, never an invoice', () => {
    expect(typeOf('Return to Invoice GAP')).toBe('insurance');
    expect(typeOf('Guaranteed Asset Protection')).toBe('insurance');
    expect(typeOf('Sales Invoice')).toBe('sales_agreement');
  });

  it('reads contract hire and leases as finance, a demonstrator loan not', () => {
    expect(typeOf('Contract Hire Agreement')).toBe('finance_agreement');
    expect(typeOf('Personal Lease Agreement')).toBe('finance_agreement');
    expect(typeOf('Regulated Hire Agreement')).toBe('finance_agreement');
    expect(typeOf('Demonstrator Loan Agreement')).not.toBe('finance_agreement');
    expect(typeOf('Fixed Sum Loan Agreement')).toBe('finance_agreement');
  });

  it('reads no insurance into a car’s history of an insurance write-off', () => {
    const body =
      'We confirm that the vehicle has not been an insurance write-off or an insurance total loss.';
    expect(readDocumentType(layoutFromText(`Example Motors\n${body}`)).type).not.toBe('insurance');
  });

  it('reads a pre-delivery inspection as the delivery note and paint protection as a guarantee', () => {
    expect(typeOf('Pre-Delivery Inspection Checklist')).toBe('delivery_receipt');
    expect(typeOf('Paint Protection Certificate')).toBe('warranty');
  });

  it('reads a letter disclosing the broker’s commission as other, not the agreement it mentions', () => {
    const letter = [
      'Example Motors',
      'Dear Mrs Example,',
      'We are a credit broker and not a lender. The lender will pay us a commission for introducing you.',
      'Please sign below to confirm that this was given to you before you entered into the finance agreement.',
      'Customer acknowledgement',
    ].join('\n');
    const read = readDocumentType(layoutFromText(letter));
    expect(read.type).toBe('other');
    expect(read.confidence).toBeLessThan(0.6); // words in the body alone
  });
});
