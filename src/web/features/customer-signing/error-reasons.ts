// Why a signing call was refused, in the customer's language: the server's refusals carry a code (and the
// numbers their sentence names: tries left, minutes to wait), and each code the page can meet has its words
// here. English keeps the server's own sentence (it may name who declined), but for a failure on the
// server's side. In another language a code the page does not know reads as a plain "something went
// wrong" in that language, never in English.
import {
  CODE_DIGITS,
  CODE_MINUTES,
  CODE_TRIES,
  CODES_PER_HOUR,
} from '../../../shared/documents/signing-code.ts';
import type { MessageKey, MessageValues } from '../../../shared/i18n/translate.ts';
import type { ApiError } from '../../lib/api.ts';
import { pageLanguage, t } from './i18n.tsx';

const REASONS: Record<string, MessageKey> = {
  NOT_FOUND: 'sign.reason.invalid',
  EXPIRED: 'sign.reason.expired',
  CANCELLED: 'sign.reason.cancelled',
  DECLINED: 'sign.reason.declined',
  NOT_YOUR_TURN: 'sign.reason.notYourTurn',
  COMPLETED: 'sign.reason.completed',
  NOT_ALL_SIGNED: 'sign.reason.notAllSigned',
  CLOSED: 'sign.reason.closed',
  LINK_CLOSED: 'sign.reason.closed',
  ALREADY_SIGNED: 'sign.reason.alreadySigned',
  SEALING: 'sign.reason.sealing',
  SEAL_FAILED: 'sign.reason.sealFailed',
  INVALID_SIGNATURE: 'sign.reason.badSignature',
  NOT_YOUR_PLACE: 'sign.reason.notYourPlace',
  RATE_LIMITED: 'sign.reason.tooMany',
  // The one-time code (code-step.tsx) and the signature it guards.
  CODE_REQUIRED: 'sign.reason.codeRequired',
  WRONG_CODE: 'sign.reason.wrongCode',
  CODE_LOCKED: 'sign.reason.codeLocked',
  CODE_EXPIRED: 'sign.reason.codeExpired',
  CODE_USED: 'sign.reason.codeUsed',
  NO_CODE: 'sign.reason.noCode',
  CODE_NOT_NEEDED: 'sign.reason.codeNotNeeded',
  CODE_LIMIT_REACHED: 'sign.reason.codeLimit',
  // A deal's steps (deal-steps.service.ts): the disclosure's tick before its signature, steps in order.
  NOT_ACKNOWLEDGED: 'sign.reason.notAcknowledged',
  EARLIER_STEP: 'sign.reason.earlierStep',
  // The server restarting or its database away: a moment's wait.
  UNAVAILABLE: 'sign.reason.unavailable',
  RESTARTING: 'sign.reason.unavailable',
};

/** The code a refusal stands for: its own, else what its status says (a 429 from the limiter, a 5xx). */
function codeOf(error: ApiError): string {
  const code = error.body?.code;
  if (code) return code;
  if (error.status === 429) return 'RATE_LIMITED';
  if (error.status === 503) return 'UNAVAILABLE';
  return '';
}

/** The key and values for a refusal; the one-time code's limit of codes an hour has its own sentence. */
function wordsFor(error: ApiError): { key: MessageKey; values: MessageValues } {
  const code = codeOf(error);
  const values: MessageValues = {
    digits: CODE_DIGITS,
    minutes: CODE_MINUTES,
    count: CODE_TRIES,
    perHour: CODES_PER_HOUR,
    left: 0,
    wait: 1,
    ...error.body?.values,
  };
  if (code === 'RATE_LIMITED' && error.body?.values?.wait !== undefined) {
    return { key: 'sign.reason.tooManyCodes', values };
  }
  return { key: REASONS[code] ?? 'sign.reason.other', values };
}

export function reasonOf(error: ApiError): string {
  // The server's own English, but never its bare "Internal Server Error".
  if (pageLanguage() === 'en' && error.status < 500) return error.reason;
  const { key, values } = wordsFor(error);
  return t(key, values);
}
