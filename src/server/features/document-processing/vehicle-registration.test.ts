import { describe, expect, it } from 'vitest';
import { layoutFromText } from './synthetic-layout.ts';
import { extractVehicleRegistration } from './vehicle-registration.ts';

const regIn = (text: string) => extractVehicleRegistration(layoutFromText(text));

describe('extractVehicleRegistration', () => {
  it('reads every UK format beside a label, upper case without spaces', () => {
    expect(regIn('Registration:   AB12 CDE')).toBe('AB12CDE'); // current
    expect(regIn('Reg No.   A123 BCD')).toBe('A123BCD'); // prefix
    expect(regIn('VRM   ABC 123D')).toBe('ABC123D'); // suffix
    expect(regIn('Registration Mark   ABC 1234')).toBe('ABC1234'); // dateless
    expect(regIn('Reg   1234 AB')).toBe('1234AB'); // dateless, numbers first
    expect(regIn('Registration number:   AIZ 1234')).toBe('AIZ1234'); // Northern Ireland
    expect(regIn('Vehicle registration   ab12cde')).toBe('AB12CDE'); // written compact, lower case
    expect(regIn('Reg/VRM:   KX70 ABC')).toBe('KX70ABC');
  });

  it('does not read dates or certificates beside registration-like labels as marks', () => {
    expect(regIn('First registered   14 MAY 2019')).toBeNull();
    expect(regIn('Registration certificate (V5C)   A12 3456')).toBeNull();
  });

  it('prefers the vehicle sold to a part-exchange listed before it', () => {
    const text = [
      '3. Part-exchange vehicle',
      'Registration No.   WN14 CYU     Mileage   112,480',
      '',
      '4. Vehicle being purchased',
      'Registration No.   WM70 KXR     Mileage   36,902',
    ].join('\n');
    expect(regIn(text)).toBe('WM70KXR');
  });

  it('discounts a part-exchange mentioned in a sentence', () => {
    const text = [
      'Part exchange: Vauxhall Corsa 1.2 SXi, registration BV12 HLE, allowance £1,850.00',
      'Goods',
      'Description                 Registration',
      'Toyota Yaris 1.5 Hybrid     BF21 KHW',
    ].join('\n');
    expect(regIn(text)).toBe('BF21KHW');
  });

  it('returns the part-exchange registration when it is the only vehicle', () => {
    expect(regIn('Trade-in vehicle\nRegistration   WN14 CYU')).toBe('WN14CYU');
  });

  it('is not fooled by a postcode next to the registration', () => {
    expect(regIn('Address:   9 Moorhead Terrace, Shipley BD18 3TW     VRM:   BD68 WZL')).toBe('BD68WZL');
    expect(regIn('27 Thornfield Rise, Leeds LS13 2QH')).toBeNull();
    expect(regIn('Reg:   LS12 6AB')).toBeNull(); // a postcode in the registration box
  });

  it('ignores agreement, stock and order numbers, phone numbers and finance words', () => {
    const text = [
      'Agreement No. AMF-448120     Stock No.   KV3318',
      'Order No. KV-24117     Tel: 0113 496 0712',
      'HP     PCP     APR 9.9%     VAT No. GB 318 4470 92     FRN 306412',
      'Dealer ref. BH-77014     Invoice RD/INV/118204',
    ].join('\n');
    expect(regIn(text)).toBeNull();
  });

  it('takes a current-format mark with no label when there is nothing better', () => {
    expect(regIn('Your Ford Fiesta YK19 XBN is ready for collection.')).toBe('YK19XBN');
  });

  it('prefers the labelled registration to a mark in the notes', () => {
    const text = ['Notes: courtesy car KX70 ABC booked', 'Registration   MA68 UVT'].join('\n');
    expect(regIn(text)).toBe('MA68UVT');
  });
});
