// Dot leaders in a plain-text or typewriter-style form: between a label and its value they join the two
// (a table set in one font), and only dots with nothing after them, or before another caption's blank, are
// a blank to sign on. The layouts are made up from how such forms print.
import { describe, expect, it } from 'vitest';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { findSignatureFields } from './signature-fields.ts';

const labels = (text: string) => findSignatureFields({ pages: layoutFromText(text) }).map((f) => f.label);

describe('dot leaders', () => {
  it('between a label and its value are no place to sign', () => {
    const form = `
# HOME DELIVERY NOTE
Customer ..... Lucy Example
Vehicle ...... Example 2008 1.2 Allure

I confirm the vehicle was delivered in the condition described.

Customer signature   ______________________________   Date __________
`;
    expect(labels(form)).toEqual(['Customer signature']);
  });

  it('with nothing after them, or before a date caption with its own dots, stay the blank', () => {
    const form = `
# WARRANTY ACCEPTANCE
Signed by the customer ..................... Date ..........
Customer ........................................
`;
    expect(labels(form)).toEqual(['Signed by the customer', 'Customer']);
  });
});
