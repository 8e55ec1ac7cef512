import { describe, expect, it } from 'vitest';
import { layoutFromText, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { extractCustomerName, extractCustomers, personName } from './customer-name.ts';
import { readingLayout } from './reading-layout.ts';

const nameIn = (text: string) => extractCustomerName(readingLayout(layoutFromText(text)));

describe('extractCustomerName', () => {
  it('spells out an initial from a forename field or a letter’s greeting, and puts a surname printed first last', () => {
    expect(nameIn('Warranty holder   Ms H. Example-Lambert\nForename   Harriet')).toBe(
      'Harriet Example-Lambert',
    );
    expect(nameIn('Customer:   Mrs G. E. Example\nDear Gwen, thank you for your order.')).toBe(
      'Gwen Example',
    );
    expect(nameIn('Plan holder   RAFFERTY DECLAN\nSigned   ____________\n   D. Rafferty')).toBe(
      'Declan Rafferty',
    );
    expect(nameIn('Plan holder   JAMES DECLAN\nSigned   ____________\n   J. Declan')).toBe('James Declan');
  });
  it('reads joint policyholders named on one line before their address', () => {
    const pages = readingLayout(
      layoutFromText(`
Policyholders
Hannah Example and Owen Example, 3 Beeches Road, Exampleton EX1 1AA
`),
    );
    expect(extractCustomers(pages)).toMatchObject({
      customerName: 'Hannah Example',
      otherCustomers: ['Owen Example'],
    });
  });
  it('spells out an initial from the one forename the declaration prints with that surname', () => {
    const form = (declaration: string) => `
Customer:   Mrs P. OKAFOR   Vehicle:   Example Estate
${declaration}
`;
    expect(nameIn(form('I, Patience Okafor, confirm that the cover was explained to me.'))).toBe(
      'Patience Okafor',
    );
    // Two forenames with that initial: nothing says which.
    expect(nameIn(form('I, Paula Okafor, and Peter Okafor confirm that the cover was explained.'))).toBe(
      'P. Okafor',
    );
    expect(nameIn(form('I confirm that the cover was explained to me.'))).toBe('P. Okafor');
  });
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
    expect(personName('JOHN SMITH')?.name).toBe('John Smith');
  });

  it('takes the first of joint customers', () => {
    expect(personName('Mr John Smith and Mrs Jane Smith')?.name).toBe('John Smith');
    expect(personName('Mr & Mrs J Smith')?.name).toBe('J. Smith');
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

describe('names as dealers write them', () => {
  const customersIn = (text: string) => extractCustomers(layoutFromText(text));

  it('takes the signatory of a company buyer', () => {
    expect(nameIn('Customer:   Northgate Roofing Ltd, represented by Daniel Price')).toBe('Daniel Price');
    expect(nameIn('Customer:   Northgate Roofing Ltd')).toBeNull();
  });

  it('turns a surname-first name round', () => {
    expect(personName('PRICE, Daniel')?.name).toBe('Daniel Price');
    expect(personName('Holloway, Mrs Megan')?.name).toBe('Megan Holloway');
    expect(personName("O'NEILL-SMITH, Siobhan")?.name).toBe("Siobhan O'Neill-Smith");
    expect(personName('Daniel Okafor, Sales Executive')).toBeNull();
  });

  it('keeps initials, diacritics and apostrophes', () => {
    expect(personName('Dr J. R. Okonkwo-Hughes')?.name).toBe('J. R. Okonkwo-Hughes');
    expect(personName('Ms Siân D’Arcy-Ménard')?.name).toBe('Siân D’Arcy-Ménard');
    expect(personName('Mr Declan Ó Súilleabháin')?.name).toBe('Declan Ó Súilleabháin');
  });

  it('assembles forenames and surname asked for separately', () => {
    expect(nameIn('CUSTOMER DETAILS\nSurname   FERGUSON\nForenames   ROISIN')).toBe('Roisin Ferguson');
  });

  it('keeps a second buyer apart from the customer', () => {
    const joint = customersIn('Hirer:   Mr Stuart Blenkinsop\nJoint hirer:   Ms Carys Blenkinsop');
    expect(joint).toMatchObject({ customerName: 'Stuart Blenkinsop', otherCustomers: ['Carys Blenkinsop'] });
    expect(
      customersIn('Buyer 1   Mr Tomasz Kowalczyk\nBuyer 2   Mrs Hannah Kowalczyk').otherCustomers,
    ).toEqual(['Hannah Kowalczyk']);
    expect(customersIn('Purchasers:   Mr Daniel Price and Mrs Jane Price')).toMatchObject({
      customerName: 'Daniel Price',
      otherCustomers: ['Jane Price'],
    });
  });

  it('is sure of a labelled name and unsure when there is none', () => {
    expect(customersIn('Customer Name:   Mr Jonathan Pickersgill').confidence).toBeGreaterThan(0.8);
    expect(customersIn('Minutes of the staff meeting').confidence).toBeLessThan(0.6);
  });
});

describe('a name wrapped onto the next line', () => {
  it('reads a surname broken at its hyphen', () => {
    expect(nameIn('Name of Hirer:   Mrs Josephine Abernethy-\n                 Clarke')).toBe(
      'Josephine Abernethy-Clarke',
    );
  });
});

describe('a name as the person writes it, whatever form printed it', () => {
  it.each([
    ['WHITFIELD, SARAH', 'Sarah Whitfield'],
    ['WHITFIELD, Sarah (Mrs)', 'Sarah Whitfield'],
    ['SARAH WHITFIELD', 'Sarah Whitfield'],
    ['MRS SARAH WHITFIELD', 'Sarah Whitfield'],
    ['BAKARE Oluwaseun', 'Oluwaseun Bakare'],
    ['Anjali PATEL', 'Anjali Patel'],
    ['McALLISTER, Eilidh (Mrs)', 'Eilidh McAllister'],
    ['MR EILIDH MCALLISTER', 'Eilidh McAllister'],
    ['MacLEOD, Hamish', 'Hamish MacLeod'],
    ['JAMES O’SULLIVAN', 'James O’Sullivan'],
    ["DECLAN O'NEILL", "Declan O'Neill"],
    ['CONOR BRENNAN-WHYTE', 'Conor Brennan-Whyte'],
    ['MR PIETER VAN DER BERG', 'Pieter van der Berg'],
    ['Mrs S. Whitfield', 'S. Whitfield'],
    ['Mrs S Whitfield', 'S. Whitfield'],
    ['JR Smith', 'JR Smith'],
    ['Eoin McCartan', 'Eoin McCartan'],
    ['Sarah Whitfield t/a Whitfield Plumbing', 'Sarah Whitfield'],
  ])('"%s" → "%s"', (printed, name) => expect(personName(printed)?.name).toBe(name));

  it('refuses a trading name with no person in it', () => {
    expect(personName('Kestrel Joinery')).toBeNull();
    expect(personName('Whitfield Plumbing & Heating')).toBeNull();
    expect(nameIn('Customer:   Bright Spark Electrical')).toBeNull();
  });

  it('is less sure of an initial than of a full name', () => {
    const initial = extractCustomers(layoutFromText('Customer name:   Mrs S. Whitfield'));
    expect(initial.customerName).toBe('S. Whitfield');
    const full = extractCustomers(layoutFromText('Customer name:   WHITFIELD, Sarah (Mrs)'));
    expect(full).toMatchObject({ customerName: 'Sarah Whitfield' });
    expect(full.confidence).toBeGreaterThanOrEqual(0.6);
    expect(initial.confidence).toBeLessThan(full.confidence);
  });

  it('is unsure between two different names labelled alike', () => {
    const two = extractCustomers(layoutFromText('Customer:   Mr Tom Harding\n\n\nCustomer:   Mrs Ann Leigh'));
    expect(two.confidence).toBeLessThan(0.6);
  });

  it("takes no name from a staff member's section", () => {
    const text = [
      'HANDOVER EXECUTIVE',
      'Name   Priya Wainwright',
      '',
      'Delivered by',
      'Name   Tom Baines',
    ].join('\n');
    expect(nameIn(text)).toBeNull();
  });

  it('reads a label wrapped in its narrow column, bracket and all', () => {
    const text = [
      'Hirer (SURNAME,     BRADSHAW, Eleanor',
      'Forenames)',
      'Address             9 Mill Lane, Ely CB7 4AA',
    ];
    expect(nameIn(text.join('\n'))).toBe('Eleanor Bradshaw');
  });

  it("reads the value beside a label whose baseline is a little off the label's", () => {
    const lines = linesOf(run('Customer', 50, 700), run('PENROSE, Tamsin', 150, 703), run('Date', 300, 703));
    expect(extractCustomerName(readingLayout([page(1, lines)]))).toBe('Tamsin Penrose');
  });

  it('spells a name read from capitals as the document prints it elsewhere', () => {
    const text = ['Invoice to   McDONALD, Fraser (Mr)', '', '', 'Customer signature', 'Mr F. McDonald'];
    expect(nameIn(text.join('\n'))).toBe('Fraser McDonald');
    // An e-mail address is no spelling of the name.
    expect(nameIn('Customer   MACLEOD, Isla\nEmail   i.macleod@example.com')).toBe('Isla Macleod');
  });

  it('cuts the personal details a form prints after the name in the same cell', () => {
    expect(nameIn('Hirer   TREMAYNE, Jory (Mr) Date of birth 02/05/1979')).toBe('Jory Tremayne');
  });

  it('reads the first of two people named together', () => {
    expect(nameIn('Customer(s)   PARFITT, Owen (Mr) and PARFITT, Nia (Mrs)')).toBe('Owen Parfitt');
    expect(nameIn('Plan holder   Mr & Mrs Dafydd and Eira HOWELLS')).toBe('Dafydd Howells');
  });
});
