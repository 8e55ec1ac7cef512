// Why a signing call was refused, in the customer's language: the server's refusals carry a code, and
// each code the page knows has its words here. English keeps the server's own sentence (it may name who
// declined); an unknown code, in any language, falls back to it too.
import type { MessageKey } from '../../../shared/i18n/translate.ts';
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
  ALREADY_SIGNED: 'sign.reason.alreadySigned',
  SEALING: 'sign.reason.sealing',
  SEAL_FAILED: 'sign.reason.sealFailed',
  INVALID_SIGNATURE: 'sign.reason.badSignature',
  RATE_LIMITED: 'sign.reason.tooMany',
};

export function reasonOf(error: ApiError): string {
  const key = REASONS[String(error.body?.code ?? (error.status === 429 ? 'RATE_LIMITED' : ''))];
  if (pageLanguage() === 'en' || !key) return error.reason;
  return t(key);
}
