import { describe, expect, it } from 'vitest';
import {
  normaliseUkPhone,
  readAddress,
  readContactDetails,
  readEmail,
  readUkPhone,
  readUkPostcode,
} from './contact-details.ts';

const AGREEMENT = [
  'Kestrel Vale Motors Ltd, 2 Station Road, Harrogate HG1 1AA. Tel 01423 500100 sales@kestrelvale.co.uk',
  'VEHICLE SALES AGREEMENT',
  'Customer name: Olivia Bennett',
  'Address: 14 Mill Lane, Headingley, Leeds',
  'Postcode: LS6 2AB',
  'Telephone: 07700 900456',
  'Email: Olivia.Bennett@example.co.uk',
].join('\n');

describe('reading contact details from paperwork', () => {
  it("takes the customer's details, not the dealership's printed above them", () => {
    expect(readContactDetails(AGREEMENT, 'Olivia Bennett')).toEqual({
      address: '14 Mill Lane, Headingley, Leeds',
      postcode: 'LS6 2AB',
      phone: '07700 900456',
      email: 'olivia.bennett@example.co.uk',
    });
  });

  it('reads an address block over several lines ending in the postcode', () => {
    const letter =
      'Dear Mr Shah\nMr Ravi Shah\n7 Orchard Close\nKings Heath\nBirmingham B14 7QT\nThank you for your order.';
    expect(readUkPostcode(letter, 'Ravi Shah')).toBe('B14 7QT');
    expect(readAddress(letter, 'Ravi Shah')).toBe('7 Orchard Close, Kings Heath, Birmingham');
  });

  it('normalises UK phone numbers and refuses what is not one', () => {
    expect(normaliseUkPhone('+44 (0)7700 900123')).toBe('07700 900123');
    expect(normaliseUkPhone('+447700900123')).toBe('07700 900123');
    expect(normaliseUkPhone('020 7946 0000')).toBe('020 7946 0000');
    expect(normaliseUkPhone('0800 123 456')).toBeNull();
    expect(normaliseUkPhone('12345678901')).toBeNull();
    expect(readUkPhone('Tel: 0113 496 0000\nMobile: 07700-900-321')).toBe('07700 900321');
  });

  it('finds nothing rather than the dealer’s own details alone', () => {
    const dealerOnly = 'Kestrel Vale Motors Ltd, Registered office: 2 Station Road, Harrogate HG1 1AA';
    expect(readUkPostcode(dealerOnly)).toBeNull();
    expect(readEmail('No e-mail given')).toBeNull();
    expect(readUkPhone('Agreement No. 12345678901')).toBeNull();
  });
});

describe("the customer's own block, never another party's", () => {
  // An agreement printing the creditor's, the dealer's, a regulator's and the customer's details, each
  // under its heading and labelled alike; the customer is named where they sign, far from their block.
  const STACKED = [
    'HIRE PURCHASE AGREEMENT',
    'The Creditor',
    'Northway Vehicle Credit plc',
    'Address: 10 Finance Street',
    'Leeds',
    'Postcode: LS1 4AB',
    'Email: agreements@northway-credit.example.com',
    'Mobile: 07700 900999',
    'Supplier',
    'Address: Unit 3, Wolds Road, Hull',
    'Postcode: HU5 2TT',
    'Email: sales@woldsroad.example.com',
    'Hirer',
    '27 Orchard Close',
    'Kings Heath',
    'Birmingham B14 7QT',
    'aisha.rahman@example.com    07700 900123',
    'If you are unhappy, contact the Financial Ombudsman Service, Exchange Tower, London E14 9SR,',
    'complaint.info@financial-ombudsman.org.uk, 0800 023 4567.',
    'Goods: Kia Ceed 1.5 T-GDi 3',
    'Signature of Hirer (Aisha Rahman)',
  ].join('\n');

  it('reads the hirer’s postcode, address lines, e-mail and phone, not the creditor’s or the supplier’s', () => {
    expect(readContactDetails(STACKED, 'Aisha Rahman')).toEqual({
      address: '27 Orchard Close, Kings Heath, Birmingham',
      postcode: 'B14 7QT',
      phone: '07700 900123',
      email: 'aisha.rahman@example.com',
    });
  });

  it('never takes a regulator’s address, even when nothing else is printed', () => {
    const notice = 'Complaints go to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.';
    expect(readUkPostcode(notice)).toBeNull();
    expect(readAddress(notice)).toBeNull();
    expect(readEmail('Write to complaint.info@financial-ombudsman.org.uk')).toBeNull();
  });

  it('keeps to the customer’s column when the parties sit side by side', () => {
    const sideBySide = [
      'Creditor    Customer',
      'Name: Northway Vehicle Credit plc    Name: Mr D Okonjo',
      'Address: 10 Finance Street, Leeds    Address: 5 Beech Grove, Sale',
      'Postcode: LS1 4AB    Postcode: M33 6RT',
      'Email: agreements@northway-credit.example.com    Email: d.okonjo@example.com',
      'Tel: 0113 496 0000    Mobile: 07700 900555',
    ].join('\n');
    expect(readContactDetails(sideBySide, 'D. Okonjo')).toEqual({
      address: '5 Beech Grove, Sale',
      postcode: 'M33 6RT',
      phone: '07700 900555',
      email: 'd.okonjo@example.com',
    });
  });
});
