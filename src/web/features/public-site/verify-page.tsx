import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { VerifyAnswer } from '../../../shared/api/verification.ts';
import {
  CUSTOMER_LANGUAGES,
  type CustomerLanguage,
  isCustomerLanguage,
  LANGUAGE_NAMES,
} from '../../../shared/i18n/languages.ts';
import { throwIfResNotOk } from '../../lib/api.ts';
import { type FooterLabels, PublicLayout } from './public-layout.tsx';
import { VerifyResult, type VerifyState } from './verify-result.tsx';
import { MAX_MEGABYTES, useVerifyWords, type VerifyWords } from './verify-words.ts';

/**
 * /verify: anyone holding a PDF asks whether this installation sealed it and whether it is unchanged. It
 * speaks the customers' languages (verify-words.ts): most who open it hold their own signed copy.
 */
export default function VerifyPage() {
  const { words, failed, choose, retry } = useVerifyWords();
  if (words) return <VerifyScreen words={words} onChoose={choose} />;
  // Before its words arrive the page stays blank (a moment); without any, it says so in English.
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      {failed && (
        <p role="alert" className="text-center text-slate-800">
          The page could not load. Please check your connection.{' '}
          <button type="button" className="min-h-11 font-semibold underline" onClick={retry}>
            Retry
          </button>
        </p>
      )}
    </main>
  );
}

function VerifyScreen({
  words,
  onChoose,
}: {
  words: VerifyWords;
  onChoose: (language: CustomerLanguage) => void;
}) {
  const { t } = words;
  const [state, setState] = useState<VerifyState>({ kind: 'empty' });
  const [link, setLink] = useState('');
  const [dragging, setDragging] = useState(false);
  const lastFile = useRef<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const linkId = useId();

  async function check(file: File) {
    lastFile.current = file;
    setState({ kind: 'loading', fileName: file.name });
    try {
      const form = new FormData();
      form.append('file', file);
      if (link.trim()) form.append('token', link.trim());
      const res = await fetch(ADDRESSES.verifyUpload.path, {
        method: ADDRESSES.verifyUpload.method,
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      setState({ kind: 'data', fileName: file.name, answer: (await res.json()) as VerifyAnswer });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (lastFile.current) void check(lastFile.current);
  }

  const footer: FooterLabels = {
    legal: t('verify.footer.legal'),
    privacy: t('verify.footer.privacy'),
    terms: t('verify.footer.terms'),
    verify: t('verify.footer.verify'),
    demo: t('verify.footer.demo'),
    logos: t('verify.footer.logos'),
  };
  return (
    <PublicLayout
      title={t('verify.title')}
      description={t('verify.description')}
      heading={t('verify.title')}
      backLabel={t('verify.back')}
      tools={<LanguageMenu words={words} onChoose={onChoose} />}
      footer={footer}
      intro={<p className="max-w-2xl">{t('verify.intro')}</p>}
    >
      <form onSubmit={onSubmit} className="grid max-w-2xl gap-4">
        <label
          htmlFor="verify-file"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="verify-drop"
          className={`flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
            dragging ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white'
          }`}
        >
          <span className="font-medium text-slate-900">{t('verify.drop')}</span>
          <span className="text-sm text-slate-600">{t('verify.choose', { size: MAX_MEGABYTES })}</span>
          <input
            ref={input}
            id="verify-file"
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void check(file);
              e.target.value = '';
            }}
          />
        </label>
        <div className="grid gap-1">
          <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
            {t('verify.link')}
          </label>
          <input
            id={linkId}
            type="text"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            placeholder="https://…/sign/…"
            className="min-h-10 w-full min-w-0 rounded-md border border-slate-300 px-3 text-sm"
          />
        </div>
      </form>

      <section aria-live="polite" className="mt-6 max-w-2xl">
        <VerifyResult
          words={words}
          state={state}
          onRetry={() => lastFile.current && void check(lastFile.current)}
        />
      </section>
    </PublicLayout>
  );
}

/** Each language named in itself; choosing one fetches its words (and only its). */
function LanguageMenu({
  words,
  onChoose,
}: {
  words: VerifyWords;
  onChoose: (language: CustomerLanguage) => void;
}) {
  return (
    <label className="flex items-center gap-1 text-sm font-medium text-slate-700">
      <span className="sr-only">{words.t('verify.language')}</span>
      <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        data-testid="verify-language"
        value={words.language}
        onChange={(event) => isCustomerLanguage(event.target.value) && onChoose(event.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-1 text-sm text-slate-900"
      >
        {CUSTOMER_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language].own}
          </option>
        ))}
      </select>
    </label>
  );
}
