// @vitest-environment happy-dom
// Auto-Correct's list: only near-certain matches start ticked; a name 84 % alike (maybe another firm's) waits
// for the dealer to tick it.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { AutoCorrectDialog } from './auto-correct-dialog.tsx';

afterEach(cleanup);

it('ticks only the close matches and counts what will change', () => {
  render(
    <QueryClientProvider client={queryClient}>
      <AutoCorrectDialog
        open
        onClose={() => {}}
        registeredName="Brindley & Hart Cars Ltd"
        inconsistencies={[
          {
            documentId: 'a',
            documentTitle: 'Handover',
            similarity: 0.96,
            foundNames: ['Brindley and Hart Car Ltd'],
          },
          {
            documentId: 'b',
            documentTitle: 'Warranty',
            similarity: 0.84,
            foundNames: ['Brindley Hart Warranty Co'],
          },
        ]}
      />
    </QueryClientProvider>,
  );
  const [close, far] = screen.getAllByRole('checkbox') as HTMLInputElement[];
  expect(close!.checked).toBe(true);
  expect(far!.checked).toBe(false);
  screen.getByRole('button', { name: 'Correct 1 document' });
  fireEvent.click(close!);
  expect((screen.getByRole('button', { name: 'Correct 0 documents' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  fireEvent.click(far!);
  screen.getByRole('button', { name: 'Correct 1 document' });
});
