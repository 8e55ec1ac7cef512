// The one-time code before a signer's first signature: whether this link needs one (the dealer's setting and
// the set's documents, or on a step of a deal every step's), where it goes (text to a UK mobile when the
// server can text, else e-mail), how a code is kept (an HMAC keyed from APP_SECRET, never the digits) and
// the check a signature passes first, which on a deal takes the key another step of it gave this browser.
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { STEP_NAMES } from '../../../shared/api/deals.ts';
import { ukMobile } from '../../../shared/customers/uk-mobile.ts';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { CODE_DIGITS } from '../../../shared/documents/signing-code.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { signingCodeOf } from '../dealer-profile/index.ts';
import { type DealCodeStep, dealCodeSteps } from '../deals/index.ts';
import { handedOverHere } from '../handover/index.ts';
import { listEvents, recordEvent } from '../signing-history/index.ts';
import type { Client, DocumentRow, Found } from './customer-signing.service.ts';
import { signerDetail } from './signer-steps.ts';
import * as repo from './signing-code.repo.ts';

type Config = AppDeps['config'];
export type CodeWay = { channel: 'sms' | 'email'; to: string; sentTo: string };

/** How long a verified browser may go on signing without another code: its signing session. */
export const VERIFIED_FOR_MS = 12 * 3_600_000;

export const signerOf = (found: Found) => ({
  requestId: found.request.id,
  signerSlot: found.signer?.signer.slot ?? 'customer',
});

/**
 * Whether this link's signer must enter a code before signing `own` (the documents that are theirs): never
 * the dealership's countersignature, which a member gives from their own signed-in app. On a step of a deal,
 * the deal's other steps count too: a credit agreement at the agreements step asks the code at the
 * disclosure, before the customer's first signature in the deal.
 */
function codeNeeded(config: Config, found: Found, own: DocumentRow[], deal: { finance: boolean }[]): boolean {
  if (found.signer?.signer.role === 'dealer') return false;
  const mode = signingCodeOf(found.profile, config.signingCodeDefault);
  if (mode === 'off') return false;
  if (mode === 'always') return true;
  return own.some((d) => d.document.documentType === 'finance_agreement') || deal.some((s) => s.finance);
}

/**
 * What the code asks of this link: whether one is needed at all, and the other steps of its live deal,
 * whose code (its key in this browser) holds here too. Plain requests have none.
 */
export async function codeRuleOf(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  found: Found,
  own: DocumentRow[],
): Promise<{ needed: boolean; otherSteps: DealCodeStep[] }> {
  const deal = await dealCodeSteps(ctx.db, found.request.id);
  return {
    needed: codeNeeded(ctx.config, found, own, deal),
    otherSteps: deal.filter((s) => s.requestId !== found.request.id),
  };
}

/** A text to their mobile when this server can text, else an e-mail. */
export function codeWayOf(config: Config, person: { phone: string | null; email: string }): CodeWay {
  const mobile = ukMobile(person.phone ?? '');
  if (config.sms && mobile.ok) return { channel: 'sms', to: mobile.e164, sentTo: maskMobile(mobile.e164) };
  return { channel: 'email', to: person.email, sentTo: maskEmail(person.email) };
}

/** "+447700900123" → "07•••••123": enough for the signer to know it is theirs, little for anyone else. */
export function maskMobile(e164: string): string {
  const national = e164.startsWith('+44') ? `0${e164.slice(3)}` : e164;
  return `${national.slice(0, 2)}•••••${national.slice(-3)}`;
}

/** "aisha.rahman@example.co.uk" → "a•••@example.co.uk". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The session's code step: present while this signer still has to enter a code to sign. */
export function codeStepOf(
  config: Config,
  found: Found,
  rule: { needed: boolean },
  person: { phone: string | null; email: string },
): SigningSession['codeStep'] {
  if (found.request.status === 'completed' || found.signer?.signer.finishedAt) return undefined;
  if (!rule.needed) return undefined;
  const way = codeWayOf(config, person);
  return { channel: way.channel, sentTo: way.sentTo };
}

export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
export const newKey = () => randomBytes(32).toString('base64url');
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The code as stored: an HMAC bound to the signer, so six digits cannot be tried offline from a copy. */
export function hashCode(config: Config, signer: { requestId: string; signerSlot: string }, code: string) {
  const key = Buffer.from(hkdfSync('sha256', config.appSecret, 'docs2sign', 'signing-code', 32));
  return createHmac('sha256', key).update(`${signer.requestId}:${signer.signerSlot}:${code}`).digest('hex');
}

/** Compares in constant time (both are hex SHA-256, the same length). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Before a signature: 403 until this signer has entered a code, unless no code is needed or the device is
 * the dealer's own, handed over to sign in person (the signer stands in front of the dealer). `codeKey` is
 * what the verify call gave this browser; it lasts VERIFIED_FOR_MS, its signing session. On a step of a
 * deal, a key from another step of the same deal (same signer) counts too, written into this step's trail
 * once: one code per deal, still tied to the browser that entered it.
 */
export async function refuseUnverified(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  found: Found,
  own: DocumentRow[],
  codeKey: string | undefined,
  client: Client,
) {
  const rule = await codeRuleOf(ctx, found, own);
  if (!rule.needed) return;
  const signerId = found.signer?.signer.id ?? null;
  if (await handedOverHere(ctx.db, found.request.id, signerId, client.cookie)) return;
  if (codeKey) {
    const since = new Date(Date.now() - VERIFIED_FOR_MS);
    const requestIds = [found.request.id, ...rule.otherSteps.map((s) => s.requestId)];
    const row = await repo.findVerifiedKey(
      ctx.db,
      requestIds,
      signerOf(found).signerSlot,
      hashKey(codeKey),
      since,
    );
    if (row && row.requestId === found.request.id) return;
    const earlier = row && rule.otherSteps.find((s) => s.requestId === row.requestId);
    if (row?.verifiedAt && earlier) {
      return recordCarried(
        ctx,
        found,
        {
          step: STEP_NAMES[earlier.step],
          channel: row.channel as 'sms' | 'email',
          sentTo: row.sentTo,
          verifiedAt: row.verifiedAt,
        },
        client,
      );
    }
  }
  throw new AppError(
    403,
    'Please enter the 6-digit code we sent you before you sign: it shows the documents are being signed by you.',
    { code: 'CODE_REQUIRED' },
  );
}

/** A code this signer entered at another step of the same deal, within VERIFIED_FOR_MS. */
type CarriedCode = { step: string; channel: 'sms' | 'email'; sentTo: string; verifiedAt: Date };

/**
 * This step's certificate names how the signer showed it was them, as a step with its own code does: the
 * earlier step's code, where it went and when it was entered. Once per signer of the request.
 */
async function recordCarried(ctx: Pick<AppDeps, 'db'>, found: Found, carried: CarriedCode, client: Client) {
  const who = found.signer ? signerDetail(found.signer) : {};
  const events = await listEvents(ctx.db, found.request.id);
  const signer = (d: unknown) => (d as { signer?: string } | null)?.signer;
  if (events.some((e) => e.type === 'code_verified' && signer(e.detail) === signer(who))) return;
  await recordEvent(ctx.db, {
    type: 'code_verified',
    requestId: found.request.id,
    detail: {
      channel: carried.channel,
      to: carried.sentTo,
      earlierStep: carried.step,
      enteredAt: carried.verifiedAt.toISOString(),
      ...who,
    },
    ipAddress: client.ip,
    userAgent: client.userAgent ?? null,
  });
}
