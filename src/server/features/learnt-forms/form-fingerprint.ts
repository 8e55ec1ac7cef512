// A form's fingerprint: its fixed wording with where each word sits, without the values filled in. Two
// copies of one lender's agreement share almost every fixed word at almost the same place; a revised or
// different form does not. Words are kept as short hashes: the table holds no readable text of a document.
import { createHash } from 'node:crypto';
import type { FormPage, FormWord } from '../document-processing/index.ts';

/** One fixed word: its page (1-based), the hash of its normalised text, and its left edge and baseline. */
export type Token = [page: number, hash: string, x: number, y: number];

/**
 * Two copies match at or above this share of fixed words in common (matched / (learnt + new − matched)).
 * Measured on the test lender form (learnt-form.test.ts): two copies with different customers, vehicles,
 * addresses and prices score 0.96; the lender's revision of it (new title line, clauses reworded) 0.39.
 */
export const SAME_FORM = 0.9;

/** How far a fixed word may move between copies and still count as the same: a line, and a value's width. */
const Y_TOLERANCE = 6;
const X_TOLERANCE = 90;

/** Lower case, without the punctuation around a word ("Name:" and "name" are one label). */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .normalize('NFC');
}

export const hashWord = (normalised: string) =>
  createHash('sha256').update(normalised).digest('base64url').slice(0, 10);

/**
 * A word that is a value, never a form's wording: anything with a digit (dates, amounts, references,
 * registrations, postcodes, phone numbers), an e-mail or web address, a currency sign.
 */
export function looksLikeValue(text: string): boolean {
  return /[\p{N}@£$€]|www\.|https?:/iu.test(text);
}

/** The words of a value ("Olivia Bennett"), normalised, to leave out of the fingerprint wherever they appear. */
export function valueWords(values: readonly (string | null | undefined)[]): Set<string> {
  const words = new Set<string>();
  for (const value of values) {
    for (const word of value?.split(/\s+/) ?? []) {
      const n = normalise(word);
      if (n) words.add(n);
    }
  }
  return words;
}

/** The fixed words of every page, leaving out value-like words, the given value words and `skip`. */
export function fingerprint(
  pages: readonly FormPage[],
  values: Set<string>,
  skip: (page: number, word: FormWord) => boolean = () => false,
): Token[] {
  const tokens: Token[] = [];
  pages.forEach((page, i) => {
    for (const word of page.words) {
      const n = normalise(word.text);
      if (!n || looksLikeValue(word.text) || values.has(n) || skip(i + 1, word)) continue;
      tokens.push([i + 1, hashWord(n), word.x, word.y]);
    }
  });
  return tokens;
}

/** Share of fixed words two fingerprints have in common, each word matched once, nearest first. */
export function similarity(learnt: readonly Token[], read: readonly Token[]): number {
  if (learnt.length === 0 || read.length === 0) return 0;
  const byWord = new Map<string, Token[]>();
  for (const token of read) {
    const key = `${token[0]}:${token[1]}`;
    const list = byWord.get(key);
    if (list) list.push(token);
    else byWord.set(key, [token]);
  }
  const used = new Set<Token>();
  let matched = 0;
  for (const token of learnt) {
    let best: Token | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const other of byWord.get(`${token[0]}:${token[1]}`) ?? []) {
      if (used.has(other)) continue;
      const dx = Math.abs(other[2] - token[2]);
      const dy = Math.abs(other[3] - token[3]);
      if (dx > X_TOLERANCE || dy > Y_TOLERANCE) continue;
      const distance = dx + dy * 10;
      if (distance < bestDistance) {
        best = other;
        bestDistance = distance;
      }
    }
    if (best) {
      used.add(best);
      matched++;
    }
  }
  return matched / (learnt.length + read.length - matched);
}

/** Whether a word of a page is one of the form's fixed words (same text near the same place). */
export function isFixedWord(tokens: readonly Token[], page: number, word: FormWord): boolean {
  const hash = hashWord(normalise(word.text));
  return tokens.some(
    (t) =>
      t[0] === page &&
      t[1] === hash &&
      Math.abs(t[3] - word.y) <= Y_TOLERANCE &&
      Math.abs(t[2] - word.x) <= X_TOLERANCE,
  );
}
