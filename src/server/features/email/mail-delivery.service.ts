// Every customer and dealer e-mail goes through here. Nobody waits on a mail server: a mail is written to
// the delivery log and queued, and a worker woken at once makes the first attempt, so the dealer's Send
// answers at once and Details shows the outcome a moment later; a failure is retried from the queue with
// backoff. Each attempt is logged, and a signing request's trail records when its mail was delivered or
// given up on.

import { MAIL_TEMPLATE_LABELS, type MailTemplateName } from '../../../shared/dealer/email.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { StoredMail } from '../../db/schema.ts';
import type { JobContext, JobPayload } from '../../lib/jobs/job-queue.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { JobFailure } from '../../lib/observability/observability.ts';
import { createSecretBox } from '../../lib/security/secret-box.ts';
import { findDealerProfile } from '../dealer-profile/index.ts';
import { recordEvent } from '../signing-history/index.ts';
import { dealerTransport, smtpReason } from './business-smtp.service.ts';
import * as repo from './mail-delivery.repo.ts';

export type DeliveryCtx = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'storage' | 'jobs' | 'log'>;

/** A delivery is logged under its template's name; a test mail from /email-test under 'test'. */
export type DeliveryTemplate = MailTemplateName | 'test';

/** The signing event a delivered mail adds to its request's trail. */
const DELIVERED_EVENT: Partial<Record<DeliveryTemplate, 'mailed' | 'copy_mailed'>> = {
  signing_request: 'mailed',
  reminder: 'mailed',
  signed_copy: 'copy_mailed',
};

export type OutgoingMail = {
  template: DeliveryTemplate;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo?: string | null;
  /** The name the customer sees as the sender: the dealer's from-name. */
  fromName?: string | null;
  attachments?: StoredMail['attachments'];
  /** Whose mail it is: with their business SMTP enabled, it goes through their server. */
  dealerId?: string | null;
  /** Send through the platform even for a dealer (mail addressed to the dealer themselves). */
  platformOnly?: boolean;
  signingRequestId?: string | null;
};

/**
 * now and queued: written and queued, the first attempt made at once by a woken worker, never by the caller
 * (a dealer's silent business server once held Send for 10 s); retried from the queue on failure.
 * once: a test mail, one attempt, its outcome reported at once, never retried.
 */
export type DeliveryMode = 'now' | 'queued' | 'once';

type Stored = StoredMail & { platformOnly?: boolean; deliveredEvent?: 'mailed' | 'copy_mailed' };

const box = (config: AppDeps['config']) => createSecretBox(config.appSecret, 'mail-delivery');

function deliveryValues(ctx: DeliveryCtx, mail: OutgoingMail): repo.DeliveryValues {
  const stored: Stored = {
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo ?? null,
    fromName: mail.fromName ?? null,
    attachments: mail.attachments ?? [],
    platformOnly: mail.platformOnly,
    deliveredEvent: mail.signingRequestId ? DELIVERED_EVENT[mail.template] : undefined,
  };
  return {
    dealerId: mail.dealerId ?? null,
    signingRequestId: mail.signingRequestId ?? null,
    template: mail.template,
    recipient: mail.to,
    subject: mail.subject,
    messageSealed: box(ctx.config).seal(JSON.stringify(stored)),
  };
}

export async function deliverMail(
  ctx: DeliveryCtx,
  mail: OutgoingMail,
  mode: DeliveryMode = 'now',
): Promise<{ deliveryId: string; status: 'sent' | 'queued' | 'retrying' | 'failed'; error?: string }> {
  if (mode !== 'once') {
    const [deliveryId] = await queueMails(ctx, [mail]);
    return { deliveryId: deliveryId!, status: 'queued' };
  }
  const [deliveryId] = await repo.insertDeliveries(ctx.db, [deliveryValues(ctx, mail)]);
  if (!deliveryId) throw new Error('the delivery log did not take the mail');
  const failed = async () => {
    const row = await repo.findDelivery(ctx.db, deliveryId);
    const error = row?.lastError ?? 'The mail server refused the message.';
    return { deliveryId, status: 'failed' as const, error };
  };
  if ((await attempt(ctx, deliveryId, { final: true })) === 'sent') return { deliveryId, status: 'sent' };
  return failed();
}

/**
 * Writes mails to the delivery log waiting for the queue, which makes every attempt: two statements for
 * any number of mails, and nobody waits on a mail server. The workers are woken, so the first attempt
 * starts now rather than at their next poll.
 */
export async function queueMails(ctx: DeliveryCtx, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const ids = await repo.insertDeliveries(
    ctx.db,
    mails.map((mail) => ({ ...deliveryValues(ctx, mail), status: 'retrying' as const })),
  );
  await ctx.jobs.sendMany(
    'mail.retry',
    ids.map((deliveryId) => ({ deliveryId })),
  );
  ctx.jobs.wake('mail.retry');
  return ids;
}

/** The job queue's handler: one more try; a failure throws so the queue retries with backoff. */
export async function retryDelivery(
  ctx: DeliveryCtx,
  { deliveryId }: JobPayload<'mail.retry'>,
  job: JobContext,
) {
  const final = job.retryCount >= job.retryLimit;
  // One sender at a time: the first attempt may still be running, or another instance may hold it.
  if (!(await repo.claimDelivery(ctx.db, deliveryId))) {
    const row = await repo.findDelivery(ctx.db, deliveryId);
    if (!row || row.status === 'sent' || row.status === 'failed') return;
    throw new JobFailure(`E-mail ${deliveryId} is being sent elsewhere; looking again later`, {
      quiet: true,
    });
  }
  const outcome = await attempt(ctx, deliveryId, { final });
  if (typeof outcome === 'string') return;
  // Thrown, so the queue retries it (when it may) and System Errors show it.
  // In words for System Errors: which mail, for which dealer (shown by name), and why it did not go.
  const what = MAIL_TEMPLATE_LABELS[outcome.template as MailTemplateName] ?? outcome.template;
  throw new JobFailure(
    `The e-mail “${what}” could not be sent: ${outcome.reason.replace(/\.?$/, '.')}${outcome.retrying ? ' The queue will try again.' : ' It was given up.'}`,
    { dealerId: outcome.dealerId },
  );
}

type MailFailure = { template: string; dealerId: string | null; reason: string; retrying: boolean };

/** One attempt: sent (now or before), given up before (nothing tried), or the failure, to retry or not. */
async function attempt(
  ctx: DeliveryCtx,
  deliveryId: string,
  options: { final: boolean },
): Promise<'sent' | 'given-up' | MailFailure> {
  const row = await repo.findDelivery(ctx.db, deliveryId);
  if (!row || row.status === 'sent') return 'sent';
  if (row.status === 'failed') return 'given-up';
  let stored: Stored;
  try {
    stored = JSON.parse(box(ctx.config).open(row.messageSealed));
  } catch {
    // Sealed under another APP_SECRET: no retry can ever read it, so give up now and say why.
    const error = 'The stored message cannot be read (APP_SECRET has changed since it was written).';
    await repo.recordAttempt(ctx.db, deliveryId, { ok: false, transport: 'none', error, status: 'failed' });
    return { template: row.template, dealerId: row.dealerId, reason: error, retrying: false };
  }
  let transport = 'platform';
  try {
    const attachments = await Promise.all(
      stored.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await ctx.storage.get(a.storageKey),
      })),
    );
    const message: MailMessage = {
      to: row.recipient,
      subject: row.subject,
      text: stored.text,
      html: stored.html ?? undefined,
      replyTo: stored.replyTo ?? undefined,
      attachments,
    };
    const profile =
      row.dealerId && !stored.platformOnly ? await findDealerProfile(ctx.db, row.dealerId) : null;
    const dealer = profile ? await dealerTransport(ctx.config, profile) : null;
    if (dealer) {
      transport = 'business_smtp';
      await ctx.mailer.sendThrough(dealer.server, {
        ...message,
        from: { name: stored.fromName ?? dealer.fromName ?? '', address: dealer.fromEmail },
      });
    } else {
      await ctx.mailer.send({ ...message, from: platformFrom(ctx.config.mailFrom, stored.fromName) });
    }
  } catch (error) {
    const reason = smtpReason(error);
    // A message no transport can carry (a NUL in its text, which the outbox's database refuses) fails the
    // same way every time: given up at once, not retried for hours.
    const undeliverable = isUndeliverable(error);
    const status = options.final || undeliverable ? 'failed' : 'retrying';
    const attempts = await repo.recordAttempt(ctx.db, deliveryId, {
      ok: false,
      transport,
      error: reason,
      status,
    });
    ctx.log.warn({ deliveryId, template: row.template, attempts, status, reason }, 'e-mail not delivered');
    if (row.signingRequestId && (attempts === 1 || status === 'failed')) {
      await recordEvent(ctx.db, {
        requestId: row.signingRequestId,
        type: 'mail_failed',
        detail: {
          to: row.recipient,
          mail: row.template,
          error: reason,
          attempts,
          final: status === 'failed',
        },
      });
    }
    return { template: row.template, dealerId: row.dealerId, reason, retrying: status === 'retrying' };
  }
  const attempts = await repo.recordAttempt(ctx.db, deliveryId, {
    ok: true,
    transport,
    error: null,
    status: 'sent',
  });
  if (row.signingRequestId && stored.deliveredEvent) {
    await recordEvent(ctx.db, {
      requestId: row.signingRequestId,
      type: stored.deliveredEvent,
      detail: {
        to: row.recipient,
        mail: row.template,
        attempts,
        ...(stored.attachments.length > 0 && { attachments: stored.attachments.map((a) => a.filename) }),
      },
    });
  }
  return 'sent';
}

/** SQLSTATE class 22 (data exception: a NUL, an untranslatable character), anywhere in the cause chain. */
function isUndeliverable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The platform's address under the dealer's name: "Brindley & Hart Cars" <no-reply@…>. */
function platformFrom(mailFrom: string, fromName: string | null): string | undefined {
  if (!fromName) return undefined;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `"${fromName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export function listRequestDeliveries(ctx: Pick<AppDeps, 'db'>, requestId: string) {
  return repo.listRequestDeliveries(ctx.db, requestId);
}
