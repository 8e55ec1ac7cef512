import { describe, expect, it } from 'vitest';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { extractVehicleRegistration, readVehicleRegistration } from './vehicle-registration.ts';

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

  it('never takes the plate of the car being replaced as the one sold, sure', () => {
    const text = [
      'First applicant          Lucy Example',
      'Vehicle of interest      Example Model Y Long Range AWD,',
      '                         registration RV22 UEH',
      'Vehicle being replaced   GN14 BZP (Example Insignia), to be sold',
      '                         privately',
    ].join('\n');
    const read = readVehicleRegistration(layoutFromText(text));
    expect(read.registration === 'GN14BZP' && read.confidence >= 0.6).toBe(false);
  });
});

describe('registrations in every UK format, chosen by context', () => {
  it('reads cherished, dateless, Northern Ireland and Q plates beside a label', () => {
    expect(regIn('Registration:   K 7 ABC')).toBe('K7ABC');
    expect(regIn('Registration mark:   1 FMT')).toBe('1FMT');
    expect(regIn('Vehicle reg.   LAZ 4821')).toBe('LAZ4821');
    expect(regIn('Registration:   Q 412 FEH')).toBe('Q412FEH');
    expect(regIn('Reg No.   KLM 482T')).toBe('KLM482T');
  });

  it('does not read a model name or a door count as a plate', () => {
    expect(regIn('Vehicle registration   BMW X1 xDrive20d M Sport 5DR')).toBeNull();
    expect(regIn('Registration   3DR')).toBeNull();
    expect(regIn('Vehicle:   MINI Hatch 1.5 Cooper 3DR\nRegistration   NK68 WVB')).toBe('NK68WVB');
  });

  it('passes over the previous registration of a car with a cherished plate', () => {
    expect(regIn('Registration mark: 1 FMT\nPrevious registration: FE19 WRK')).toBe('1FMT');
  });

  it('reads the vehicle line of a form with no registration label', () => {
    expect(
      readVehicleRegistration(layoutFromText('Vehicle: Ford Puma 1.0 ST-Line 5dr, YD68 PZR, 31,200 miles')),
    ).toMatchObject({ registration: 'YD68PZR' });
  });

  it('is sure of a labelled plate and unsure of a stray mark', () => {
    expect(readVehicleRegistration(layoutFromText('Registration:   AB12 CDE')).confidence).toBeGreaterThan(
      0.8,
    );
    expect(readVehicleRegistration(layoutFromText('Notes: KX70 ABC booked')).confidence).toBeLessThan(0.6);
  });
});

describe('decoys: plate-shaped values that are not the vehicle sold', () => {
  const read = (text: string) => readVehicleRegistration(layoutFromText(text));

  it('never takes an order, invoice or stock reference shaped like a plate', () => {
    expect(read('Order No: AB12 CDE\nRegistration:   KX70 ABC')).toMatchObject({ registration: 'KX70ABC' });
    expect(read('Stock ref AB12CDE     Vehicle: Ford Focus 1.0, KX70 ABC').registration).toBe('KX70ABC');
    // A table: the heading over the value says what it is.
    const table = ['Order number     Invoice date', 'AB12 CDE         01/03/2025'].join('\n');
    expect(read(table).registration).not.toBe('AB12CDE');
  });

  it('is unsure of the only plate-shaped value when it sits under a reference', () => {
    const only = read('Order No: AB12 CDE');
    expect(only.confidence).toBeLessThan(0.6);
  });

  it('never takes the part-exchange plate for the vehicle sold, in a table whichever row comes first', () => {
    const text = [
      'Vehicle                     Registration    Mileage',
      'Part exchange               WN14 CYU        112,480',
      'Vehicle being purchased     WM70 KXR        36,902',
    ].join('\n');
    expect(read(text)).toMatchObject({ registration: 'WM70KXR' });
  });

  it('knows a part-exchange heading printed left of the row it heads', () => {
    const text = [
      'Registration:   WM70 KXR',
      '',
      'Part-Ex vehicle',
      '                        Make: Ford     Reg: WN14 CYU',
    ].join('\n');
    expect(read(text)).toMatchObject({ registration: 'WM70KXR' });
  });

  it('is unsure when a plate nothing labels is all there is, or a rival is almost as good', () => {
    expect(read('Vehicle details\nFord Fiesta   YK19 XBN').confidence).toBeLessThan(0.6);
    const rivals = read('Registration:   AB12 CDE\n\n\nRegistration:   KX70 ABC');
    expect(rivals.confidence).toBeLessThan(0.6);
  });

  it('keeps the part-exchange plate, unsure, when it is the only vehicle', () => {
    expect(read('Trade-in vehicle\nRegistration   WN14 CYU')).toMatchObject({ registration: 'WN14CYU' });
    expect(read('Trade-in vehicle\nRegistration   WN14 CYU').confidence).toBeLessThan(0.6);
  });

  it('reads the car handed in on a part-exchange appraisal, not a replacement named in passing', () => {
    const text = [
      '# Trade-in Appraisal',
      'Vehicle being part-exchanged',
      'Registration   LK16 RWT',
      'Replacement vehicle   Skoda Octavia 1.5 TSI, reg DG22 HMV',
    ].join('\n');
    expect(regIn(text)).toBe('LK16RWT');
    // The car being bought still wins where the form gives it a labelled section of its own.
    const both = [
      '# Part Exchange Agreement',
      'Vehicle taken in part exchange',
      'Registration   LK16 RWT',
      'Vehicle being purchased',
      'Registration   DG22 HMV',
    ].join('\n');
    expect(regIn(both)).toBe('DG22HMV');
    const yours = [
      '# Trade-in Agreement',
      'Your vehicle',
      'Registration   LK16 RWT',
      'Vehicle you are buying',
      'Registration   DG22 HMV',
    ].join('\n');
    expect(regIn(yours)).toBe('DG22HMV');
  });
});
