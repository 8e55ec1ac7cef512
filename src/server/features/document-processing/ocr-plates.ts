// A current-format registration read from pixels often has a letter for a digit or the other way round
// ("MF2O LNY", "ME20 1NY", a prefix "K741 MVA" read "KT41 MVA"): the shape of the mark (two letters, two digits
// of an age already issued, three letters; or a letter, three digits, three letters) says which each
// character must be, so the confusable ones are put right before the reading looks for a plate. Only words
// read by OCR, and only those that already look almost like a mark, are touched; the value stays below the
// editor's threshold like everything else OCR reads.
import type { PositionedText } from './text-lines.ts';

const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  T: '7',
};
// No "1": a mark's letters never include I, so a 1 there is no misread I, and nothing else is sure.
const AS_LETTER: Record<string, string> = { '0': 'O', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '7': 'T' };
/** Characters each place of a mark may hold, counting the confusable ones. */
const LETTERISH = /^[A-Z025678]$/;
const DIGITISH = /^[0-9ODQILZSBGT]$/;
/** A mark with more fixes than this is a word that happens to have the shape, not a misread mark. */
const MAX_FIXES = 2;

/**
 * Whether a current mark's age identifier has been issued by now: "20" (March 2020) and "70" (September
 * 2020) have, "41" not before March 2041. An OCR'd current mark with an age not yet issued is a misread.
 */
function issuedAge(age: string, now = new Date()): boolean {
  const n = Number(age);
  const year = now.getUTCFullYear() % 100;
  const september = now.getUTCMonth() >= 8 ? 50 : 49;
  return (n >= 2 && n <= year) || (n >= 51 && n <= year + september);
}

/** The characters fixed to a shape ("L" a letter, "D" a digit), or undefined when too many must change. */
function toShape(chars: string[], shape: string): { text: string; fixes: number } | undefined {
  let fixes = 0;
  const out = chars.map((c, i) => {
    const letter = shape[i] === 'L';
    if (letter ? /[A-Z]/.test(c) : /[0-9]/.test(c)) return c;
    if (!(letter ? LETTERISH : DIGITISH).test(c)) return undefined;
    fixes += 1;
    return letter ? AS_LETTER[c] : AS_DIGIT[c];
  });
  if (out.some((c) => c === undefined) || fixes > MAX_FIXES) return undefined;
  return { text: out.join(''), fixes };
}

/**
 * "MF2O" + "LNY" → "MF20" + "LNY": the pair of words, fixed, when together they make a current mark.
 * A current mark with an age not yet issued ("KT41 MVA") is a prefix mark misread ("K741 MVA").
 */
function fixedMark(memory: string, letters: string): [string, string] | undefined {
  if (!/^[A-Z0-9]{4}$/.test(memory) || !/^[A-Z0-9]{3}$/.test(letters)) return undefined;
  // A word with no digit at all ("SALE", "DATE") is a word; a mark's age identifier is printed as digits.
  if (!/[0-9]/.test(memory.slice(2))) return undefined;
  const chars = (memory + letters).split('');
  const shaped = toShape(chars, 'LLDDLLL');
  const current = shaped && issuedAge(shaped.text.slice(2, 4)) ? shaped : undefined;
  // A prefix mark's letter is never I, O, Q, U or Z.
  const asPrefix = toShape(chars, 'LDDDLLL');
  const prefix = asPrefix && /^[A-HJ-NPR-TV-Y]/.test(asPrefix.text) ? asPrefix : undefined;
  // A prefix mark as read ("R614 GVA") is left alone, never bent into a current one ("RG14 GVA"); otherwise
  // the current shape, far the commoner on the road, comes first.
  if (prefix?.fixes === 0) return undefined;
  const fixed = current ?? prefix;
  if (!fixed || fixed.fixes === 0) return undefined;
  return [fixed.text.slice(0, 4), fixed.text.slice(4)];
}

/** The words of one OCR'd page with misread marks put right (words in reading order, as tesseract gives them). */
export function fixMisreadMarks(words: PositionedText[]): PositionedText[] {
  const out = words.map((w) => {
    // The mark read as one word: "MF2OLNY".
    const whole = w.text.length === 7 ? fixedMark(w.text.slice(0, 4), w.text.slice(4)) : undefined;
    return whole ? { ...w, text: whole.join('') } : w;
  });
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    const sameLine =
      Math.abs(a.y - b.y) <= a.fontSize * 0.4 && b.x > a.x && b.x - (a.x + a.width) <= a.fontSize * 1.5;
    if (!sameLine) continue;
    const fixed = fixedMark(a.text, b.text);
    if (!fixed) continue;
    out[i] = { ...a, text: fixed[0] };
    out[i + 1] = { ...b, text: fixed[1] };
  }
  return out;
}
