// Marks misread by OCR are put right by their shape; words that only look a little like one are left alone.
import { describe, expect, it } from 'vitest';
import { fixMisreadMarks } from './ocr-plates.ts';

const word = (text: string, x: number) => ({
  text,
  x,
  y: 700,
  width: text.length * 6,
  fontSize: 10,
  bold: false,
});
const read = (...texts: string[]) => {
  let x = 50;
  const words = texts.map((t) => {
    const w = word(t, x);
    x += w.width + 5;
    return w;
  });
  return fixMisreadMarks(words)
    .map((w) => w.text)
    .join(' ');
};

describe('fixMisreadMarks', () => {
  it('puts a letter read for a digit, or a digit for a letter, right', () => {
    expect(read('Registration', 'MF2O', 'LNY')).toBe('Registration MF20 LNY');
    expect(read('Reg', 'M52O', 'LNY')).toBe('Reg MS20 LNY');
    expect(read('MF2OLNY')).toBe('MF20LNY');
  });

  it('leaves words, and marks already right, as they are', () => {
    expect(read('SALE', 'DAY')).toBe('SALE DAY');
    expect(read('MF20', 'LNY')).toBe('MF20 LNY');
    expect(read('INVOICE')).toBe('INVOICE');
    expect(read('AB12', '345')).toBe('AB12 345');
  });

  it('leaves a prefix mark read right as it is, though a letter for its first digit would make a current one', () => {
    expect(read('Registration', 'R614', 'GVA')).toBe('Registration R614 GVA');
  });

  it('reads a current mark with an age not yet issued as the prefix mark it was', () => {
    expect(read('Reg', 'KT41', 'MVA')).toBe('Reg K741 MVA');
    expect(read('Reg', 'KT21', 'MVA')).toBe('Reg KT21 MVA');
  });
});
