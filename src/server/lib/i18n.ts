// The customer's texts on the server: every language's messages as written (for mail, texts and the
// certificate), and the signing page's and /verify's share of one language parsed once (their scripts
// format them without the ICU parser: vite.config.ts).
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { CustomerLanguage } from '../../shared/i18n/languages.ts';
import ar from '../../shared/i18n/messages/ar.json' with { type: 'json' };
import cy from '../../shared/i18n/messages/cy.json' with { type: 'json' };
import en from '../../shared/i18n/messages/en.json' with { type: 'json' };
import pl from '../../shared/i18n/messages/pl.json' with { type: 'json' };
import ro from '../../shared/i18n/messages/ro.json' with { type: 'json' };
import ur from '../../shared/i18n/messages/ur.json' with { type: 'json' };
import { type MessageKey, type Messages, type Translate, translator } from '../../shared/i18n/translate.ts';

export const MESSAGES: Record<CustomerLanguage, Record<MessageKey, string>> = { en, cy, pl, ro, ur, ar };

const translators = new Map<CustomerLanguage, Translate>();

/** `t` for a language, made once. */
export function translate(language: CustomerLanguage): Translate {
  let t = translators.get(language);
  if (!t) {
    t = translator(language, MESSAGES[language]);
    translators.set(language, t);
  }
  return t;
}

/** A message is sent as its text when ICU would read it as it stands (no argument, no quoting). */
const PLAIN = /^[^{}']*$/;
const pageMessages = new Map<string, Messages>();

/**
 * One page's messages (the keys under `prefix`) in one language: plain texts as they are, the rest parsed,
 * so the page's script formats them without the ICU parser.
 */
function parsedMessages(prefix: 'sign.' | 'verify.', language: CustomerLanguage): Messages {
  const id = `${prefix}${language}`;
  let kept = pageMessages.get(id);
  if (kept) return kept;
  kept = {};
  for (const [key, text] of Object.entries(MESSAGES[language]) as [MessageKey, string][]) {
    if (!key.startsWith(prefix)) continue;
    kept[key] = PLAIN.test(text) ? text : (parse(text, { ignoreTag: true }) as MessageFormatElement[]);
  }
  pageMessages.set(id, kept);
  return kept;
}

/** The signing page's messages (the `sign.` keys) in one language. */
export const signingPageMessages = (language: CustomerLanguage) => parsedMessages('sign.', language);

/** The /verify page's messages (the `verify.` keys) in one language. */
export const verifyPageMessages = (language: CustomerLanguage) => parsedMessages('verify.', language);
