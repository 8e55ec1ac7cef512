// The signing page's words in the customer's language. The server sends only that language's messages,
// already parsed, inside the page (src/server/plugins/signing-page.ts): this formats them (plurals, names)
// with intl-messageformat's runtime, whose parser the build leaves out (vite.config.ts). Set before the
// page is drawn, on the server for each page (synchronously) and in the browser once.
import { Fragment, type ReactNode } from 'react';
import { type CustomerLanguage, directionOf } from '../../../shared/i18n/languages.ts';
import {
  type MessageKey,
  type Messages,
  type MessageValues,
  type Translate,
  translator,
} from '../../../shared/i18n/translate.ts';

/** The data the server embeds in the page as `<script type="application/json" id="signing-messages">`. */
export type PageMessages = { language: CustomerLanguage; messages: Messages };

let current: { language: CustomerLanguage; t: Translate } = { language: 'en', t: translator('en', {}) };

export function setPageMessages({ language, messages }: PageMessages) {
  current = { language, t: translator(language, messages) };
}

export const t: Translate = (key, values) => current.t(key, values);
export const pageLanguage = () => current.language;
export const pageDirection = () => directionOf(current.language);

const MARK = '\u0001';

/**
 * A message with elements in its places ("Still to sign: <strong>Anna</strong>."): each element's place
 * is marked while formatting, then the text is cut at the marks, so translations may order them freely.
 */
export function tWith(key: MessageKey, elements: Record<string, ReactNode>, values: MessageValues = {}) {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(key, { ...values, ...marked }).split(MARK);
  // Odd parts are the names of the elements between two marks; a part's place is its only stable name.
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    i % 2 === 1 ? <Fragment key={i}>{elements[part] ?? part}</Fragment> : part,
  );
}
