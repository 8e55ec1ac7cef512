import { describe, expect, it } from 'vitest';
import { extractCustomerName, personName } from './customer-name.ts';
import { layoutFromText } from './synthetic-layout.ts';

const nameIn = (text: string) => extractCustomerName(layoutFromText(text));

describe('extractCustomerName', () => {
  it('reads a labelled field and drops the title', () => {
    expect(nameIn('Customer Name:   Mr Jonathan Pickersgill')).toBe('Jonathan Pickersgill');
    expect(nameIn('Purchaser:   Dr Oluwaseun Adeyemi')).toBe('Oluwaseun Adeyemi');
    expect(nameIn('Hirer   Miss Aisha Rahman')).toBe('Aisha Rahman');
  });

  it('never takes the salesperson beside the customer', () => {
    const text = [
      'Sales Executive:   Daniel Okafor          Customer Name:   Mrs Kirsty Macfarlane',
      'Salesperson:   Ryan Ashdown',
    ].join('\n');
    expect(nameIn(text)).toBe('Kirsty Macfarlane');
  });

  it('takes the name printed under a "Buyer" heading, not the seller beside it', () => {
    const text = [
      'Buyer                              Seller',
      'Miss Bethany Crowther              Marlowe Park Motor Company Ltd',
      'Flat 12, Severn View House         Sales Executive: Sian Pritchard',
    ].join('\n');
    expect(nameIn(text)).toBe('Bethany Crowther');
  });

  it('steps over dot leaders between label and value', () => {
    expect(nameIn('Name of Customer ..............   Mr Tom Harding')).toBe('Tom Harding');
  });

  it('cuts an inline value at the next label', () => {
    expect(nameIn('Name of Hirer: Miss Aisha Rahman Address: 14 Cedarwood Close')).toBe('Aisha Rahman');
  });

  it('reads a plain "Name" only in the customer section', () => {
    const text = [
      'The Creditor                           The Customer (Debtor)',
      'Name   Northvale Consumer Credit Ltd   Full name   Mr Andrew Castleton',
    ].join('\n');
    expect(nameIn(text)).toBe('Andrew Castleton');
    const dealerOnly = ['DEALER', 'Name   Priya Wainwright'].join('\n');
    expect(nameIn(dealerOnly)).toBeNull();
  });

  it('uses "Print name" under the customer signature, not under the dealer signature', () => {
    const text = [
      'Salesperson signature:',
      'Print name: Daniel Okafor',
      '',
      'Customer signature:',
      "Print name: Declan O'Rourke",
    ].join('\n');
    expect(nameIn(text)).toBe("Declan O'Rourke");
    expect(nameIn('Authorised signature:\nName: Marta Nowicka, Aftersales Manager')).toBeNull();
  });

  it('refuses companies named where a customer could be', () => {
    expect(nameIn('Sold to:   Kestrel Vale Motors Ltd')).toBeNull();
    expect(nameIn('Customer:   Brindley & Hart Cars')).toBeNull();
    expect(nameIn('Bill to:   Ashcombe Lane Motor Group')).toBeNull();
  });

  it('reads an addressee block and prefers a full name to initials', () => {
    const block = ['Mrs Emma Clarke', '12 High Street', 'Bristol', 'BS4 5LN'].join('\n');
    expect(nameIn(block)).toBe('Emma Clarke');
    const withLabel = [
      'Mr R. Sandhu',
      '112 Brislington Hill',
      'Bristol BS4 5LN',
      '',
      'Plan holder   Rajinder Sandhu',
    ].join('\n');
    expect(nameIn(withLabel)).toBe('Rajinder Sandhu');
  });

  it('returns null when nothing names the customer', () => {
    expect(nameIn('Terms and conditions\nThe customer agrees to pay the price.')).toBeNull();
  });
});

describe('personName', () => {
  it('keeps hyphens, apostrophes and particles', () => {
    expect(personName('Mr Gareth Llewellyn-Price')?.name).toBe('Gareth Llewellyn-Price');
    expect(personName("Ms Siobhan O'Neill")?.name).toBe("Siobhan O'Neill");
    expect(personName('Mr Pieter van der Berg')?.name).toBe('Pieter van der Berg');
    expect(personName('JOHN SMITH')?.name).toBe('JOHN SMITH');
  });

  it('takes the first of joint customers', () => {
    expect(personName('Mr John Smith and Mrs Jane Smith')?.name).toBe('John Smith');
    expect(personName('Mr & Mrs J Smith')?.name).toBe('J Smith');
  });

  it('rejects staff, companies and form words', () => {
    expect(personName('Daniel Okafor, for Kestrel Vale Motors Ltd')).toBeNull();
    expect(personName('Sian Pritchard, Service Plan Advisor')).toBeNull();
    expect(personName('Priya Wainwright (Business Manager)')).toBeNull();
    expect(personName('Northvale Consumer Credit Ltd')).toBeNull();
    expect(personName('Date of birth')).toBeNull();
    expect(personName('07700 900731')).toBeNull();
    expect(personName('Smith')).toBeNull();
  });
});
