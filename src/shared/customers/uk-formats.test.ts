import { describe, expect, it } from 'vitest';
import { formatRegistration, normalisePostcode, normaliseRegistration } from './uk-formats.ts';

describe('postcodes', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' M1 1AE ', 'M1 1AE'],
    ['b33  8th', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['dn551pt', 'DN55 1PT'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('%s → %s', (input, expected) => expect(normalisePostcode(input)).toBe(expected));

  it.each(['', '12345', 'SW1A', 'AB12CDE', 'Q1 1AA1'])('rejects %j', (input) =>
    expect(normalisePostcode(input)).toBeNull(),
  );
});

describe('registrations', () => {
  it.each([
    ['ab12 cde', 'AB12CDE', 'AB12 CDE'],
    ['A123BCD', 'A123BCD', 'A123 BCD'],
    ['abc 123d', 'ABC123D', 'ABC 123D'],
    ['1234 AB', '1234AB', '1234 AB'],
    ['AIZ 1234', 'AIZ1234', 'AIZ 1234'],
    ['K1', 'K1', 'K 1'],
  ])('%s → %s, shown %s', (input, stored, shown) => {
    expect(normaliseRegistration(input)).toBe(stored);
    expect(formatRegistration(stored)).toBe(shown);
  });

  it.each(['', 'SW1A 1AA', 'ABCDEFGH', '12345AB', 'AB12 CD3'])('rejects %j', (input) =>
    expect(normaliseRegistration(input)).toBeNull(),
  );
});
