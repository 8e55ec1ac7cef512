// Whose each signing place is: the label families one by one, then whole generated documents
// of each family (the TUNING part of varied-signers.ts; the held-back part is bench:extract's and
// varied-corpus.test.ts's measure, never a test's).
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import { signerOfSlot, signersNeeded } from '../../../shared/documents/signers.ts';
import { signerScores } from '../../test/documents/corpus/score.ts';
import { signerDocuments } from '../../test/documents/corpus/varied-signers.ts';
import { layoutFromText } from '../../test/documents/synthetic-layout.ts';
import { processDocument } from './process-document.ts';
import { findSignatureFields } from './signature-fields.ts';
import { signerOfLabel } from './signer-of-label.ts';

const sure = (label: string) => {
  const reading = signerOfLabel(label);
  expect(reading?.confidence ?? 0).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  return reading?.slot;
};

describe('signerOfLabel', () => {
  it.each([
    'Customer signature',
    'Signature of Debtor',
    'Signed by the Hirer',
    'Hirer 1 signature',
    'First hirer signature',
    'Signature of Applicant',
    'Signature of Customer (1)',
    'Signed for and on behalf of the Hirer',
  ])('"%s" is the first customer\'s', (label) => expect(sure(label)).toBe('customer'));

  it.each([
    'Signature of Hirer 2',
    'Hirer 2 signature',
    'Joint hirer signature',
    'Signed by the Joint Hirer',
    'Signature of Second Applicant',
    'Co-borrower signature',
    'Buyer (2) signature',
    'Signature of Debtor 2',
    '2nd Purchaser signature',
  ])('"%s" is the second customer\'s', (label) => expect(sure(label)).toBe('customer2'));

  it('"Hirer 3" is the third customer\'s', () => expect(sure('Signature of Hirer 3')).toBe('customer3'));

  it.each([
    'Signature of Guarantor',
    'Guarantor signature',
    'Signed by the Guarantor',
    "Guarantor's signature",
  ])('"%s" is the guarantor\'s', (label) => expect(sure(label)).toBe('guarantor'));

  it.each([
    'Signed for and on behalf of the dealer',
    'Supplier signature',
    'Dealer signature',
    'Salesperson signature',
    'Signature of Sales Executive',
    'Authorised signatory',
    'Authorised signature (Redfern & Doyle)',
    'Handover executive signature',
    'Signature of Delivery Executive',
    'Delivered by (signature)',
    'Handed over by',
  ])('"%s" is the dealer\'s', (label) => expect(sure(label)).toBe('dealer'));

  it.each([
    'Witness signature',
    'Dealer witness signature',
    "Courier's signature",
    "Driver's signature",
    'Signature of Owner (for Ardent Motor Finance)',
    'Manager signature',
    'Seller signature',
    'Signature on behalf of the Creditor',
    'Creditor signature',
    'Authorised signatory for the Creditor',
    'Signed for and on behalf of Northway Vehicle Credit plc',
    'Authorised on behalf of the Creditor',
    'Signed on behalf of the Creditor',
  ])('"%s" is nobody of ours', (label) => expect(signerOfLabel(label)).toBeNull());

  it.each(["Delivery driver's signature", 'Delivered by (driver)', 'Delivery driver'])(
    '"%s" is most likely the dealer\'s delivery driver, but the editor asks',
    (label) => {
      expect(signerOfLabel(label)?.slot).toBe('dealer');
      expect(signerOfLabel(label)?.confidence).toBeLessThan(LOW_CONFIDENCE);
    },
  );

  it('a business named after "on behalf of" is most likely the dealer\'s, but the editor asks', () => {
    const reading = signerOfLabel('For and on behalf of Brecon Car Centre');
    expect(reading?.slot).toBe('dealer');
    expect(reading?.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it("a label that names nobody is the first customer's, unsure (as every place was before signers)", () => {
    const reading = signerOfLabel('Signature');
    expect(reading).toEqual({ slot: 'customer', confidence: expect.any(Number) });
    expect(reading!.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
});

describe('a bare "Signature" read by what surrounds it', () => {
  const whose = (text: string) =>
    findSignatureFields({ pages: layoutFromText(text) }).map((f) => [
      f.signer ?? 'customer',
      f.signerConfidence,
    ]);

  it('by the heading over its column', () => {
    expect(
      whose(
        [
          'HIRER 1                  HIRER 2                  GUARANTOR',
          'Signature:   ________    Signature:   ________    Signature:   ________',
        ].join('\n'),
      ),
    ).toEqual([
      ['customer', 0.75],
      ['customer2', 0.75],
      ['guarantor', 0.75],
    ]);
  });

  it('by the role printed left of it on its line', () => {
    expect(
      whose(['Joint hirer      Signature:   ________', '', 'Dealer      Signature:   ________'].join('\n')),
    ).toEqual([
      ['customer2', 0.75],
      ['dealer', 0.75],
    ]);
  });
});

describe('whole generated documents of each family (tuning part)', () => {
  const tuning = signerDocuments().filter((d) => d.part === 'tuning');
  it.each(['joint-hp', 'guarantee', 'order'])(
    '%s: every place goes to its own signer',
    async (family) => {
      let checked = 0;
      for (const doc of tuning) {
        if (checked === 4) break;
        const { bytes, truth } = await doc.build();
        if (!truth.kinds.includes(family)) continue;
        checked += 1;
        const result = await processDocument(bytes, 'pdf', { fileName: `${doc.id}.pdf` });
        const wrong = signerScores(truth, result.extractedData.signatureFields, true).filter((s) => !s.right);
        expect(wrong, doc.id).toEqual([]);
      }
      expect(checked).toBe(4);
    },
    60_000,
  );

  it('Create Request is offered the signers a joint agreement needs', async () => {
    for (const doc of tuning) {
      const { bytes, truth } = await doc.build();
      if (!truth.kinds.includes('joint-hp')) continue;
      const result = await processDocument(bytes, 'pdf', { fileName: `${doc.id}.pdf` });
      const needed = signersNeeded([result.extractedData]).map((n) => signerOfSlot(n.slot));
      expect(needed).toContainEqual({ role: 'customer', slot: 2 });
      // The creditor's box is the lender's: it asks for no signer of the dealer's request.
      const dealerPlace = truth.otherPlaces?.some((p) => p.signer === 'dealer');
      expect(needed.some((n) => n.role === 'dealer')).toBe(Boolean(dealerPlace));
      return;
    }
  }, 30_000);
});
