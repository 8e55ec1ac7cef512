// Signing places as forms print them, beyond the block conventions of signing-block.test.ts: each case is a
// made-up layout written from a convention of UK dealer and lender paperwork (decision 0117).
import { describe, expect, it } from 'vitest';
import { hRule, linesOf, page, run } from '../../test/documents/synthetic-layout.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { findSignatureFields } from './signature-fields.ts';
import { groupIntoLines } from './text-lines.ts';

const near = (actual: Box | undefined, expected: Box) =>
  expect(actual && intersectionOverUnion(actual, expected)).toBeGreaterThan(0.6);

describe('dates printed under rules', () => {
  it('"Date" under a rule of its own, below the signature\'s caption, is that place\'s date', () => {
    const lines = linesOf(
      run('Signature of Borrower 1', 50, 447, 8),
      run('Signature of Borrower 2', 290, 447, 8),
      run('Date', 50, 413, 8),
      run('Date', 290, 413, 8),
    );
    const horizontalRules = [
      hRule(50, 250, 458),
      hRule(290, 490, 458),
      hRule(50, 150, 424),
      hRule(290, 390, 424),
    ];
    const fields = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(fields.map((f) => f.label)).toEqual(['Signature of Borrower 1', 'Signature of Borrower 2']);
    near(fields[0]?.box, { x: 50, y: 458, width: 200, height: 30 });
    near(fields[0]?.dateBox, { x: 50, y: 424, width: 100, height: 18 });
    near(fields[1]?.dateBox, { x: 290, y: 424, width: 100, height: 18 });
  });

  it('a "Date" further down the page, past the next place\'s caption, is not this place\'s', () => {
    const lines = linesOf(run('Signature of Borrower', 50, 447, 8), run('Date', 50, 380, 8));
    const horizontalRules = [hRule(50, 250, 458), hRule(50, 150, 391)];
    const [field] = findSignatureFields({ pages: [page(1, lines, { horizontalRules })] });
    expect(field?.dateBox).toBeUndefined();
  });
});

describe('leaders set dot by dot', () => {
  // TeX's \dotfill and a dotted tab leader: each dot a piece of its own, a space's width apart.
  const dots = (x: number, y: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      text: '.',
      x: x + i * 4.4,
      y,
      width: 2.5,
      fontSize: 10,
      bold: false,
    }));
  const words = (text: string, x: number, y: number, width: number) => ({
    text,
    x,
    y,
    width,
    fontSize: 9,
    bold: false,
  });

  it('are one blank, and the captions under them name their places', () => {
    const lines = groupIntoLines([
      ...dots(59, 590, 50),
      ...dots(319, 590, 50),
      words('Signed by the buyer', 57, 576, 72),
      words('For Ffordd Las Trade Centre', 317, 576, 103),
      ...dots(58, 550, 25),
      words('Date', 57, 536, 17),
    ]);
    expect(lines[0]?.runs).toHaveLength(2);
    const fields = findSignatureFields({ pages: [page(1, lines)] });
    expect(fields.map((f) => [f.label, f.signer ?? 'customer'])).toEqual([
      ['Signed by the buyer', 'customer'],
      ['For Ffordd Las Trade Centre', 'dealer'],
    ]);
    near(fields[0]?.box, { x: 59, y: 590, width: 217, height: 30 });
    near(fields[0]?.dateBox, { x: 58, y: 550, width: 108, height: 20 });
  });
});
