// @vitest-environment happy-dom
// The document type menu offers each kind once (no "Warranty Disclaimer" beside "Warranty"); a document
// read as a finer type keeps it, shown under its kind.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DocumentTypeSelect } from './document-type-select.tsx';

afterEach(cleanup);

const labels = () => screen.getAllByRole('option').map((o) => o.textContent);

it('offers each kind once', () => {
  render(<DocumentTypeSelect defaultValue="sales_agreement" />);
  expect(labels()).toEqual([
    'Sales or Purchase Agreement',
    'Credit Agreement',
    'Warranty or Warranty Disclaimer',
    'Service Contract',
    'Trade-in (Part Exchange)',
    'Insurance or Insurance Waiver',
    'Delivery Receipt',
    'Other',
  ]);
});

it('keeps a finer type read from the document, under its kind', () => {
  render(
    <DocumentTypeSelect current="warranty_disclaimer" value="warranty_disclaimer" onChange={() => {}} />,
  );
  const select = screen.getByLabelText('Document type') as HTMLSelectElement;
  expect(select.value).toBe('warranty_disclaimer');
  expect(select.selectedOptions[0]?.textContent).toBe('Warranty or Warranty Disclaimer');
  expect(labels()).toHaveLength(8);
});
