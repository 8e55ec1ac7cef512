// A dealer file's size as the lists show it: MB, or KB for a small file, never "0.0 MB".
import { expect, it } from 'vitest';
import { formatFileSizeMb, MB } from './dealer-files.schema.ts';

it('shows a small file in KB and a large one in MB', () => {
  expect(formatFileSizeMb(300)).toBe('1 KB');
  expect(formatFileSizeMb(45_000)).toBe('44 KB');
  expect(formatFileSizeMb(MB / 10)).toBe('0.1 MB');
  expect(formatFileSizeMb(6.3 * MB)).toBe('6.3 MB');
});
