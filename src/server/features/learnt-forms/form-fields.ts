// Where a value sits on a learnt form, and reading it from the same place on another copy. The place is
// kept with its anchor, the nearest fixed word before or above it (the form's own label, "Party A"), so a
// value is still found when the label's line has moved a little between copies.
import type { FormPage, FormWord } from '../document-processing/index.ts';
import { hashWord, isFixedWord, looksLikeValue, normalise, type Token } from './form-fingerprint.ts';

export type FieldPlace = {
  page: number;
  /** Left edge and baseline of the value's first word, its font size, and how many words it had. */
  x: number;
  y: number;
  size: number;
  words: number;
  anchor?: { hash: string; x: number; y: number };
};

export type FieldKind = 'name' | 'registration';

/** At most this many words a value reads: a name with titles and a double-barrelled surname. */
const MAX_WORDS: Record<FieldKind, number> = { name: 6, registration: 3 };
const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr)$/;

/** The words of `value` where they first appear, in reading order of the pages; null when not printed. */
export function findValue(
  pages: readonly FormPage[],
  value: string,
  kind: FieldKind,
): { page: number; words: FormWord[] } | null {
  const wanted = kind === 'registration' ? plate(value) : value.split(/\s+/).map(normalise).filter(Boolean);
  if (wanted.length === 0) return null;
  for (const [i, page] of pages.entries()) {
    for (let start = 0; start < page.words.length; start++) {
      const words = matchAt(page.words, start, wanted, kind);
      if (words) return { page: i + 1, words };
    }
  }
  return null;
}

function matchAt(words: readonly FormWord[], start: number, wanted: string | string[], kind: FieldKind) {
  if (kind === 'registration') {
    let joined = '';
    for (let end = start; end < Math.min(words.length, start + MAX_WORDS.registration); end++) {
      const word = words[end] as FormWord;
      if (end > start && !sameLine(words[start] as FormWord, word)) return null;
      joined += plate(word.text);
      if (joined === wanted) return words.slice(start, end + 1);
      if (!(wanted as string).startsWith(joined)) return null;
    }
    return null;
  }
  const names = wanted as string[];
  const slice = words.slice(start, start + names.length);
  if (slice.length !== names.length) return null;
  return slice.every((w, i) => normalise(w.text) === names[i]) ? slice : null;
}

/** Where the value's words sit, anchored to the nearest fixed word before it on its line or above it. */
export function placeOf(
  found: { page: number; words: FormWord[] },
  page: FormPage,
  isValue: (word: FormWord) => boolean,
): FieldPlace {
  const first = found.words[0] as FormWord;
  const label = page.words.filter(
    (w) => !found.words.includes(w) && !isValue(w) && !looksLikeValue(w.text) && normalise(w.text) !== '',
  );
  const before = label
    .filter((w) => sameLine(first, w) && w.x + w.width <= first.x + 1)
    .sort((a, b) => b.x - a.x)[0];
  const above = label
    .filter((w) => w.y > first.y + first.size * 0.5 && w.y - first.y < first.size * 6)
    .sort((a, b) => distance(a, first) - distance(b, first))[0];
  const anchor = before ?? above;
  return {
    page: found.page,
    x: first.x,
    y: first.y,
    size: first.size,
    words: found.words.length,
    ...(anchor && { anchor: { hash: hashWord(normalise(anchor.text)), x: anchor.x, y: anchor.y } }),
  };
}

/** The value at a learnt place on another copy of the form; null when nothing value-like is there. */
export function readAt(
  pages: readonly FormPage[],
  place: FieldPlace,
  kind: FieldKind,
  tokens: readonly Token[],
): string | null {
  const page = pages[place.page - 1];
  if (!page) return null;
  const shift = anchorShift(page, place);
  const x = place.x + shift.x;
  const y = place.y + shift.y;
  const onLine = page.words
    .filter((w) => Math.abs(w.y - y) <= place.size * 0.6 && w.x >= x - place.size)
    .sort((a, b) => a.x - b.x);
  const start = onLine.findIndex((w) => w.x <= x + place.size * 2);
  if (start < 0) return null;
  const taken: FormWord[] = [];
  for (const word of onLine.slice(start)) {
    const previous = taken.at(-1);
    if (previous && word.x - (previous.x + previous.width) > place.size * 1.5) break;
    if (isFixedWord(tokens, place.page, word)) break;
    taken.push(word);
    if (taken.length >= MAX_WORDS[kind]) break;
  }
  if (kind === 'registration') {
    const value = taken.map((w) => plate(w.text)).join('');
    return /^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{2,8}$/.test(value) ? value : null;
  }
  const names = taken.map((w) => w.text.replace(/[,;:]+$/, ''));
  while (names.length > 1 && HONORIFIC.test(normalise(names[0] as string))) names.shift();
  const name = names.join(' ').trim();
  return /\p{L}/u.test(name) && !looksLikeValue(name) ? name : null;
}

/** How far the value's label has moved on this copy; none when the label is not found near its place. */
function anchorShift(page: FormPage, place: FieldPlace): { x: number; y: number } {
  const anchor = place.anchor;
  if (!anchor) return { x: 0, y: 0 };
  let best: FormWord | undefined;
  for (const word of page.words) {
    if (hashWord(normalise(word.text)) !== anchor.hash) continue;
    const d = Math.hypot(word.x - anchor.x, word.y - anchor.y);
    if (d <= 40 && (!best || d < Math.hypot(best.x - anchor.x, best.y - anchor.y))) best = word;
  }
  return best ? { x: best.x - anchor.x, y: best.y - anchor.y } : { x: 0, y: 0 };
}

const plate = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const sameLine = (a: FormWord, b: FormWord) => Math.abs(a.y - b.y) <= Math.max(a.size, b.size) * 0.5;
const distance = (a: FormWord, b: FormWord) => Math.hypot(a.x - b.x, (a.y - b.y) * 2);
