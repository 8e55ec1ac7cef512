import { describe, expect, it } from 'vitest';
import type { ExtractedData } from '../../../shared/documents/document-types.ts';
import { preselect, withoutCopies } from './document-choices.tsx';

const doc = (id: string, sha256: string, customerName: string | null) => ({
  id,
  title: id,
  documentType: 'sales_agreement' as const,
  sha256,
  extractedData: { customerName, vehicleRegistration: null, signatureFields: [] } as unknown as ExtractedData,
});
const AISHA = { name: 'Aisha Rahman', vehicleRegistration: null };

describe('ticking documents for a customer (the same file uploaded twice)', () => {
  it('never pre-ticks two copies of the same file', () => {
    const docs = [
      doc('a', 'sha-1', 'Aisha Rahman'),
      doc('b', 'sha-1', 'Aisha Rahman'),
      doc('c', 'sha-2', 'Aisha Rahman'),
    ];
    expect(preselect(docs, AISHA)).toEqual(['a', 'c']);
  });

  it('keeps the copy the latest request sent, not the first in the list', () => {
    const docs = [doc('a', 'sha-1', 'Aisha Rahman'), doc('b', 'sha-1', null)];
    expect(preselect(docs, AISHA, { also: ['b'] })).toEqual(['b']);
  });

  it('a later page adds no copy of what is ticked already', () => {
    const docs = [
      doc('a', 'sha-1', 'Aisha Rahman'),
      doc('b', 'sha-1', 'Aisha Rahman'),
      doc('c', 'sha-2', null),
    ];
    expect(withoutCopies(docs, ['a'], ['b', 'c'])).toEqual(['a', 'c']);
  });
});

describe('two customers sharing a registration (a car sold on, a household car)', () => {
  const plate = (id: string, customerName: string | null) => ({
    ...doc(id, `sha-${id}`, customerName),
    extractedData: {
      customerName,
      vehicleRegistration: 'BF21KHW',
      signatureFields: [],
    } as unknown as ExtractedData,
  });
  const omar = { name: 'Omar Rahman', vehicleRegistration: 'BF21 KHW' };

  it("never pre-ticks the first customer's document for the second: the name decides, not the plate", () => {
    const docs = [plate('aisha-invoice', 'Aisha Rahman'), plate('omar-invoice', 'Omar Rahman')];
    expect(preselect(docs, omar)).toEqual(['omar-invoice']);
    // Not even when the dealer had ticked it before choosing the customer.
    expect(preselect(docs, omar, { keep: ['aisha-invoice'] })).toEqual(['omar-invoice']);
  });

  it('ties a document naming nobody by its plate', () => {
    expect(preselect([plate('unnamed', null)], omar)).toEqual(['unnamed']);
  });
});
