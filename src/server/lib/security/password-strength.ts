// New passwords are checked against lists of common and breached passwords and common words (zxcvbn-ts's
// English and common dictionaries), not only for length. Server-side, so the dictionaries (about a megabyte)
// never reach a browser; loaded on first use.
import type core from '@zxcvbn-ts/core';
import { AppError } from '../app-error.ts';

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;
/** What must be left of a password once the account's own words are taken out of it. */
const MIN_OWN_CHARACTERS = 8;
// Words of a dealership's name that say nothing about it: taking them out would refuse ordinary passwords.
const GENERIC_WORDS = new Set(['ltd', 'limited', 'plc', 'llp', 'inc', 'the', 'and', 'com', 'net', 'org']);

let checker: InstanceType<typeof core.ZxcvbnFactory> | undefined;

/** The dictionaries (about 40 MB of memory once read) load with the first password set, not at start. */
async function loadChecker() {
  const [{ default: zxcvbn }, { default: common }, { default: en }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new zxcvbn.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
}

/**
 * The words an account's details are made of: "Kingsway Motors Ltd" gives "kingsway" and "motors", an e-mail
 * its local part and that part's pieces ("priya.shah" gives "priyashah", "priya", "shah"). zxcvbn only
 * matches a user input as a whole, so it is handed the pieces too.
 */
export function accountWords(details: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const detail of details) {
    if (!detail) continue;
    const text = detail.toLowerCase().split('@')[0] ?? '';
    const pieces = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
    for (const piece of pieces) words.add(piece);
    const whole = pieces.join('');
    if (whole.length >= 3) words.add(whole);
  }
  // Longest first, so that "priyashah" is taken out whole before "priya".
  return [...words].sort((a, b) => b.length - a.length);
}

/** The password with every one of the account's words taken out, letters and digits only. */
function withoutOwnWords(password: string, words: string[]): string {
  let rest = password.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  for (const word of words) rest = rest.split(word).join('');
  return rest;
}

function refuse(why: string, hint: string): never {
  const message = `Please choose a stronger password. ${why} ${hint}`.replace(/\s+/g, ' ').trim();
  throw new AppError(400, message, { code: 'WEAK_PASSWORD', issues: [{ path: 'password', message }] });
}

/**
 * Throws a 400 naming why, when `password` is easy to guess, also from the account's own details (its
 * e-mail, names and dealership name): zxcvbn scores it with those words known, and a password that is mostly
 * those words is refused whatever its score.
 */
export async function assertStrongPassword(
  password: string,
  accountDetails: (string | null | undefined)[] = [],
) {
  const words = accountWords(accountDetails);
  if (words.length > 0 && withoutOwnWords(password, words).length < MIN_OWN_CHARACTERS) {
    refuse(
      'It is mostly made of your name, e-mail address or dealership name.',
      'Use words that have nothing to do with your account.',
    );
  }
  checker ??= await loadChecker();
  const userInputs = [...words, ...accountDetails.filter((d): d is string => Boolean(d))];
  const result = checker.check(password, userInputs);
  if (result.score >= MIN_SCORE) return;
  refuse(
    result.feedback.warning ?? 'It is too easy to guess.',
    result.feedback.suggestions[0] ?? 'Use a few uncommon words together.',
  );
}
