// Which makers the rules were tuned on: a converter named alone says nothing of who laid the page out.
import { expect, it } from 'vitest';
import { producerMet } from './producers.ts';

it('Ghostscript with the program it printed from is met; alone, re-distilling a file, it is not', () => {
  expect(producerMet('GPL Ghostscript 10.00.0 · GNU Enscript 1.6.5.90')).toBe(true);
  expect(producerMet('GPL Ghostscript 10.00.0')).toBe(false);
  expect(producerMet('Skia/PDF m156 · HeadlessChrome/156.0.0.0')).toBe(true);
  expect(producerMet(undefined)).toBe(false);
});
