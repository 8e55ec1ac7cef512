// /verify in the visitor's language: the one named by `?lang=` (the customer's signed-copy e-mail links
// there with theirs), else the first of the browser's languages we speak (the list its Accept-Language
// header is made from), else English. Only that language's words are fetched, already parsed by the server,
// so the page carries neither the other languages nor the ICU parser (vite.config.ts).
import { useCallback, useEffect, useState } from 'react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { verificationApi } from '../../../shared/api/verification.ts';
import {
  type CustomerLanguage,
  DEFAULT_LANGUAGE,
  directionOf,
  fromAcceptLanguage,
  isCustomerLanguage,
} from '../../../shared/i18n/languages.ts';
import {
  type MessageKey,
  type Messages,
  type Translate,
  translator,
} from '../../../shared/i18n/translate.ts';
import { formatLondonTime } from '../../../shared/london-time.ts';
import { type ApiError, callApi } from '../../lib/api.ts';

export type VerifyWords = { language: CustomerLanguage; t: Translate };

/** `?lang=`, else the browser's own order of languages, else English. */
function firstLanguage(): CustomerLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isCustomerLanguage(asked)) return asked;
  return fromAcceptLanguage(navigator.languages?.join(',') || navigator.language) ?? DEFAULT_LANGUAGE;
}

async function fetchWords(language: CustomerLanguage): Promise<VerifyWords> {
  const answer = await callApi<typeof verificationApi.messages>(ADDRESSES.verifyMessages, {
    params: { language },
  });
  return { language: answer.language, t: translator(answer.language, answer.messages as Messages) };
}

/**
 * The page's words and a way to choose another language. `lang` and `dir` go on <html> while the page is
 * open (screen readers, the browser's own controls and the layout's logical properties follow them) and
 * back to the app's own when it is left.
 */
export function useVerifyWords() {
  const [words, setWords] = useState<VerifyWords | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (language: CustomerLanguage) => {
    setFailed(false);
    try {
      setWords(await fetchWords(language));
    } catch {
      // Offline or a failing server: English if it can be had, else a plain notice with a retry.
      try {
        setWords(await fetchWords(DEFAULT_LANGUAGE));
      } catch {
        setFailed(true);
      }
    }
  }, []);

  useEffect(() => {
    void load(firstLanguage());
  }, [load]);

  useEffect(() => {
    if (!words) return;
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = words.language === 'en' ? 'en-GB' : words.language;
    root.dir = directionOf(words.language);
    return () => {
      root.lang = before.lang;
      if (before.dir) root.dir = before.dir;
      else root.removeAttribute('dir');
    };
  }, [words]);

  const choose = useCallback(
    (language: CustomerLanguage) => {
      // The address keeps the choice, so a reload or a shared link opens in it.
      const url = new URL(window.location.href);
      url.searchParams.set('lang', language);
      window.history.replaceState(window.history.state, '', url);
      void load(language);
    },
    [load],
  );
  return { words, failed, choose, retry: () => void load(firstLanguage()) };
}

/** "26 Nov 2026, 21:04:05 GMT" in the page's language, as the day and time are in London. */
export function momentIn(language: CustomerLanguage, iso: string | null) {
  if (!iso) return '—';
  if (language === 'en') return formatLondonTime(new Date(iso));
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The upload limit the server keeps (verification.routes.ts). */
export const MAX_MEGABYTES = 50;

const REFUSALS: Record<string, MessageKey> = {
  NOT_PDF: 'verify.error.notPdf',
  TOO_LARGE: 'verify.error.tooLarge',
  NO_FILE: 'verify.error.noFile',
  MALFORMED_UPLOAD: 'verify.error.unreadable',
  NOT_MULTIPART: 'verify.error.unreadable',
  WRONG_FIELD: 'verify.error.unreadable',
  RATE_LIMITED: 'verify.error.tooMany',
};

/** Why the check was refused, by the server's code, in the page's language. */
export function refusalOf(t: Translate, error: ApiError) {
  const code = error.body?.code ?? (error.status === 429 ? 'RATE_LIMITED' : '');
  return t(REFUSALS[code] ?? 'verify.error.other', { size: MAX_MEGABYTES });
}

const PARTS: Record<string, MessageKey> = {
  pages: 'verify.part.pages',
  annotations: 'verify.part.annotations',
  'a further signature or timestamp': 'verify.part.signature',
  'form fields': 'verify.part.formFields',
  'content (streams)': 'verify.part.streams',
};

/** What was appended after the seal ("3 PDF objects", "pages"), named by the server in English. */
export function partsIn(t: Translate, parts: string[]) {
  return parts.map((part) => {
    const objects = /^(\d+) PDF objects?$/.exec(part);
    if (objects) return t('verify.part.objects', { count: Number(objects[1]) });
    const key = PARTS[part];
    return key ? t(key) : part;
  });
}
