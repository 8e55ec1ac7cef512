import { describe, expect, it } from 'vitest';
import type { ExtractedData } from '../../../shared/document-types.ts';
import { preselect, withoutCopies } from './document-choices.tsx';

const doc = (id: string, sha256: string, customerName: string | null) => ({
  id,
  title: id,
  documentType: 'sales_agreement' as const,
  sha256,
  extractedData: { customerName, vehicleRegistration: null, signatureFields: [] } as unknown as ExtractedData,
});
const AISHA = { name: 'Aisha Rahman', vehicleRegistration: null };

describe('ticking documents for a customer (issue 28: the same file uploaded twice)', () => {
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
