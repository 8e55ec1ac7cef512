// New passwords are checked against lists of common and breached passwords and common words (zxcvbn-ts's
// English and common dictionaries), not only for length. Server-side, so the dictionaries (about a megabyte)
// never reach a browser; loaded on first use.
import core from '@zxcvbn-ts/core';
import common from '@zxcvbn-ts/language-common';
import en from '@zxcvbn-ts/language-en';
import { AppError } from './app-error.ts';

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

let checker: InstanceType<typeof core.ZxcvbnFactory> | undefined;

/** Throws a 400 naming why, when `password` is easy to guess (also from the account's own details). */
export function assertStrongPassword(password: string, accountDetails: (string | null | undefined)[] = []) {
  checker ??= new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  const result = checker.check(
    password,
    accountDetails.filter((d): d is string => Boolean(d)),
  );
  if (result.score >= MIN_SCORE) return;
  const why = result.feedback.warning ?? 'It is too easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Use a few uncommon words together.';
  const message = `Please choose a stronger password. ${why} ${hint}`.replace(/\s+/g, ' ').trim();
  throw new AppError(400, message, { code: 'WEAK_PASSWORD', issues: [{ path: 'password', message }] });
}
