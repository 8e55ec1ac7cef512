// Finds business names in a document's extracted text. Three kinds of place name a business:
//  - a run of capitalised words ending in a legal suffix ("Brindley & Hart Cars Ltd", "Smith & Co");
//  - the words after "trading as" or "t/a";
//  - a letterhead or footer (the first and last few lines) and the lines around the dealership's address,
//    where the name often stands alone without a suffix ("KESTREL VALE MOTORS").
// The last kind is noisy (street names, headings), so such a line fragment is kept only when it reads as
// the dealership's own name or a near miss of it; the first two are kept whoever they name.

import { compareName, normaliseName } from './name-matching.ts';

/** How many non-empty lines at each end of the text count as letterhead or footer. */
const EDGE_LINES = 6;
/** Lines either side of a line holding the dealership's address that are searched too. */
const ADDRESS_REACH = 2;

// A word of a name: capitalised, or a short abbreviation with its dot ("Co.", "St."), or a joining word.
// A legal suffix ends a name, so it is never a word inside one ("… Ltd. Smith & Co" is two names).
const NOT_SUFFIX = String.raw`(?!(?:Ltd|LTD|Limited|LIMITED|PLC|Plc|LLP)(?!\p{L}))`;
const WORD = String.raw`(?:${NOT_SUFFIX}(?:\p{Lu}\p{Ll}{0,2}\.|\p{Lu}[\p{L}\p{M}'’-]*)|&|and|of)`;
const LIMITED = String.raw`(?:Limited|LIMITED)(?!\s+(?:[Ww]arranty|WARRANTY|[Ee]dition|[Ll]iability|[Cc]ompany|[Pp]artnership))`;
const SUFFIX = String.raw`(?:&\s*Co|and\s+Co|Ltd|LTD|ltd|${LIMITED}|LLP|llp|PLC|plc|Plc|Co(?=\.))`;
const BOUNDARY_BEFORE = String.raw`(?<![\p{L}\p{N}'’&.-])`;
const SUFFIXED = new RegExp(
  String.raw`${BOUNDARY_BEFORE}((?:${WORD}\s+){0,8})(${SUFFIX})(?![\p{L}\p{N}])`,
  'gu',
);
const TRADING_AS = new RegExp(
  String.raw`(?<![\p{L}])(?:[Tt]rading\s+[Aa]s|TRADING\s+AS|[Tt]\/[Aa])\s+((?:${WORD}\s+)*${WORD}(?:\s+${SUFFIX})?)`,
  'gu',
);
const NAME_LIKE = new RegExp(String.raw`^(?:${WORD}\s+){0,5}${WORD}$`, 'u');
// Bounded, so a hostile line of endless capitalised words costs linear time, not quadratic.
const TRAILING_WORDS = new RegExp(String.raw`${BOUNDARY_BEFORE}((?:${WORD}\s+){0,8}${WORD})\s*$`, 'u');
const JOINING = new Set(['&', 'and', 'of']);
// Words that open a sentence or a label rather than a name ("Please pay Marlowe Park …").
const LEADING_NOISE = new Set([
  'the',
  'a',
  'an',
  'our',
  'your',
  'this',
  'please',
  'signed',
  'for',
  'by',
  'per',
]);

export type FindOptions = { registeredName: string; address?: string | null };

/** Every business name in the text, once each: suffixed and trading names in reading order, then letterhead ones. */
export function findBusinessNames(text: string, options: FindOptions): string[] {
  const lines = text.split(/\r?\n/);
  const found = new Set<string>();
  const add = (name: string) => {
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean && normaliseName(clean).length > 0) found.add(clean);
  };

  lines.forEach((line, i) => {
    const segments = segmentsOf(line);
    segments.forEach((segment, k) => {
      const carried = carriedWords(lines[i - 1], segments.length, k);
      for (const name of suffixedNames(segment, carried, options.registeredName)) add(name);
      for (const match of segment.matchAll(TRADING_AS)) add(trimJoining(match[1]!));
    });
  });

  for (const i of placesOfStandaloneNames(lines, options.address)) {
    for (const segment of segmentsOf(lines[i]!)) {
      for (const piece of segment.split(/[,;:|·•()]|\s[-–—]\s/)) {
        const candidate = piece.trim().replace(/[.:]+$/, '');
        if (!NAME_LIKE.test(candidate)) continue;
        // A piece that opens or ends with "&", "and" or "of" is part of a longer name: one ending so
        // wraps onto the next line ("Brindley &" / "Hart Cars Ltd"), which the suffixed pass reads whole.
        const words = candidate.split(/\s+/);
        if (JOINING.has(words[0]!) || JOINING.has(words.at(-1)!)) continue;
        if (compareName(candidate, options.registeredName).kind !== 'other') add(candidate);
      }
    }
  }
  return [...found];
}

/** A layout line's columns: pdf text joins them with runs of spaces. */
function segmentsOf(line: string): string[] {
  return line.split(/\s{3,}|\t+/).filter((s) => s.trim());
}

/**
 * The capitalised words that end the line before, when a name may have wrapped onto this line
 * ("Signed for Brindley &" / "Hart Cars Ltd."). In a two-column layout the continuation of a column is
 * the same column of the line before; a single-column line continues the previous line's last column.
 */
function carriedWords(previous: string | undefined, columns: number, column: number): string {
  if (!previous?.trim()) return '';
  const before = segmentsOf(previous);
  const source = columns > 1 && before.length > 1 ? before[column] : before.at(-1);
  return source?.match(TRAILING_WORDS)?.[1] ?? '';
}

/** Names ending in a legal suffix within one column of one line. */
function suffixedNames(segment: string, carried: string, registeredName: string): string[] {
  const names: string[] = [];
  const own = segment.trimStart();
  const joined = carried ? `${carried} ${own}` : own;
  const carriedLength = carried ? carried.length + 1 : 0;
  for (const match of joined.matchAll(SUFFIXED)) {
    // A name wholly on the line before was found there.
    if (match.index + match[0].length <= carriedLength) continue;
    const words = match[1]!.trim().split(/\s+/).filter(Boolean);
    const carriedCount =
      match.index < carriedLength ? countWords(joined.slice(match.index, carriedLength)) : 0;
    const all = candidateStarts(words, match[2]!);
    const fromThisLine = candidateStarts(words.slice(carriedCount), match[2]!);
    // A line before that ends in "&", "and" or "of" is the first half of this name, never a name of its own.
    const wrapped = carriedCount > 0 && JOINING.has(words[carriedCount - 1]!);
    const name = pickName(all, wrapped ? all : fromThisLine, registeredName);
    if (name) names.push(name);
  }
  return names;
}

const countWords = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/**
 * Where a suffixed name starts is ambiguous ("PAY BRINDLEY & HART CARS LTD", a wrapped line's "Kestrel"),
 * so every word that is not a joining or sentence-opening word is a candidate start, longest first.
 * A bare suffix ("Ltd" alone) gives none.
 */
function candidateStarts(words: string[], suffix: string): string[] {
  const candidates: string[] = [];
  for (let from = 0; from < words.length; from++) {
    const first = words[from]!.toLowerCase();
    if (JOINING.has(first) || LEADING_NOISE.has(first)) continue;
    candidates.push([...words.slice(from), suffix].join(' '));
  }
  return candidates;
}

/**
 * The dealership's own name, or its closest near miss, when some start gives it. Otherwise another
 * firm's name: the longest start on this line, reaching back to the line before only when this line
 * holds nothing but the suffix ("Northvale Consumer Credit" / "Ltd (…") or the line before ends in a
 * joining word ("Brindley &" / "Hart Cars Ltd", the caller passes every start as this line's).
 */
function pickName(all: string[], fromThisLine: string[], registeredName: string): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of all) {
    const verdict = compareName(name, registeredName);
    const score = verdict.kind === 'same' ? 2 : verdict.kind === 'variant' ? verdict.similarity : -1;
    if (score >= 0 && (!best || score > best.score)) best = { name, score };
  }
  return best?.name ?? fromThisLine[0] ?? all[0];
}

function trimJoining(name: string): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && JOINING.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** Line numbers of the letterhead, the footer and the lines around the dealership's address. */
function placesOfStandaloneNames(lines: string[], address: string | null | undefined): Set<number> {
  const filled = lines.flatMap((line, i) => (line.trim() ? [i] : []));
  const places = new Set([...filled.slice(0, EDGE_LINES), ...filled.slice(-EDGE_LINES)]);
  for (const marker of addressMarkers(address)) {
    lines.forEach((line, i) => {
      if (!squash(line).includes(marker)) return;
      for (let j = i - ADDRESS_REACH; j <= i + ADDRESS_REACH; j++) if (lines[j]?.trim()) places.add(j);
    });
  }
  return places;
}

/** The address's postcode and its first part ("Canal Basin Works"), squashed for loose comparison. */
function addressMarkers(address: string | null | undefined): string[] {
  if (!address?.trim()) return [];
  const markers: string[] = [];
  const postcode = address.match(/\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i)?.[0];
  if (postcode) markers.push(squash(postcode));
  const firstPart = squash(address.split(/[,\n]/)[0] ?? '');
  if (firstPart.length >= 6) markers.push(firstPart);
  return markers;
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
