// The customer's own choice of language, in the header: each language named in itself. The choice is kept
// on their customer record (their reminders and signed copy follow it) and the page loads again in it, the
// server drawing it in the new language and direction.
import { useState } from 'react';
import type { customerSigningApi } from '../../../shared/api/customer-signing.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { CUSTOMER_LANGUAGES, isCustomerLanguage, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { callApi } from '../../lib/api.ts';
import { pageLanguage, t } from './i18n.tsx';
import { useScriptRunning } from './script-running.ts';

export function LanguageMenu({ token }: { token: string }) {
  const ready = useScriptRunning();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (language: string) => {
    if (!isCustomerLanguage(language) || language === pageLanguage()) return;
    setBusy(true);
    setFailed(false);
    try {
      await callApi<typeof customerSigningApi.language>(ADDRESSES.signLanguage, {
        params: { token },
        body: { language },
      });
      window.location.reload();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <label className="flex items-center gap-1 text-xs font-medium">
      <span className="sr-only">{t('sign.language.label')}</span>
      <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        data-testid="language-menu"
        value={pageLanguage()}
        disabled={!ready || busy}
        aria-describedby={failed ? 'language-failed' : undefined}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-11 rounded-md border border-current bg-transparent px-1 text-sm text-inherit [&>option]:text-slate-900"
      >
        {CUSTOMER_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language].own}
          </option>
        ))}
      </select>
      {busy && <span className="sr-only">{t('sign.language.changing')}</span>}
      {failed && (
        <span id="language-failed" role="alert" className="text-xs">
          {t('sign.error.connection')}
        </span>
      )}
    </label>
  );
}
