// Signing links by text message. A text is written to `sms_deliveries` (its body sealed: it holds the link)
// and queued; a worker woken at once posts it to the provider, and a failure is retried with backoff like
// mail. The request's trail gets `texted`, or `text_failed` on the first failure and when given up.

import { ukMobile } from '../../../shared/customers/uk-mobile.ts';
import type { CustomerLanguage } from '../../../shared/i18n/languages.ts';
import { formatDay } from '../../../shared/i18n/translate.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { JobContext } from '../../lib/jobs/job-queue.ts';
import { JobFailure } from '../../lib/observability/observability.ts';
import { createSecretBox } from '../../lib/security/secret-box.ts';
import { recordEvent } from '../signing-history/index.ts';
import * as repo from './sms.repo.ts';
import { postSms, SmsRefused } from './sms-provider.ts';

export type SmsCtx = Pick<AppDeps, 'db' | 'config' | 'jobs' | 'log'>;
/** 'code': a one-time code before signing (customer-signing's signing-code.service.ts). */
export type TextKind = 'signing_request' | 'reminder' | 'code';

const box = (config: AppDeps['config']) => createSecretBox(config.appSecret, 'sms-delivery');

export const smsConfigured = (config: AppDeps['config']) => config.sms !== undefined;

/** 409 when this server has no provider: the dealer (or an API client) is told why, not given a 5xx. */
export function requireSms(config: AppDeps['config']) {
  if (smsConfigured(config)) return;
  throw new AppError(
    409,
    'Text messages are not set up on this Docs2Sign (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM); send by e-mail instead.',
    { code: 'SMS_NOT_CONFIGURED' },
  );
}

/** The customer's phone as a mobile in E.164, or a 400 naming what is wrong with it. */
export function customerMobile(phone: string | null | undefined): string {
  const check = ukMobile(phone ?? '');
  if (check.ok) return check.e164;
  const message = phone?.trim()
    ? check.message
    : 'This customer has no mobile number; add one (07…) to their details to send by text message.';
  throw new AppError(400, message, { code: 'NOT_A_MOBILE' });
}

/** A dot (or a look-alike phones also read as one) between two letters or digits: how a domain is written. */
const DOT_IN_WORD = /(?<=[\p{L}\p{N}])\s*[.\u3002\uFF0E\uFF61\u2024]\s*(?=[\p{L}\p{N}])/gu;

/**
 * The dealership's name as a text may begin with it: nothing a phone would make into a link. A name is the
 * dealer's to type, and the first words of a text are the ones a customer trusts, so a scheme ("https://"),
 * "www", a dotted word ("cars.example") or an "@" there could lead them to another site. Dots inside words
 * become spaces ("Cars.co.uk Ltd" → "Cars co uk Ltd"), schemes and slashes go; the rest stays as typed.
 */
export function nameForText(dealershipName: string): string {
  const name = dealershipName
    .normalize('NFKC')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\//gi, ' ')
    .replace(/\b(?:https?|ftp|mailto|tel|sms|smsto|javascript)\s*:/gi, ' ')
    .replace(/\bwww\d*\b/gi, ' ')
    .replace(DOT_IN_WORD, ' ')
    .replace(/[/\\@]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.:;,]+/, '')
    .trim();
  return name.slice(0, 40).trim() || 'Your dealer';
}

/** The text itself: short (one or two SMS parts), the dealership first so the customer knows who it is. */
export function signingText(input: {
  dealershipName: string;
  link: string;
  kind: TextKind;
  expiresAt: Date;
  /** The customer's language; English when not given. */
  language?: CustomerLanguage;
}) {
  const language = input.language ?? 'en';
  const values = {
    dealer: nameForText(input.dealershipName),
    link: input.link,
    date: formatDay(language, input.expiresAt, 'short'),
  };
  return translate(language)(input.kind === 'reminder' ? 'sms.reminder' : 'sms.request', values);
}

/** Writes the text and queues it; the woken worker sends it at once, so nobody here waits on the provider. */
export async function queueText(
  ctx: SmsCtx,
  text: { dealerId: string; requestId: string; kind: TextKind; to: string; body: string },
): Promise<string> {
  const deliveryId = await repo.insertText(ctx.db, {
    dealerId: text.dealerId,
    signingRequestId: text.requestId,
    kind: text.kind,
    recipient: text.to,
    bodySealed: box(ctx.config).seal(text.body),
    status: 'retrying',
  });
  await ctx.jobs.send('sms.send', { deliveryId });
  ctx.jobs.wake('sms.send');
  return deliveryId;
}

/** One attempt from the queue; a failure throws so the queue retries it with backoff. */
export async function sendQueuedText(ctx: SmsCtx, deliveryId: string, job: JobContext) {
  const final = job.retryCount >= job.retryLimit;
  if (!(await repo.claimText(ctx.db, deliveryId))) {
    const row = await repo.findText(ctx.db, deliveryId);
    if (!row || row.status === 'sent' || row.status === 'failed') return;
    throw new JobFailure(`Text ${deliveryId} is being sent elsewhere; looking again later`, { quiet: true });
  }
  const row = (await repo.findText(ctx.db, deliveryId))!;
  const detail = { to: row.recipient, kind: row.kind };
  let body: string;
  try {
    body = box(ctx.config).open(row.bodySealed);
  } catch {
    const error = 'The stored message cannot be read (APP_SECRET has changed since it was written).';
    await repo.recordTextAttempt(ctx.db, deliveryId, { ok: false, error, status: 'failed' });
    return;
  }
  try {
    if (!ctx.config.sms) throw new SmsRefused('Text messages are no longer set up on this server');
    const { providerId } = await postSms(ctx.config.sms, row.recipient, body);
    const attempts = await repo.recordTextAttempt(ctx.db, deliveryId, {
      ok: true,
      error: null,
      providerId,
      status: 'sent',
    });
    if (row.signingRequestId) {
      await recordEvent(ctx.db, {
        requestId: row.signingRequestId,
        type: 'texted',
        detail: { ...detail, attempts },
      });
    }
  } catch (error) {
    const reason = error instanceof SmsRefused ? error.message : 'The text message could not be handed over';
    const status = final ? 'failed' : 'retrying';
    const attempts = await repo.recordTextAttempt(ctx.db, deliveryId, { ok: false, error: reason, status });
    ctx.log.warn({ deliveryId, attempts, status, reason, err: error }, 'text message not delivered');
    if (row.signingRequestId && (attempts === 1 || final)) {
      await recordEvent(ctx.db, {
        requestId: row.signingRequestId,
        type: 'text_failed',
        detail: { ...detail, attempts, error: reason, final },
      });
    }
    throw new JobFailure(
      `A text message could not be sent: ${reason.replace(/\.?$/, '.')}${final ? ' It was given up.' : ' The queue will try again.'}`,
      { dealerId: row.dealerId },
    );
  }
}

/** A request's texts with every attempt, for its Details. */
export async function listRequestTexts(db: Database, requestId: string) {
  return repo.listRequestTexts(db, requestId);
}
