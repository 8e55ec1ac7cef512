// How a name read from a form is spelled: as the document prints it elsewhere (a capital inside a word, an
// initial spelled out on the row under it), and which "names" it shows to be a business.
import type { PageLayout } from './layout.ts';
import { type Person, personName, readableCase } from './person-name.ts';

const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s+/i;

/**
 * "MACLEOD" in capitals is MacLeod to one family and Macleod to another: a Mac surname the document never
 * prints in small letters is cased by a guess, so the dealer confirms it.
 */
export function casedByGuess(name: string, text: () => string): boolean {
  return name
    .split(/[\s-]+/)
    .some(
      (word) => /^Mac\p{Ll}{3,}/u.test(word) && !new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text()),
    );
}

/**
 * A name read from capitals ("McDONALD, Fraser") is put in ordinary case by rule, which cannot know
 * a capital inside a word: where the document prints the same word in small letters elsewhere (the
 * name under the signature, "Mr F. McDonald"), that spelling is the person's. A word printed as read
 * is left alone.
 */
export function spelledAsPrinted(name: string, text: () => string): string {
  let printed: string | undefined;
  return name
    .split(' ')
    .map((word) => {
      if (word.length < 3 || word === word.toUpperCase()) return word;
      printed ??= text();
      const escaped = escapeRegExp(word);
      const forms = new Set(
        [
          ...printed.matchAll(new RegExp(`(?<![\\p{L}'’.@-])${escaped}(?=['’]s\\b|[^\\p{L}'’@-]|$)`, 'giu')),
        ].map((m) => m[0]),
      );
      if (forms.has(word)) return word;
      // Written as a person writes it: a capital first, small letters at the end ("McDonald"; not "mcdonald",
      // nor a surname in capitals after its Mc, "McDONALD").
      const mixed = [...forms].filter((f) => /^\p{Lu}.*\p{Ll}$/u.test(f));
      if (mixed.length === 1) return mixed[0]!;
      return mixed.length === 0 ? (accentedAsPrinted(word, printed) ?? word) : word;
    })
    .join(' ');
}

// Letters a system printing in plain capitals drops the accents of ("WISNIEWSKI" for Wiśniewski).
const ACCENTED: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ďđ',
  e: 'èéêëēęě',
  g: 'ğ',
  i: 'ìíîïī',
  l: 'łľ',
  n: 'ñńň',
  o: 'òóôõöøő',
  r: 'ř',
  s: 'śšş',
  t: 'ťţ',
  u: 'ùúûüūůű',
  y: 'ýÿ',
  z: 'źżž',
};

/**
 * A word read without accents (from a dealer system's capitals) that the document prints elsewhere in
 * ordinary case with them ("Grzegorz Wiśniewski" under the signature): that spelling, when it is the only one.
 */
function accentedAsPrinted(word: string, text: string): string | undefined {
  if (!/^[A-Za-z'’-]+$/.test(word)) return undefined;
  const letters = [...word.toLowerCase()].map((c) =>
    ACCENTED[c] ? `[${c}${ACCENTED[c]}]` : escapeRegExp(c),
  );
  const pattern = new RegExp(`(?<![\\p{L}'’.@-])${letters.join('')}(?![\\p{L}'’@-])`, 'giu');
  const forms = new Set(
    [...text.matchAll(pattern)]
      .map((m) => m[0])
      .filter((f) => /\P{ASCII}/u.test(f) && /^\p{Lu}.*\p{Ll}$/u.test(f)),
  );
  return forms.size === 1 ? [...forms][0] : undefined;
}

/** Words printed before a company's suffix anywhere in the document, lower case: "harbour view" of "Harbour View Ltd". */
export function companyNames(pages: PageLayout[]): Set<string> {
  const names = new Set<string>();
  // Not "t/a": the words before it are the person who trades ("Sarah Whitfield t/a Whitfield Plumbing").
  const suffix = /((?:\p{Lu}[\p{L}'’-]*\s+){1,3})(?:[Ll]td|LTD|[Ll]imited|LIMITED|[Pp]lc|PLC|LLP)\b/gu;
  for (const page of pages)
    for (const line of page.lines)
      for (const match of line.text.matchAll(suffix)) {
        // "At Harbour View Ltd": the company's name is some last words of the run before the suffix.
        const words = match[1]!.trim().toLowerCase().split(/\s+/);
        for (let i = 0; i < words.length; i++) names.add(words.slice(i).join(' '));
      }
  return names;
}

/**
 * The full name that `initialled` ("J. P. Fitzgerald") stands for, when `text` is that name alone: the same
 * surname, and forenames that start with the initials in turn ("John Patrick Fitzgerald").
 */
export function spelledOut(initialled: string, text: string): Person | null {
  const words = initialled.split(' ');
  const initials = words.slice(0, -1);
  if (initials.length === 0 || !initials.every((w) => /^\p{Lu}\.$/u.test(w))) return null;
  const full = personName(text);
  const fullWords = full?.name.split(' ');
  if (!full || !fullWords || fullWords.at(-1)!.toLowerCase() !== words.at(-1)!.toLowerCase()) return null;
  // The printed forenames, middle names too (the reading keeps only the first).
  const forenames = text.replace(/\s+/g, ' ').trim().replace(TITLE, '').split(' ').slice(0, -1);
  const spelled =
    forenames.length === initials.length &&
    forenames.every((f, i) => f.length > 1 && f[0] === initials[i]![0] && !/\.$/.test(f));
  return spelled ? full : null;
}

/**
 * "P. Okafor" where the declaration says "I, Patience Okafor, confirm…": the one forename the document prints
 * with that initial before that surname, or alone as the forename (a form's field, a letter's greeting).
 * Unchanged when it prints none, or more than one ("Paul" and "Peter"). `printed`: the document's text with
 * its spaces and line breaks as single spaces.
 */
export function withForename(name: string, printed: () => string): string {
  // The surname may open with a particle in lower case ("D. ap Rhys", "J. van Dijk").
  const initialled =
    /^(\p{Lu})\. (?:\p{Lu}\. )*((?:(?:ap|ab|van|von|de|der|den|da|di|du|le|la|al|el|bin) )*\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)$/u.exec(
      name,
    );
  if (!initialled) return name;
  const [, initial, surname] = initialled;
  const escaped = escapeRegExp(surname!);
  const full = new RegExp(
    `(?<![\\p{L}.])(${initial}\\p{Ll}+)(?: \\p{Lu}\\p{Ll}+)* (${escaped})(?![\\p{L}'’-])`,
    'giu',
  );
  const forenames = new Set<string>();
  const words = printed();
  for (const m of words.matchAll(full)) {
    // Case-insensitive for the surname ("Patience OKAFOR"), never for the forename's initial.
    // A forename found in capitals ("CIARÁN PATRICK O'BRIEN" as the keeper) is written as a person writes it.
    if (m[1]![0] === initial) forenames.add(readableCase(m[1]!));
  }
  // Or the forename alone where a form or a letter gives it: "Forename  Harriet", "Dear Gwen,", "Thank you,
  // Thomas,".
  const alone = new RegExp(
    `\\b(?:[Ff]orenames?|[Ff]irst names?|[Gg]iven names?)(?:\\(s\\))? ?:?\\s*(${initial}\\p{Ll}+)\\b|\\b(?:[Dd]ear|[Tt]hank you,) (${initial}\\p{Ll}+),`,
    'gu',
  );
  for (const m of words.matchAll(alone)) forenames.add((m[1] ?? m[2])!);
  if (forenames.size !== 1) return name;
  return `${[...forenames][0]} ${surname}`;
}

/**
 * "RAFFERTY DECLAN" in capitals, where the document also prints "D. Rafferty" (under the signature): the
 * surname came first, so the person is Declan Rafferty. Unchanged unless the initial and surname say so.
 */
export function inNameOrder(name: string, printed: () => string, lines: () => string = printed): string {
  const words = name.split(' ');
  if (words.length !== 2) return name;
  const [first, second] = words as [string, string];
  // "D. Rafferty" says the second word is the forename; "R. Declan" would say the printed order is right.
  const initialled = (initial: string, surname: string) =>
    new RegExp(`(?<![\\p{L}.])${initial}\\. ${escapeRegExp(surname)}(?![\\p{L}'’-])`, 'iu');
  const swapped = initialled(second[0]!, first);
  const kept = initialled(first[0]!, second);
  const read = printed();
  if (swapped.test(read) && !kept.test(read)) return `${second} ${first}`;
  return surnameWithInitials(first, lines()) ?? name;
}

/**
 * "HARRISON PAUL ANTHONY" read as Harrison Anthony, where the bank line prints "HARRISON P A": the first word
 * is the surname, and the forename is the word after it that the first initial begins, Paul Harrison.
 */
function surnameWithInitials(first: string, read: string): string | undefined {
  const surname = escapeRegExp(first);
  // The initials end their line or field ("HARRISON P A"), never run on into a surname ("Hamish R. MACLEOD");
  // a field ends where the line's runs are set apart.
  const initials = new RegExp(
    `(?<![\\p{L}'’-])${surname}[ \\t]+(\\p{Lu})\\.?(?:[ \\t]+\\p{Lu}\\.?)*(?=[ \\t]*(?:$|[,;(])|[ \\t]{2,})`,
    'imu',
  ).exec(read);
  if (!initials || initials[0].slice(first.length).trim() === '') return undefined;
  const forename = new RegExp(`(?<![\\p{L}'’-])${surname}\\s+(${initials[1]}\\p{L}+)`, 'iu').exec(read)?.[1];
  return forename && forename.length > 1 ? `${readableCase(forename)} ${first}` : undefined;
}

/** `text` matched literally inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
