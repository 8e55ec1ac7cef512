// The signer asks for a one-time code and enters it (docs/decisions: one-time code). A code goes by text
// through the sms feature (its queue, its dealership and plan limits) to a UK mobile, else by e-mail; the
// answer never waits on the provider. The limits: 10 minutes a code, 5 wrong tries, 3 codes an hour and
// 10 in all per signer of a request.
import type { CodeSent, CodeVerified } from '../../../shared/documents/signing-code.schema.ts';
import {
  CODE_MINUTES,
  CODE_TRIES,
  CODES_PER_HOUR,
  CODES_PER_SIGNER,
} from '../../../shared/documents/signing-code.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { brandOf, dealerSettingsOf } from '../dealer-profile/index.ts';
import { customerMail, queueMails, textVersion } from '../email/index.ts';
import type { CodeDetail } from '../signing-history/index.ts';
import { assertCanText, nameForText, queueText } from '../sms/index.ts';
import { type Client, type Ctx, type Found, pageLanguage, resolveLink } from './customer-signing.service.ts';
import { documentsOf, ownDocuments, signerDetail, signerPerson } from './signer-steps.ts';
import * as repo from './signing-code.repo.ts';
import {
  type CodeWay,
  codeRuleOf,
  codeWayOf,
  hashCode,
  hashKey,
  newCode,
  newKey,
  sameHash,
  signerOf,
} from './signing-code.ts';

const trail = (client: Client) => ({ ipAddress: client.ip, userAgent: client.userAgent ?? null });
const inMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** The link's signer, still to sign, with a code to enter: else a plain 409. */
async function openForCode(ctx: Ctx, token: string) {
  const found = await resolveLink(ctx, token);
  if (found.request.status === 'completed' || found.signer?.signer.finishedAt) {
    throw new AppError(409, 'These documents have already been signed and submitted.', { code: 'COMPLETED' });
  }
  const own = found.signer
    ? ownDocuments(found, await documentsOf(ctx, found))
    : await documentsOf(ctx, found);
  if (!(await codeRuleOf(ctx, found, own)).needed) {
    throw new AppError(409, 'No code is needed to sign these documents.', { code: 'CODE_NOT_NEEDED' });
  }
  return found;
}

const person = (found: Found) => ({ ...found.customer, ...signerPerson(found) });
const detailOf = (found: Found, way: Pick<CodeWay, 'channel' | 'sentTo'>): CodeDetail => ({
  channel: way.channel,
  to: way.sentTo,
  ...(found.signer ? signerDetail(found.signer) : {}),
});

/**
 * Where the code goes: by text while the dealership may still text (its hourly ceiling and plan, as every
 * text), else by e-mail, so a dealership out of texts never strands its customer.
 */
async function wayFor(ctx: Ctx, found: Found): Promise<CodeWay> {
  const way = codeWayOf(ctx.config, person(found));
  if (way.channel !== 'sms') return way;
  try {
    await assertCanText(ctx.db, found.request.dealerId, 1);
    return way;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return codeWayOf({ ...ctx.config, sms: undefined }, person(found));
  }
}

export async function sendCode(ctx: Ctx, token: string, client: Client): Promise<CodeSent> {
  const found = await openForCode(ctx, token);
  const way = await wayFor(ctx, found);
  const code = newCode();
  const now = new Date();
  const signer = signerOf(found);
  const issued = await repo.issueCode(
    ctx.db,
    {
      ...signer,
      codeHash: hashCode(ctx.config, signer, code),
      channel: way.channel,
      sentTo: way.sentTo,
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    },
    {
      now,
      perHour: CODES_PER_HOUR,
      inAll: CODES_PER_SIGNER,
      detail: detailOf(found, way),
      trail: trail(client),
    },
  );
  if (!issued.issued && issued.limit === 'all') {
    // Waiting does not help here, so no wait is named: the dealer can sign with them in person (no code
    // is asked on the dealer's device) or send the documents again.
    const dealer = dealerSettingsOf(found.profile).dealershipName || 'your dealer';
    throw new AppError(
      429,
      `We have sent you ${CODES_PER_SIGNER} codes for these documents, the most we send. Please contact ${dealer}: they can sign the documents with you in person or send them again.`,
      { code: 'CODE_LIMIT_REACHED' },
    );
  }
  if (!issued.issued) {
    const minutes = Math.max(1, Math.ceil((issued.retryAt.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      429,
      `We have sent you ${CODES_PER_HOUR} codes in the last hour, the most allowed. Please try again in ${inMinutes(minutes)}, or use the last code we sent if it is under ${CODE_MINUTES} minutes old.`,
      { code: 'RATE_LIMITED', values: { wait: minutes } },
    );
  }
  await deliver(ctx, found, way, code);
  return {
    channel: way.channel,
    sentTo: way.sentTo,
    expiresAt: issued.row.expiresAt.toISOString(),
    codesLeft: issued.codesLeft,
  };
}

/** Queued, never sent inline: the text's worker or the mail's posts it a moment later. */
async function deliver(ctx: Ctx, found: Found, way: CodeWay, code: string) {
  const dealerName = dealerSettingsOf(found.profile).dealershipName || 'Your dealer';
  // In the language the signer reads the page in.
  const t = translate(pageLanguage(found));
  if (way.channel === 'sms') {
    await queueText(ctx, {
      dealerId: found.request.dealerId,
      requestId: found.request.id,
      kind: 'code',
      to: way.to,
      body: t('code.text', { dealer: nameForText(dealerName), code, minutes: CODE_MINUTES }),
    });
    return;
  }
  const mail = await customerMail(
    ctx,
    found.profile,
    textVersion({
      brand: brandOf(found.profile, ctx.config.appUrl),
      customerName: person(found).name,
      documentTitle: t('code.mailTitle'),
      message: t('code.mailBody', {
        name: person(found).name,
        dealer: dealerName,
        code,
        minutes: CODE_MINUTES,
      }),
      text: code,
      language: pageLanguage(found),
      note: t('code.mailSmall', { dealer: dealerName }),
    }),
    { to: way.to, requestId: found.request.id },
  );
  await queueMails(ctx, [mail]);
}

export async function verifyCode(
  ctx: Ctx,
  token: string,
  code: string,
  client: Client,
): Promise<CodeVerified> {
  const found = await openForCode(ctx, token);
  const signer = signerOf(found);
  const key = newKey();
  const entered = hashCode(ctx.config, signer, code);
  const result = await repo.checkCode(ctx.db, signer, {
    matches: (stored) => sameHash(stored, entered),
    keyHash: hashKey(key),
    now: new Date(),
    maxTries: CODE_TRIES,
    detail: (row) => detailOf(found, { channel: row.channel as CodeWay['channel'], sentTo: row.sentTo }),
    trail: trail(client),
  });
  switch (result.outcome) {
    case 'verified':
      return { verified: true, codeKey: key, sentTo: result.row.sentTo };
    case 'wrong':
      throw new AppError(
        400,
        `That code is not right. Please check it and try again: ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`,
        { code: 'WRONG_CODE', values: { left: result.triesLeft } },
      );
    case 'locked':
      throw new AppError(
        409,
        `That code was entered wrongly ${CODE_TRIES} times, so it no longer works. Please ask for a new code.`,
        { code: 'CODE_LOCKED' },
      );
    case 'expired':
      throw new AppError(
        410,
        `That code has expired: a code works for ${CODE_MINUTES} minutes. Please ask for a new code.`,
        { code: 'CODE_EXPIRED' },
      );
    case 'used':
      throw new AppError(409, 'That code has been used already. Please ask for a new code.', {
        code: 'CODE_USED',
      });
    default:
      throw new AppError(409, 'Please ask for a code first: we send it to your mobile or e-mail.', {
        code: 'NO_CODE',
      });
  }
}
