import { describe, expect, it } from 'vitest';
import { layoutFromText, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { classifyDocumentType, matchType, readDocumentType } from './document-type.ts';

// Body text that mentions nearly every product, as dealer small print does.
const SMALL_PRINT = [
  'Any part-exchange allowance is given on the condition of the vehicle.',
  'Finance is subject to status. Your warranty and GAP insurance are optional.',
  'The vehicle will be delivered on the agreed date; the service history is included.',
].join('\n');

const typeOf = (heading: string, body = SMALL_PRINT, fileName?: string) =>
  classifyDocumentType(layoutFromText(`# ${heading}\n${body}`), fileName);

describe('classifyDocumentType', () => {
  it('decides by the heading, whatever the small print mentions', () => {
    expect(typeOf('HIRE-PURCHASE AGREEMENT')).toBe('finance_agreement');
    expect(typeOf('Personal Contract Purchase Agreement')).toBe('finance_agreement');
    expect(typeOf('Conditional Sale Agreement')).toBe('finance_agreement');
    expect(typeOf('PART-EXCHANGE AGREEMENT')).toBe('trade_in_agreement');
    expect(typeOf('Vehicle Handover Checklist')).toBe('delivery_receipt');
    expect(typeOf('Delivery Note')).toBe('delivery_receipt');
    expect(typeOf('Service Plan Agreement')).toBe('service_contract');
    expect(typeOf('Used Vehicle Warranty Certificate')).toBe('warranty');
    expect(typeOf('VEHICLE ORDER FORM')).toBe('sales_agreement');
    expect(typeOf('Invoice and Sale Agreement')).toBe('sales_agreement');
    expect(typeOf('Sold as seen - trade sale')).toBe('warranty_disclaimer');
  });

  it('reads a declined warranty as the warranty disclaimer, a warranty that declines claims as the warranty', () => {
    expect(matchType('EXTENDED WARRANTY - CUSTOMER DECLINE FORM')).toBe('warranty_disclaimer');
    expect(matchType('You chose not to buy the extended warranty')).toBe('warranty_disclaimer');
    expect(matchType('Used Vehicle Warranty Certificate')).toBe('warranty');
    // A declaration of non-purchase is the customer declining the cover the title names.
    expect(matchType('Tyre & Alloy Insurance - Declaration of Non-Purchase')).toBe('insurance_waiver');
    expect(matchType('Tyre and alloy insurance: I do not want this cover')).toBe('insurance_waiver');
    expect(matchType('Agreement to purchase a vehicle in part exchange')).toBe('trade_in_agreement');
    expect(matchType('Your agreement 00-413 · Example i20 · Settlement figure')).toBe('other');
    expect(matchType('Your information and credit searches')).toBe('other');
    expect(matchType('GAP Insurance Proposal - non-purchase declaration')).toBe('insurance_waiver');
    expect(matchType('The warranty declines any claim for wear and tear')).toBe('warranty');
  });

  it('lets a sub-heading narrow a broad title', () => {
    const body = `# Customer Declaration - Product Declined\n${SMALL_PRINT}`;
    expect(typeOf('GAP INSURANCE', body)).toBe('insurance_waiver');
    expect(typeOf('GAP INSURANCE')).toBe('insurance');
  });

  it('falls back to the body, then the file name, then "other"', () => {
    expect(
      classifyDocumentType(
        layoutFromText('This hire purchase agreement is regulated by the Consumer Credit Act 1974.'),
      ),
    ).toBe('finance_agreement');
    expect(classifyDocumentType([], 'scan-delivery-note-0193.pdf')).toBe('delivery_receipt');
    expect(classifyDocumentType(layoutFromText('Minutes of the staff meeting'))).toBe('other');
  });
});

describe('matchType', () => {
  it('does not read a PCP as a purchase agreement', () => {
    expect(matchType('Personal Contract Purchase Agreement')).toBe('finance_agreement');
    expect(matchType('Vehicle Purchase Agreement')).toBe('purchase_agreement');
  });
});

describe('readDocumentType', () => {
  it('reads GAP and declined-products statements as waivers, a consent form as other', () => {
    expect(typeOf('GAP INSURANCE', `# Statement of demands and needs\n${SMALL_PRINT}`)).toBe(
      'insurance_waiver',
    );
    expect(typeOf('Declined Products Statement')).toBe('insurance_waiver');
    expect(typeOf('CUSTOMER CONSENT FORM')).toBe('other');
  });

  it('types a pack by its main agreement and says why, with a confidence', () => {
    const pack = layoutFromText(
      `# RETAIL SALE AGREEMENT\n${SMALL_PRINT}\f# USED CAR WARRANTY\n${SMALL_PRINT}`,
    );
    const reading = readDocumentType(pack);
    expect(reading.type).toBe('sales_agreement');
    expect(reading.reasons[0]).toMatch(/RETAIL SALE AGREEMENT/);
    expect(reading.confidence).toBeGreaterThan(0.6);
    expect(readDocumentType(layoutFromText('Minutes of the staff meeting')).confidence).toBeLessThan(0.6);
  });
});

describe('the title decides, not a clause or a section heading', () => {
  it('reads a GAP policy schedule whose clauses mention a waiver as insurance', () => {
    const text = [
      '# GAP INSURANCE POLICY SCHEDULE',
      'Policyholder   Mrs Sarah Whitfield',
      'Waiver of excess: the insurer will waive the excess on your motor insurance claim.',
      'You may cancel this insurance cover and refuse renewal at any time; no waiver applies.',
    ].join('\n');
    expect(readDocumentType(layoutFromText(text)).type).toBe('insurance');
  });

  it('reads an order confirmation that has a part-exchange section as a sales agreement', () => {
    const text = [
      '# ORDER CONFIRMATION',
      'Customer   Mr Tom Harding',
      'Vehicle: Ford Focus 1.0, KX70 ABC',
      '',
      '# Part exchange',
      'Part exchange vehicle: Vauxhall Corsa, WN14 CYU. The part exchange allowance is £1,850.',
    ].join('\n');
    const reading = readDocumentType(layoutFromText(text));
    expect(reading.type).toBe('sales_agreement');
  });

  it('is unsure when only the body names a type', () => {
    const reading = readDocumentType(layoutFromText(`Customer   Mr Tom Harding\n${SMALL_PRINT}`));
    expect(reading.confidence).toBeLessThan(0.6);
  });

  it('types the part-exchange note, finance proposal, disclosure and sale by their titles', () => {
    expect(typeOf('Part Exchange Appraisal')).toBe('trade_in');
    expect(typeOf('Trade-in Valuation')).toBe('trade_in');
    expect(typeOf('Trade-in Valuation and Agreement')).toBe('trade_in_agreement');
    expect(typeOf('Car Finance Proposal Form')).toBe('finance_agreement');
    expect(typeOf('Credit Application')).toBe('finance_agreement');
    expect(typeOf('Commission and Fees Disclosure')).toBe('other');
    expect(typeOf('Agreement for the Sale of a Car')).toBe('sales_agreement');
    expect(typeOf('Vehicle Deposit Receipt')).toBe('sales_agreement');
    expect(typeOf('Customer Satisfaction Note')).toBe('delivery_receipt');
  });
});

describe('readDocumentType: titles among form fields', () => {
  it('takes the line under a letterhead as the title, and never a bold field label with its value beside it', () => {
    const lines = linesOf(
      run('EXAMPLE MOTOR CREDIT', 40, 800, 14),
      run('Hire purchase agreement regulated by the Consumer Credit Act 1974 · No. 19 55024', 40, 780),
      { ...run('Part exchange', 40, 740), bold: true },
      run('Example Astra SY11 HMC, allowance £1,250.00', 200, 740),
    );
    expect(readDocumentType([page(1, lines)]).type).toBe('finance_agreement');
  });
});
