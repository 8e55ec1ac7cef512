// "Confirm it's you": before their first signature, the signer asks for a 6-digit code (a text to their
// mobile, or an e-mail when there is none) and types it. A native <dialog> like the signature sheet: a
// bottom sheet on a phone, a centred box on a desktop. A wrong, locked or expired code and the hourly limit
// are explained in the customer's language (error-reasons.ts), with the server's figures.
import { useEffect, useRef, useState } from 'react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingCodeApi } from '../../../shared/api/signing-code.ts';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { CODE_DIGITS, CODE_MINUTES, CODES_PER_HOUR } from '../../../shared/documents/signing-code.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { reasonOf as wordsOf } from './error-reasons.ts';
import { t, tWith } from './i18n.tsx';

type Step = NonNullable<SigningSession['codeStep']>;
const reasonOf = (error: unknown) =>
  error instanceof ApiError ? wordsOf(error) : t('sign.code.unreachable');

/** The key a verified browser keeps for its signing session (this tab), per link. */
export const codeKeyStore = {
  read: (token: string) => {
    try {
      return sessionStorage.getItem(`code-key:${token}`);
    } catch {
      return null;
    }
  },
  write: (token: string, key: string | null) => {
    try {
      if (key) sessionStorage.setItem(`code-key:${token}`, key);
      else sessionStorage.removeItem(`code-key:${token}`);
    } catch {
      // Private modes without storage: the key lives in the page's state only.
    }
  },
  /**
   * A deal's steps come as separate links, each opened from its own e-mail (often a new tab), and one code
   * holds for the signer's every step of the deal: so a deal step's key is also kept in this browser, for
   * the deal's next link. The server takes it only on the same deal's steps, for its 12 hours.
   */
  readDeal: () => {
    try {
      return localStorage.getItem('code-key:deal');
    } catch {
      return null;
    }
  },
  writeDeal: (key: string | null) => {
    try {
      if (key) localStorage.setItem('code-key:deal', key);
      else localStorage.removeItem('code-key:deal');
    } catch {
      // Private modes without storage: the next step asks a code again.
    }
  },
};

export function CodeStep(props: {
  open: boolean;
  token: string;
  step: Step;
  onVerified: (codeKey: string) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<{ sentTo: string; codesLeft: number } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A refused send (3 an hour) keeps Send disabled until the page is opened again.
  const [sendRefused, setSendRefused] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    else if (!props.open && element.open) element.close();
  }, [props.open]);

  const way = props.step.channel === 'sms' ? 'sms' : 'email';
  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const answer = await callApi<typeof signingCodeApi.sendCode>(ADDRESSES.signCode, {
        params: { token: props.token },
      });
      setSent({ sentTo: answer.sentTo, codesLeft: answer.codesLeft });
      setCode('');
      requestAnimationFrame(() => input.current?.focus());
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) setSendRefused(true);
      setError(reasonOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_DIGITS) {
      setError(t('sign.code.allDigits', { digits: CODE_DIGITS }));
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      const answer = await callApi<typeof signingCodeApi.verifyCode>(ADDRESSES.signCodeVerify, {
        params: { token: props.token },
        body: { code },
      });
      props.onVerified(answer.codeKey);
    } catch (failure) {
      setError(reasonOf(failure));
      setCode('');
    } finally {
      setBusy(null);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="code-title"
      aria-describedby="code-description"
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[100dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-900 shadow-xl backdrop:bg-slate-900/60 sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-2xl sm:p-6"
    >
      {props.open && (
        <form className="grid gap-3" onSubmit={verify} noValidate>
          <h2 id="code-title" className="text-lg font-semibold">
            {t('sign.code.title')}
          </h2>
          <p id="code-description" className="text-sm text-slate-600">
            {sent
              ? tWith(
                  'sign.code.sent',
                  { sentTo: <bdi dir="ltr">{sent.sentTo}</bdi> },
                  { digits: CODE_DIGITS, way, minutes: CODE_MINUTES },
                )
              : tWith(
                  'sign.code.before',
                  { sentTo: <bdi dir="ltr">{props.step.sentTo}</bdi> },
                  { digits: CODE_DIGITS, way },
                )}
          </p>
          {sent ? (
            <div className="grid gap-1.5">
              <label htmlFor="signing-code" className="text-sm font-medium">
                {t('sign.code.label')}
              </label>
              <input
                ref={input}
                id="signing-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_DIGITS}
                enterKeyHint="done"
                value={code}
                dir="ltr"
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
                className="h-12 w-full rounded-md border border-slate-300 px-3 text-center text-2xl tracking-[0.4em]"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'code-error' : undefined}
              />
            </div>
          ) : null}
          {error && (
            <p id="code-error" role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {error}
            </p>
          )}
          {sent && (
            <p className="text-xs text-slate-600">
              {t('sign.code.noCode', { perHour: CODES_PER_HOUR, left: Math.max(0, sent.codesLeft) })}
            </p>
          )}
          <div className="sticky bottom-0 -mx-1 mt-1 grid grid-cols-2 gap-2 bg-white px-1 pt-1 sm:flex sm:justify-end">
            <Button type="button" variant="outline" className="min-h-12" onClick={props.onCancel}>
              {t('sign.code.notNow')}
            </Button>
            {sent ? (
              <Button type="submit" className="min-h-12" disabled={busy !== null}>
                {busy === 'verify' ? t('sign.code.checking') : t('sign.code.confirm')}
              </Button>
            ) : (
              <Button
                type="button"
                className="min-h-12"
                onClick={send}
                disabled={busy !== null || sendRefused}
              >
                {busy === 'send' ? t('sign.code.sending') : t('sign.code.send')}
              </Button>
            )}
          </div>
          {sent && (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 w-fit justify-self-center underline"
              onClick={send}
              disabled={busy !== null || sendRefused || sent.codesLeft <= 0}
            >
              {busy === 'send' ? t('sign.code.sending') : t('sign.code.sendNew')}
            </Button>
          )}
        </form>
      )}
    </dialog>
  );
}
