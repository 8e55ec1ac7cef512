// One way to say anything the customer reads: ICU MessageFormat (plurals, selects) by intl-messageformat,
// with a language's messages given as text (the server) or already parsed (the signing page: the server
// parses them and sends only the chosen language, so the browser carries neither the parser nor the others).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CustomerLanguage } from './languages.ts';

/** Every key the customer's texts have: English's, which the messages test holds every language to. */
export type MessageKey = keyof typeof import('./messages/en.json');
export type MessageValues = Record<string, string | number>;
export type Messages = Partial<Record<MessageKey, string | MessageFormatElement[]>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** UK time for every date and time a customer reads, whatever their language. */
export const UK_TIME_ZONE = 'Europe/London';

/** The locale Intl formats in: British English for English ("22 December 2026", not "December 22"). */
export const intlLocale = (language: CustomerLanguage) => (language === 'en' ? 'en-GB' : language);

/** A `t` for one language; a key it lacks says the key itself rather than throwing (the test forbids gaps). */
export function translator(language: CustomerLanguage, messages: Messages): Translate {
  const made = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = made.get(key);
    if (!format) {
      const message = messages[key];
      if (message === undefined) return key;
      // A text with no argument and no quoting reads as it stands (the page's plain texts come unparsed).
      if (typeof message === 'string' && /^[^{}']*$/.test(message)) return message;
      format = new IntlMessageFormat(message, intlLocale(language), undefined, { ignoreTag: true });
      made.set(key, format);
    }
    return String(format.format(values));
  };
}

/** "22 December 2026" in the customer's language, as the day is in London. */
export function formatDay(language: CustomerLanguage, date: Date | string, month: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month,
    year: month === 'long' ? 'numeric' : undefined,
    timeZone: UK_TIME_ZONE,
  }).format(new Date(date));
}

/** "22 December 2026, 14:05" in the customer's language, in London's time. */
export function formatDayAndTime(language: CustomerLanguage, date: Date | string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: UK_TIME_ZONE,
  }).format(new Date(date));
}

/** "Anna, Ben and Cara" in the customer's language. */
export function listOf(language: CustomerLanguage, names: string[]) {
  return new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' }).format(names);
}
