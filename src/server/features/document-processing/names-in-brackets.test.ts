// How forms print a person beyond "first name SURNAME": the forenames the initials stand for in brackets,
// the name a person goes by, a Gaelic surname in capitals, a joint applicant's section (decision 0112).
import { describe, expect, it } from 'vitest';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { extractCustomers, personName } from './customer-name.ts';

describe('brackets after a name', () => {
  it('spell out the initials: forenames alone or with the surname', () => {
    expect(personName('MRS E. M. CAMPBELL-McLEOD (Eilidh)')?.name).toBe('Eilidh Campbell-McLeod');
    expect(personName('Ms H K SANDHU (Harpreet Kaur Sandhu)')?.name).toBe('Harpreet Sandhu');
    expect(personName('Mr T. EXAMPLE (Thomas James)')?.name).toBe('Thomas Example');
  });

  it('not when the brackets name something else', () => {
    expect(personName('Mr T. EXAMPLE (John)')?.name).toBe('T. Example');
    expect(personName('Mr T. EXAMPLE (Paid)')?.name).toBe('T. Example');
  });

  it('"known as" gives the name the person goes by', () => {
    expect(personName('Mr Nguyen Van MINH (known as Minh Nguyen)')?.name).toBe('Minh Nguyen');
  });
});

describe('Gaelic surnames', () => {
  it('keep their prefix and article, with the small t or h of the name', () => {
    expect(personName('Dr Siobhan MAC AN TSAOIR')?.name).toBe('Siobhan Mac an tSaoir');
    expect(personName('Siobhan Mac an tSaoir')?.name).toBe('Siobhan Mac an tSaoir');
    expect(personName('Aoife NÍ BHRIAIN')?.name).toBe('Aoife Ní Bhriain');
    expect(personName('Mr Seán Ó HAODHA')?.name).toBe('Seán Ó hAodha');
    expect(personName('Eoin MAC DONNCHA')?.name).toBe('Eoin Mac Donncha');
  });

  it('a double-barrelled surname in capitals with a Mc in its second part', () => {
    expect(personName('Mrs Eilidh CAMPBELL-McLEOD')?.name).toBe('Eilidh Campbell-McLeod');
  });
});

describe("a joint applicant's section", () => {
  it('"Title / name" under "Joint applicant" is the second customer', () => {
    const read = extractCustomers(
      layoutFromText(
        [
          'Main applicant',
          'Title / name:    Mr Alun EXAMPLE',
          'Address:    1 Any Street, Anytown AB1 2CD',
          'Joint applicant',
          'Title / name:    Ms Beca EXAMPLE-JONES',
        ].join('\n'),
      ),
    );
    expect(read.customerName).toBe('Alun Example');
    expect(read.otherCustomers).toEqual(['Beca Example-Jones']);
  });
});
