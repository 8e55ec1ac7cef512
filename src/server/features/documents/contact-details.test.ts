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
