// Compares a business name found in a document with the dealership's registered name.
//
// Similarity is a Levenshtein ratio (1 − edits ÷ longer length) over the normalised names. Character edits
// are what a misspelling is ("Brindly", "Car" for "Cars"): one slip in a 25-letter name still scores 0.96,
// where a token measure (Jaccard over words) would score a one-letter slip in one of four words as 0.6.
// The ratio's weakness is that shared trade words inflate it ("Jones Motors Ltd" vs "Kingsway Motors Ltd"
// scores 0.68), so two guards decide "another firm" before the score is trusted: the lead words must
// nearly agree, and a finance, insurance or warranty word the dealership's name lacks marks a different
// company ("Ardent Motor Finance plc", "Harbourline Insurance Services Ltd").

/** A suffixed variant at least this close (and not equal) is treated as a slip in the dealership's name. */
export const VARIANT_THRESHOLD = 0.6;
/**
 * A name without a legal suffix (a letterhead line, a trading style) is weaker evidence of being a firm's
 * name at all ("Ardent House" is a building), so it must come closer before it counts as a slip.
 */
export const BARE_VARIANT_THRESHOLD = 0.8;
/** The first words of the two names must be at least this close for the names to be the same firm's. */
const LEAD_WORD_THRESHOLD = 0.75;

const LEGAL_SUFFIXES = new Set(['ltd', 'plc', 'llp']);
// Words of firms that sell finance, cover or warranties to a dealer's customers: never the dealer itself
// unless its own registered name carries the word.
const OTHER_TRADES = new Set([
  'finance',
  'financial',
  'credit',
  'lending',
  'leasing',
  'bank',
  'insurance',
  'assurance',
  'underwriting',
  'warranty',
  'warranties',
]);

export type NameParts = { core: string[]; suffix: string | null };

export type NameVerdict =
  /** Equal to the registered name once normalised, or a shortened trading style of it ("BRINDLEY & HART"). */
  | { kind: 'same' }
  | { kind: 'variant'; similarity: number; suggestion: string }
  | { kind: 'other'; similarity: number };

/** Lower case, "&" as "and", no punctuation, "Limited" as "ltd", "Company" as "co", no leading "The". */
export function normaliseName(name: string): string[] {
  const flat = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bpublic limited company$/, 'plc')
    .replace(/\blimited liability partnership$/, 'llp')
    .trim();
  const tokens = flat
    .split(' ')
    .filter(Boolean)
    .map((t) => (t === 'limited' ? 'ltd' : t === 'company' ? 'co' : t));
  return tokens[0] === 'the' ? tokens.slice(1) : tokens;
}

export function nameParts(name: string): NameParts {
  const tokens = normaliseName(name);
  const last = tokens.at(-1);
  if (last && LEGAL_SUFFIXES.has(last)) return { core: tokens.slice(0, -1), suffix: last };
  return { core: tokens, suffix: null };
}

export function levenshtein(a: string, b: string): number {
  // One row of the edit-distance table is enough.
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - levenshtein(a, b) / longer;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const startsWith = (tokens: string[], prefix: string[]) => prefix.every((t, i) => tokens[i] === t);

/** Judges one found name against the registered name. */
export function compareName(found: string, registered: string): NameVerdict {
  const f = nameParts(found);
  const r = nameParts(registered);
  if (f.core.length === 0 || r.core.length === 0) return { kind: 'other', similarity: 0 };

  const bothSuffixed = f.suffix !== null && r.suffix !== null;
  // A missing legal suffix is not a slip ("Kestrel Vale Motors" on a branch line), a different one is.
  if (bothSuffixed ? f.core.join(' ') === r.core.join(' ') && f.suffix === r.suffix : sameCore(f, r)) {
    return { kind: 'same' };
  }

  // Without a suffix the name may be a shortened trading style, so it is measured against the registered
  // name's leading words too ("Brindly & Hart" against "Brindley & Hart"), never fewer than two of them.
  let best = { score: -1, words: r.core.length };
  const shortest = f.suffix === null ? Math.min(2, r.core.length) : r.core.length;
  for (let words = shortest; words <= r.core.length; words++) {
    const target = r.core.slice(0, words);
    const score = bothSuffixed
      ? similarity([...f.core, f.suffix].join(' '), [...target, r.suffix].join(' '))
      : similarity(f.core.join(' '), target.join(' '));
    if (score > best.score) best = { score, words };
  }
  const score = round2(best.score);
  const sameFirm =
    similarity(f.core[0]!, r.core[0]!) >= LEAD_WORD_THRESHOLD &&
    !f.core.some((t) => OTHER_TRADES.has(t) && !r.core.includes(t));
  const threshold = f.suffix === null ? BARE_VARIANT_THRESHOLD : VARIANT_THRESHOLD;
  if (!sameFirm || score < threshold || score >= 1) return { kind: 'other', similarity: score };
  return { kind: 'variant', similarity: score, suggestion: suggestFor(found, registered, best.words) };
}

function sameCore(f: NameParts, r: NameParts): boolean {
  if (f.core.join(' ') === r.core.join(' ')) return true;
  // Letterheads print a shortened style of the name ("MARLOWE PARK", "BRINDLEY & HART"): its leading
  // words exactly, without a suffix, are the same firm.
  return f.suffix === null && f.core.length < r.core.length && startsWith(r.core, f.core);
}

/**
 * The registered name as the found name should have read: the registered words (only as many as the
 * found name stood for when it was a shortened style), the found name's own spelling of an equivalent
 * legal suffix ("Limited" stays "Limited"), and upper case when the found name was in capitals.
 */
function suggestFor(found: string, registered: string, coreWords: number): string {
  const f = nameParts(found);
  const r = nameParts(registered);
  const words = registered.trim().split(/\s+/);
  const registeredSuffixWord = r.suffix ? words.at(-1)! : null;
  const coreDisplay = r.suffix ? words.slice(0, -1) : words;

  // Keep display words until they cover the wanted number of normalised words.
  const kept: string[] = [];
  let covered = 0;
  for (const word of coreDisplay) {
    if (covered >= coreWords) break;
    kept.push(word);
    covered += normaliseName(word).length;
  }
  let suggestion = kept.join(' ').replace(/[,;:]$/, '');
  if (coreWords === r.core.length && f.suffix !== null && r.suffix !== null) {
    const foundSuffixWord = found.trim().split(/\s+/).at(-1)!;
    suggestion += ` ${f.suffix === r.suffix ? foundSuffixWord : registeredSuffixWord}`;
  }
  const letters = found.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase() ? suggestion.toUpperCase() : suggestion;
}
