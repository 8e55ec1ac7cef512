import { describe, expect, it } from 'vitest';
import {
  describeReadOut,
  matchDocument,
  mismatchSummary,
  namesMatch,
  nameTokens,
  registrationsMatch,
} from './customer-match.ts';

const aisha = { name: 'Aisha Rahman', vehicleRegistration: 'BF21KHW' };
const readOut = (
  customerName: string | null,
  vehicleRegistration: string | null = null,
  others?: string[],
) => ({
  customerName,
  vehicleRegistration,
  otherCustomers: others,
});

describe('namesMatch', () => {
  it.each([
    ['Aisha Rahman', 'aisha  rahman'],
    ['Mrs Aisha Rahman', 'Aisha Rahman'],
    ['Mrs. AISHA RAHMAN', 'aisha rahman'],
    ['RAHMAN, Aisha', 'Aisha Rahman'],
    ['Rahman Aisha', 'Aisha Rahman'],
    ['Aisha Noor Rahman', 'Aisha Rahman'],
    ['A. Rahman', 'Aisha Rahman'],
    ["Declan O'Rourke", 'Declan ORourke'],
    ['Gareth Llewellyn-Price', 'Gareth Llewellyn Price'],
    ['Zoë Brontë', 'Zoe Bronte'],
    ['Aisha Rahman-Fitzgerald', 'Aisha Rahman'],
  ])('%s is %s', (a, b) => expect(namesMatch(a, b)).toBe(true));

  it.each([
    ['Bethany Crowther', 'Aisha Rahman'],
    ['Aisha Rahman', 'Aisha Crowther'],
    ['Ahmed Rahman', 'Aisha Rahman'],
    ['B. Rahman', 'Aisha Rahman'],
    ['Rahman', 'Aisha Rahman'],
    ['Aisha Noor', 'Aisha Rahman'],
    ['Mr', 'Mr'],
  ])('%s is not %s', (a, b) => expect(namesMatch(a, b)).toBe(false));

  it('drops titles and punctuation', () => {
    expect(nameTokens('Dr. Jane   Smith-Jones')).toEqual(['jane', 'smith', 'jones']);
  });
});

describe('registrationsMatch', () => {
  it('ignores spaces and case', () => {
    expect(registrationsMatch('bf21 khw', 'BF21KHW')).toBe(true);
    expect(registrationsMatch('WU22RZN', 'BF21KHW')).toBe(false);
  });
  it('never matches two missing plates', () => {
    expect(registrationsMatch(null, '')).toBe(false);
  });
});

describe('matchDocument', () => {
  it('matches the read-out name', () => {
    expect(matchDocument(aisha, readOut('Ms Aisha Rahman', 'WU22RZN'))).toEqual({
      kind: 'match',
      by: 'name',
    });
  });
  it("matches the customer's registration when the document names nobody", () => {
    expect(matchDocument(aisha, readOut(null, 'BF21 KHW'))).toEqual({ kind: 'match', by: 'registration' });
  });
  it('never ties a document naming someone else to the customer by a shared registration', () => {
    expect(matchDocument(aisha, readOut('Omar Rahman', 'BF21 KHW'))).toEqual({
      kind: 'mismatch',
      message: 'This document names Omar Rahman (BF21KHW), not Aisha Rahman.',
    });
  });
  it("matches a joint purchase's other buyer", () => {
    expect(matchDocument(aisha, readOut('Omar Rahman', null, ['Aisha Rahman'])).kind).toBe('match');
  });
  it('calls a document with no name read out unnamed', () => {
    expect(matchDocument(aisha, readOut(null, 'WU22RZN'))).toEqual({ kind: 'unnamed' });
    expect(matchDocument(aisha, readOut('  '))).toEqual({ kind: 'unnamed' });
  });
  it('names the other customer and plate in a mismatch', () => {
    expect(matchDocument(aisha, readOut('Bethany Crowther', 'WU22RZN'))).toEqual({
      kind: 'mismatch',
      message: 'This document names Bethany Crowther (WU22RZN), not Aisha Rahman.',
    });
  });
  it('works for a customer without a registration', () => {
    expect(matchDocument({ name: 'Aisha Rahman' }, readOut('Bethany Crowther')).kind).toBe('mismatch');
  });
});

describe('describeReadOut and mismatchSummary', () => {
  it('says what was read out', () => {
    expect(describeReadOut(readOut('Bethany Crowther', 'wu22 rzn'))).toBe('Bethany Crowther (WU22RZN)');
    expect(describeReadOut(readOut(null, 'WU22RZN'))).toBe('WU22RZN');
    expect(describeReadOut(readOut(null))).toBeNull();
  });
  it('lists only the mismatched documents by title', () => {
    const documents = [
      { title: 'HP agreement', readOut: readOut('Aisha Rahman', 'BF21KHW') },
      { title: 'Invoice', readOut: readOut('Bethany Crowther', 'WU22RZN') },
      { title: 'Blank form', readOut: readOut(null) },
    ];
    expect(mismatchSummary(aisha, documents)).toEqual([
      '“Invoice” names Bethany Crowther (WU22RZN), not Aisha Rahman.',
    ]);
  });
});
