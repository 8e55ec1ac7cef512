// The pure parts of deals: the disclosure's plain words and shares, and how uploads are grouped.
import { describe, expect, it } from 'vitest';
import { disclosureParagraphs, shareText } from './disclosure-pdf.ts';
import { groupDocuments, stepOf } from './grouping.service.ts';

const doc = (id: string, title: string, customerName: string | null, vehicleRegistration: string | null) => ({
  id,
  title,
  documentType: 'other',
  extractedData: { customerName, vehicleRegistration },
});

describe('the commission disclosure', () => {
  it('states the commission, its shares and every tie in plain words', () => {
    const text = disclosureParagraphs({
      dealerName: 'Kestrel Vale Motors Ltd',
      customerNames: ['Aisha Rahman'],
      registration: 'YK19BNF',
      reference: 'AMF-1',
      lender: { name: 'Northway', tie: 'tie', tieDetails: null, commissionBasis: 'percentage' },
      panel: [
        { name: 'Northway', tie: 'tie', tieDetails: 'Most of our finance goes to them.' },
        { name: 'Harbour', tie: 'none', tieDetails: null },
      ],
      commissionPence: 50_000,
      amountOfCreditPence: 1_000_000,
      totalChargeForCreditPence: 200_000,
    })
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain('Northway will pay us £500.00 commission');
    expect(text).toContain('5% of the amount of credit (£10,000.00');
    expect(text).toContain('25% of the total charge for credit (£2,000.00');
    expect(text).toContain('a percentage of the amount you borrow');
    expect(text).toContain('We have a contractual tie with Northway. Most of our finance goes to them.');
    expect(text).toContain('We work with 2 lenders: Northway, Harbour.');
  });

  it('says when there is no tie, and leaves out a share it cannot work out', () => {
    const text = disclosureParagraphs({
      dealerName: 'D',
      customerNames: [],
      registration: null,
      reference: null,
      lender: { name: 'Harbour', tie: 'none', tieDetails: null, commissionBasis: 'fixed' },
      panel: [{ name: 'Harbour', tie: 'none', tieDetails: null }],
      commissionPence: 100,
      amountOfCreditPence: null,
      totalChargeForCreditPence: null,
    })
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain('Ties with lenders: none');
    expect(text).not.toContain('amount of credit');
    expect(shareText(1, 10_000)).toBe('less than 0.1%');
    expect(shareText(125_050, 1_200_000)).toBe('10.4%');
  });
});

describe('grouping uploads', () => {
  it('joins documents through a shared customer or registration, and leaves a lone one out', () => {
    const groups = groupDocuments([
      doc('a', 'Vehicle order', 'Aisha Rahman', null),
      doc('b', 'Finance agreement', 'AISHA  RAHMAN', 'YK19BNF'),
      doc('c', 'Delivery note', null, 'YK19 BNF'),
      doc('d', 'Vehicle order', 'Gareth Price', 'CU21XRT'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.documents.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(groups[0]!.documents.map((d) => d.step)).toEqual(['agreement', 'agreement', 'delivery']);
    expect(stepOf({ documentType: 'other', title: 'Commission disclosure' })).toBe('disclosure');
  });
});

describe('what a dealer types into a deal', () => {
  it('keeps no direction controls: the reference and registration are drawn on the disclosure and certificate', async () => {
    const { dealInputSchema } = await import('../../../shared/api/deals.ts');
    const parsed = dealInputSchema.parse({
      reference: 'AMF-\u202e1234',
      registration: 'YK19\u2066BNF\u2069',
      partExchange: { description: 'Ford \u202eFocus' },
    });
    expect(parsed.reference).toBe('AMF-1234');
    expect(parsed.registration).toBe('YK19BNF');
    expect(parsed.partExchange?.description).toBe('Ford Focus');
  });
});
