import { describe, expect, it } from 'vitest';
import { refillName } from './message-name.ts';

const TEMPLATE = 'Dear [Customer Name],\n\nHere is "HP agreement – Aisha Rahman".';

describe('the customer’s name in the message', () => {
  it('fills the placeholder, and a new choice replaces the name without touching the same name elsewhere', () => {
    const aisha = refillName(TEMPLATE, null, 'Aisha Rahman');
    expect(aisha.message).toBe('Dear Aisha Rahman,\n\nHere is "HP agreement – Aisha Rahman".');
    const owen = refillName(aisha.message, aisha.fill, 'Owen Price');
    expect(owen.message).toBe('Dear Owen Price,\n\nHere is "HP agreement – Aisha Rahman".');
    expect(refillName(owen.message, owen.fill, null)).toEqual({ message: TEMPLATE, fill: null });
  });

  it('after the dealer edits the message, swaps the name the card wrote', () => {
    const aisha = refillName('Dear [Customer Name],', null, 'Aisha Rahman');
    const edited = `${aisha.message} see you Saturday.`;
    expect(refillName(edited, aisha.fill, 'Owen Price').message).toBe('Dear Owen Price, see you Saturday.');
  });

  it('leaves a message without the placeholder as the dealer wrote it', () => {
    expect(refillName('Hello there', null, 'Owen Price')).toEqual({ message: 'Hello there', fill: null });
  });
});
