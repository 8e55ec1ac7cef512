// The customer's texts can be checked: every language has exactly English's keys, each message parses as
// ICU and names the same placeholders as English, and every key is used somewhere in the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LANGUAGES } from './languages.ts';
import { translator } from './translate.ts';

const here = import.meta.dirname;
const read = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(here, 'messages', `${language}.json`), 'utf8'));
const english = read('en');
const others = CUSTOMER_LANGUAGES.filter((l) => l !== 'en');

/** The argument names a message uses, however deep inside plurals and selects. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}
const sorted = (set: Set<string>) => [...set].sort();

/** Every source file outside the messages themselves and the tests. */
function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

describe('the customer messages', () => {
  it.each(others)('%s has every English key and no other', (language) => {
    const keys = Object.keys(read(language));
    expect(
      keys.filter((k) => !(k in english)),
      'keys English does not have',
    ).toEqual([]);
    expect(
      Object.keys(english).filter((k) => !keys.includes(k)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(CUSTOMER_LANGUAGES)(
    '%s: every message parses and names the same placeholders as English',
    (language) => {
      const messages = read(language);
      const differing: string[] = [];
      for (const [key, text] of Object.entries(messages)) {
        const mine = placeholders(parse(text, { ignoreTag: true }));
        const theirs = placeholders(parse(english[key] ?? '', { ignoreTag: true }));
        if (sorted(mine).join() !== sorted(theirs).join()) {
          differing.push(`${key}: {${sorted(mine)}} where English has {${sorted(theirs)}}`);
        }
      }
      expect(differing).toEqual([]);
    },
  );

  it.each(CUSTOMER_LANGUAGES)(
    '%s: every message formats with sample values for 0, 1, 2, 5 and 22',
    (language) => {
      const t = translator(language, read(language) as never);
      for (const key of Object.keys(english)) {
        for (const count of [0, 1, 2, 5, 22]) {
          const text = t(key as never, {
            count,
            total: count,
            signed: 1,
            index: 1,
            n: 1,
            names: 'Anna',
            name: 'Anna',
            email: 'a@example.com',
            dealer: 'Kingsway Motors',
            title: 'Invoice',
            alt: 'Invoice, page 1',
            reason: 'Why',
            link: 'https://example.invalid/sign/x',
            date: '1 May',
            notes: 'yes',
            digits: 6,
            way: 'sms',
            sentTo: '07•••••123',
            minutes: count,
            perHour: 3,
            left: count,
            code: '123456',
            wait: count,
            file: 'agreement.pdf',
            size: 50,
            parts: 'pages',
          });
          expect(text, key).not.toMatch(/[{}]/);
        }
      }
    },
  );

  it('uses every English key somewhere in the code', () => {
    const code = sources(path.join(here, '..', '..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
