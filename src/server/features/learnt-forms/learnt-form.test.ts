// A form learnt from one corrected copy reads the next copy of that form, and leaves a changed form alone.
import { describe, expect, it } from 'vitest';
import {
  FIRST_DEAL,
  LENDER_BOX,
  type LenderDeal,
  lenderFormPdf,
  PARTY_A_BOX,
  SECOND_DEAL,
} from '../../test/lender-form-pdf.ts';
import { unpackFormPages } from '../document-processing/index.ts';
import { processDocument } from '../document-processing/process-document.ts';
import { formScore, isSameForm, LEARNT_CONFIDENCE, learnLayout, readWithLayout } from './learnt-form.ts';

const read = async (deal: LenderDeal, revised = false) => {
  const reading = await processDocument(await lenderFormPdf(deal, { revised }), 'pdf');
  return { ...reading, formPages: unpackFormPages(reading.formPages) };
};

const PLACES = [
  { page: 2, label: 'Executed by Party A', box: PARTY_A_BOX, signer: 'customer' as const },
  { page: 2, label: 'Executed for Northgate', box: LENDER_BOX, signer: 'dealer' as const },
];

describe('a learnt form', () => {
  it('reads a second copy with other values at its learnt places, and a revised form does not match', async () => {
    const first = await read(FIRST_DEAL);
    // The generic reading misses the lender's own labels: no customer, nowhere to sign.
    expect(first.extractedData.customerName).toBeNull();
    expect(first.extractedData.signatureFields).toEqual([]);
    const layout = learnLayout(first.formPages, {
      customerName: FIRST_DEAL.name,
      vehicleRegistration: 'YK19BNF',
      documentType: 'finance_agreement',
      signatureFields: PLACES,
    });
    expect(layout.fields.customerName?.page).toBe(1);
    expect(layout.fields.vehicleRegistration?.page).toBe(1);

    const second = await read(SECOND_DEAL);
    const same = formScore(layout, second.formPages, second.extractedData);
    const revised = await read(SECOND_DEAL, true);
    const changed = formScore(layout, revised.formPages, revised.extractedData);
    console.info(`learnt form: same form ${same.toFixed(3)}, revised form ${changed.toFixed(3)}`);
    expect(isSameForm(same)).toBe(true);
    expect(isSameForm(changed)).toBe(false);

    const data = readWithLayout(
      layout,
      'Northgate Conditional Sale Agreement',
      second.formPages,
      second.extractedData,
    );
    expect(data.customerName).toBe(SECOND_DEAL.name);
    expect(data.vehicleRegistration).toBe('BD21XKM');
    expect(data.documentType).toBe('finance_agreement');
    expect(data.signatureFields).toEqual(PLACES);
    expect(data.confidence).toEqual({
      customerName: LEARNT_CONFIDENCE,
      vehicleRegistration: LEARNT_CONFIDENCE,
      documentType: LEARNT_CONFIDENCE,
      signatureFields: LEARNT_CONFIDENCE,
    });
  });

  it('keeps no value of the corrected copy in its fingerprint', async () => {
    const first = await read(FIRST_DEAL);
    const layout = learnLayout(first.formPages, {
      customerName: FIRST_DEAL.name,
      vehicleRegistration: 'YK19BNF',
      documentType: 'finance_agreement',
      signatureFields: [],
    });
    const text = JSON.stringify(layout);
    for (const word of ['Olivia', 'Bennett', 'YK19', 'Party', 'Northgate']) expect(text).not.toContain(word);
  });

  it('a name that moved a line down is still read beside its label', async () => {
    const first = await read(FIRST_DEAL);
    const layout = learnLayout(first.formPages, {
      customerName: FIRST_DEAL.name,
      vehicleRegistration: null,
      documentType: 'finance_agreement',
      signatureFields: [],
    });
    const moved = first.formPages.map((page) => ({
      ...page,
      words: page.words.map((w) => (Math.abs(w.y - 700) < 1 ? { ...w, y: w.y - 4 } : w)),
    }));
    const data = readWithLayout(layout, 'x', moved, first.extractedData);
    expect(data.customerName).toBe(FIRST_DEAL.name);
  });
});
